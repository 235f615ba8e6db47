import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, Col, Row } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Carousel } from '@/components/ui/Carousel';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { isCancellable, isCancelled } from '@/domain/cancellation';
import { isUpcoming, todayUtcMidnight } from '@/domain/eventList';
import { roleGroup } from '@/domain/roles';
import { EventBadges } from '../components/EventBadges';
import { BookedManagers } from '../components/details/BookedManagers';
import { BookedVenue } from '../components/details/BookedVenue';
import { EventFacts } from '../components/details/EventFacts';
import { EventMap } from '../components/details/EventMap';
import { PackageCards } from '../components/details/PackageCards';
import { AddToCalendarButton } from '../components/AddToCalendarButton';
import { CancelEventDialog } from '../components/cancel/CancelEventDialog';
import { CancellationPanel } from '../components/cancel/CancellationPanel';
import { useDeleteEvent } from '../components/useDeleteEvent';
import { useEventFromRoute } from '../components/useEventFromRoute';
import { useEventPaths } from '../components/useEventPaths';
import { useEventsNotice } from '../components/useEventsNotice';
import { OccupancyCard } from '../components/tickets/OccupancyCard';
import { ProfitSummaryCard } from '../components/tickets/ProfitSummaryCard';
import { TicketsTable } from '../components/tickets/TicketsTable';
import { useTicketStats } from '../components/tickets/useTicketStats';
import { WaitlistCard } from '../components/waitlist/WaitlistCard';
import { previewCancellation } from '../cancellation/slice';
import { selectCancellation } from '../cancellation/slice/selectors';
import { selectDeletingEventIds, selectSessionConfig, selectSessionRole } from '../slice/selectors';
import '../events.css';

export default function EventDetailsPage() {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const eventPaths = useEventPaths();
  const { event, orders, ordersFailed, owned, booked, loading, deleted } = useEventFromRoute();
  const deletingIds = useAppSelector(selectDeletingEventIds);
  const role = useAppSelector(selectSessionRole);
  const fees = useAppSelector(selectSessionConfig);
  const onDelete = useDeleteEvent();
  const dispatch = useAppDispatch();
  const cancellation = useAppSelector(selectCancellation);
  useEventsNotice();
  // The owner and the booked venue owner and managers work the door: they see the live occupancy.
  const staff = owned || booked;
  const stats = useTicketStats(event?.id ?? '', Boolean(event) && staff);
  // When the page opened: Cancel is offered only before the event ends (the server refuses it after, too).
  const [openedAt] = useState(Date.now);

  // A deleted event has nothing left to show: back to the list, which no longer holds it.
  useEffect(() => {
    if (deleted) navigate(eventPaths.list, { replace: true });
  }, [deleted, navigate, eventPaths.list]);

  // The door's scanner (the nested route) works from what the phone kept, so it opens even when the event cannot load.
  if (!event) {
    return (
      <>
        {loading ? (
          <Spinner />
        ) : (
          <EmptyState message={t('details.empty')} pageHeading>
            <Link to={eventPaths.list}>{t('details.backToEvents')}</Link>
          </EmptyState>
        )}
        <Outlet />
      </>
    );
  }

  const address = event.address || event.venue?.address || event.eventLocation;
  const location = event.location ?? event.venue?.location ?? null;
  const closed = isCancelled(event);
  const doorOpen = staff && !closed && isUpcoming(event, todayUtcMidnight(new Date()));
  return (
    <>
      <Link to={eventPaths.list} className="d-inline-block mb-2 small">
        {t('details.backToEvents')}
      </Link>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h4 mb-1 text-break">{event.title}</h1>
          <div className="d-flex flex-wrap gap-2">
            <EventBadges event={event} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {doorOpen ? (
            <Link to={eventPaths.scan(event.id)} className="btn btn-sm btn-primary">
              {t('details.scan')}
            </Link>
          ) : null}
          {closed ? null : <AddToCalendarButton event={event} />}
          {owned && event.status === 'completed' && orders.length > 0 ? (
            <Link to={paths.rateBookings.href(event.id)} className="btn btn-sm btn-outline-primary">
              {t('details.rateBookings')}
            </Link>
          ) : null}
          {owned ? (
            <>
              {closed ? null : (
                <Link
                  to={eventPaths.edit(event.id)}
                  state={{ event }}
                  className="btn btn-sm btn-outline-primary"
                >
                  {t('details.edit')}
                </Link>
              )}
              {isCancellable(event, openedAt) ? (
                <Button
                  color="danger"
                  size="sm"
                  disabled={cancellation.eventId === event.id && cancellation.status === 'previewing'}
                  onClick={() => dispatch(previewCancellation({ id: event.id }))}
                >
                  {t('cancel.action')}
                </Button>
              ) : null}
              {closed ? null : (
                <Button
                  color="danger"
                  outline
                  size="sm"
                  disabled={deletingIds.includes(event.id)}
                  onClick={() => void onDelete(event)}
                >
                  {t('details.delete')}
                </Button>
              )}
            </>
          ) : null}
        </div>
      </div>
      {owned && closed ? <CancellationPanel eventId={event.id} /> : null}
      <Row className="g-3 mb-4">
        <Col lg={7}>
          <Card className="h-100 overflow-hidden">
            <Carousel
              images={event.attachments}
              height={300}
              label={t('details.pictures', { title: event.title })}
            />
            <CardBody>
              <h2 className="h5">{t('details.about')}</h2>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                {event.description}
              </p>
            </CardBody>
          </Card>
        </Col>
        <Col lg={5}>
          <EventFacts event={event} />
          <Card>
            <CardBody>
              <h2 className="h5">{t('details.venue')}</h2>
              {event.venue?.venueName ? (
                <p className="fw-semibold mb-1 text-break">{event.venue.venueName}</p>
              ) : null}
              <EventMap address={address} location={location} />
            </CardBody>
          </Card>
        </Col>
      </Row>
      <PackageCards packages={event.packages} />
      <BookedVenue event={event} orders={orders} />
      {owned ? <BookedManagers event={event} orders={orders} ordersFailed={ordersFailed} /> : null}
      {staff ? (
        <Row className="g-3 mb-4">
          <Col lg={owned ? 5 : 6}>
            <OccupancyCard event={event} stats={stats} />
          </Col>
          {owned ? (
            <Col lg={7}>
              <ProfitSummaryCard event={event} owner={roleGroup(role)} fees={fees} stats={stats} />
            </Col>
          ) : null}
        </Row>
      ) : null}
      {owned ? <WaitlistCard eventId={event.id} /> : null}
      {owned ? <TicketsTable event={event} /> : null}
      <CancelEventDialog />
      {/* The door's QR scanner opens here, over the page, on its nested route. */}
      <Outlet />
    </>
  );
}
