import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { isCancellable } from '@/domain/cancellation';
import { isEventOwner, isUpcoming } from '@/domain/eventList';
import { CancelEventDialog } from '../components/cancel/CancelEventDialog';
import { EventRow } from '../components/EventRow';
import { useDeleteEvent } from '../components/useDeleteEvent';
import { useEventPaths } from '../components/useEventPaths';
import { useEventsNotice } from '../components/useEventsNotice';
import { previewCancellation } from '../cancellation/slice';
import { loadEvents } from '../slice';
import { selectSessionUid } from '@/app/session';
import { selectDeletingEventIds, selectEventList } from '../slice/selectors';
import type { PlatformEvent } from '../slice/types';
import '../events.css';

export default function MyEventsPage() {
  const { t } = useTranslation('events');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectEventList);
  const deletingIds = useAppSelector(selectDeletingEventIds);
  const uid = useAppSelector(selectSessionUid);
  const eventPaths = useEventPaths();
  const onDelete = useDeleteEvent();
  // When the page opened: Cancel is offered only before an event ends (the server refuses it after, too).
  const [openedAt] = useState(Date.now);
  useEventsNotice();

  useEffect(() => {
    dispatch(loadEvents());
  }, [dispatch]);

  const loading = list.status === 'idle' || list.status === 'loading';
  const upcoming = list.items.filter((event) => isUpcoming(event, list.today));
  const past = list.items.filter((event) => !isUpcoming(event, list.today));
  const section = (key: 'upcoming' | 'past', events: PlatformEvent[]) =>
    events.length > 0 ? (
      <section className="mb-4" aria-labelledby={`events-${key}`}>
        <h2 id={`events-${key}`} className="h6 text-uppercase text-muted mb-3">
          {t(`list.${key}`)}
        </h2>
        <ul className="list-unstyled d-grid gap-3 mb-0">
          {events.map((event) => (
            <li key={event.id}>
              <EventRow
                event={event}
                owned={isEventOwner(event, uid)}
                busy={deletingIds.includes(event.id)}
                onDelete={(item) => void onDelete(item)}
                onCancel={
                  isCancellable(event, openedAt)
                    ? (item) => dispatch(previewCancellation({ id: item.id }))
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('list.title')}</h1>
        <Link to={eventPaths.add} className="btn btn-primary">
          {t('list.addEvent')}
        </Link>
      </div>
      {list.status === 'failed' && list.items.length === 0 ? (
        <div className="text-center py-4">
          <p className="text-muted">{t('list.loadFailed')}</p>
          <Button color="primary" outline onClick={() => dispatch(loadEvents())}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {loading && list.items.length === 0 ? <Spinner /> : null}
      {/* Only a read that worked can say there are no events; a failed one says nothing about it. */}
      {list.status === 'succeeded' && list.items.length === 0 ? (
        <EmptyState message={t('list.empty')}>
          <Link to={paths.dashboard.href()}>{t('list.backToDashboard')}</Link>
        </EmptyState>
      ) : null}
      {section('upcoming', upcoming)}
      {section('past', past)}
      {list.next && list.items.length > 0 ? (
        <div className="text-center">
          <Button
            color="primary"
            outline
            disabled={loading}
            onClick={() => dispatch(loadEvents({ more: true }))}
          >
            {loading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
      <CancelEventDialog />
    </>
  );
}
