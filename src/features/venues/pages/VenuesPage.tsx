import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Col, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { confirmVenueDelete } from '../components/alerts';
import { EmptyState } from '@/components/ui/EmptyState';
import { useVenueNotice } from '../components/useVenueNotice';
import { VenueCard } from '../components/VenueCard';
import { deleteVenue, loadVenues, setVenueOnline } from '../slice';
import { selectVenueBusyIds, selectVenueList } from '../slice/selectors';
import type { Venue } from '../slice/types';

export default function VenuesPage() {
  const { t } = useTranslation('venues');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectVenueList);
  const busyIds = useAppSelector(selectVenueBusyIds);
  useVenueNotice();

  useEffect(() => {
    dispatch(loadVenues());
  }, [dispatch]);

  const onDelete = async (venue: Venue) => {
    if (await confirmVenueDelete(t)) dispatch(deleteVenue({ id: venue.id }));
  };

  const waiting = (list.status === 'idle' || list.status === 'pending') && list.items.length === 0;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('list.title')}</h1>
        <Link to={paths.addVenue.href()} className="btn btn-primary">
          {t('list.addVenue')}
        </Link>
      </div>
      {list.status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>
            {t('list.loadFailed')} {list.error ? <RefusalText refusal={list.error} /> : null}
          </span>
          <Button size="sm" color="danger" outline onClick={() => dispatch(loadVenues())}>
            {t('list.retry')}
          </Button>
        </Notice>
      ) : null}
      {waiting ? <Spinner /> : null}
      {/* Only a read that worked can say there are no venues; a failed one says nothing about it. */}
      {list.status === 'succeeded' && list.items.length === 0 ? (
        <EmptyState message={t('list.empty')}>
          <Link to={paths.dashboard.href()}>{t('list.backToDashboard')}</Link>
        </EmptyState>
      ) : null}
      {list.items.length > 0 ? (
        <Row xs={1} md={2} xl={3} className="g-3">
          {list.items.map((venue) => (
            <Col key={venue.id}>
              <VenueCard
                venue={venue}
                busy={busyIds.includes(venue.id)}
                onToggleOnline={(item) => dispatch(setVenueOnline({ id: item.id, isOnline: !item.isOnline }))}
                onDelete={(item) => void onDelete(item)}
              />
            </Col>
          ))}
        </Row>
      ) : null}
    </>
  );
}
