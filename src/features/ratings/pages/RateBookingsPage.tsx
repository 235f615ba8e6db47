import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, Card } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Spinner } from '@/components/ui/Spinner';
import { BookingRatingRow } from '../components/BookingRatingRow';
import { loadRatableBookings, rateOrder, ratingFormToggled } from '../slice';
import { selectOpenRatingForm, selectRatableBookings, selectRatingSave } from '../slice/selectors';
import type { RateOrderRequest } from '../slice/types';

/** Rate the venue and managers an event booked, once its event has completed (reached from the event's details). */
export default function RateBookingsPage() {
  const { t } = useTranslation('ratings');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const bookings = useAppSelector(selectRatableBookings);
  const save = useAppSelector(selectRatingSave);
  const openOrder = useAppSelector(selectOpenRatingForm);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (id) dispatch(loadRatableBookings(id));
  }, [dispatch, id]);

  const submit = (request: RateOrderRequest) => dispatch(rateOrder(request));
  const mine = bookings.eventId === id;
  const title = bookings.orders[0]?.eventDetails.title;

  return (
    <>
      <h1 className="h4 mb-1">{t('page.title')}</h1>
      {title ? <p className="text-muted mb-3 text-break">{title}</p> : null}
      <p className="small text-muted">{t('page.help')}</p>
      {save.status === 'failed' && save.error ? (
        <Notice color="danger">
          <RefusalText refusal={save.error} />
        </Notice>
      ) : null}
      {save.status === 'succeeded' ? <Notice color="success">{t('page.saved')}</Notice> : null}
      {mine && bookings.status === 'failed' ? (
        <Notice color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('page.loadFailed')}</span>
          <Button size="sm" color="danger" outline onClick={() => dispatch(loadRatableBookings(id))}>
            {t('page.retry')}
          </Button>
        </Notice>
      ) : null}
      {!mine || (bookings.status === 'loading' && bookings.orders.length === 0) ? <Spinner /> : null}
      {mine && bookings.status === 'succeeded' && bookings.orders.length === 0 ? (
        <EmptyState message={t('page.empty')} />
      ) : null}
      {mine && bookings.orders.length > 0 ? (
        <Card>
          <ul className="list-group list-group-flush">
            {bookings.orders.map((order) => (
              <BookingRatingRow
                key={order.id}
                order={order}
                rating={bookings.ratings[order.id]}
                open={openOrder === order.id}
                busy={save.status === 'loading' && save.orderId === order.id}
                now={now}
                onOpen={() => dispatch(ratingFormToggled(order.id))}
                onClose={() => dispatch(ratingFormToggled(null))}
                onSubmit={submit}
              />
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
