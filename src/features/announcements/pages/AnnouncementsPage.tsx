import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { AnnouncementForm } from '../components/AnnouncementForm';
import { announcementsReset, loadAnnounceableEvents, loadHolders } from '../slice';
import { selectAnnounceableEvents } from '../slice/selectors';

export default function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const dispatch = useAppDispatch();
  const events = useAppSelector(selectAnnounceableEvents);
  const reload = useCallback(() => {
    dispatch(loadAnnounceableEvents());
  }, [dispatch]);

  useEffect(() => {
    reload();
    return () => {
      dispatch(announcementsReset());
      dispatch(loadHolders(''));
    };
  }, [dispatch, reload]);

  return (
    <>
      <h1 className="h4 mb-3">{t('title')}</h1>
      {events.status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('loadFailed')}</span>
          <Button size="sm" color="danger" outline onClick={reload}>
            {t('retry')}
          </Button>
        </Notice>
      ) : null}
      {events.status === 'loading' || events.status === 'idle' ? <Spinner label={t('loading')} /> : null}
      {events.status === 'succeeded' && events.items.length === 0 ? (
        <EmptyState message={t('noEvents')}>
          <Link to={paths.dashboard.href()}>{t('backToDashboard')}</Link>
        </EmptyState>
      ) : null}
      {events.status === 'succeeded' && events.items.length > 0 ? (
        <Card>
          <CardBody>
            <p className="text-muted">{t('intro')}</p>
            <AnnouncementForm />
          </CardBody>
        </Card>
      ) : null}
    </>
  );
}
