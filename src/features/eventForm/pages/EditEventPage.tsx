import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { useRefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { isCancelled } from '@/domain/cancellation';
import { roleGroup } from '@/domain/roles';
import { EditEventWizard } from '../components/EditEventWizard';
import { loadEditEvent } from '../slice';
import { selectEditing, selectSessionUser } from '../slice/selectors';

/** /edit-event/{id} and /organizer-edit-event/{id}: the event is read by id, so a reload works. */
export default function EditEventPage() {
  const { t } = useTranslation('eventForm');
  const refusalText = useRefusalText();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const editing = useAppSelector(selectEditing);

  useEffect(() => {
    dispatch(loadEditEvent(id));
  }, [dispatch, id]);

  const listHref =
    roleGroup(user?.role) === 'organizer' ? paths.organizerEvents.href() : paths.eventsList.href();
  const settled = editing.id === id && (editing.status === 'succeeded' || editing.status === 'failed');
  const event = editing.id === id && editing.status === 'succeeded' ? editing.event : null;
  let body;
  if (!settled) body = <Spinner />;
  else if (!event)
    body = (
      <EmptyState message={editing.error ? refusalText(editing.error) : t('edit.notFound')}>
        <Link to={listHref}>{t('edit.back')}</Link>
      </EmptyState>
    );
  else if (event.createdBy !== user?.id)
    body = (
      <EmptyState message={t('edit.notOwner')}>
        <Link to={listHref}>{t('edit.back')}</Link>
      </EmptyState>
    );
  else if (isCancelled(event))
    body = (
      <EmptyState message={t('edit.cancelled')}>
        <Link to={listHref}>{t('edit.back')}</Link>
      </EmptyState>
    );
  // Keyed by id so opening another event starts a fresh wizard.
  else body = <EditEventWizard key={event.id} event={event} ticketsSold={editing.ticketsSold} />;
  return (
    <>
      <h1 className="h4 mb-3">{t('edit.title')}</h1>
      {body}
    </>
  );
}
