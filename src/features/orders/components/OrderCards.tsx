import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { Order } from '@/domain/entities';
import { formatGBP } from '@/domain/money';
import { counterpartOf, orderCardOf, utcDateOf } from '@/domain/orders';
import { DetailsCard, type DetailsRow } from './DetailsCard';
import { OrderStatusBadge } from './OrderStatusBadge';

const mailTo = (email: string) => (email ? <a href={`mailto:${email}`}>{email}</a> : '');

/**
 * Everything an order says: its event as booked, the booked slot, the manager's Order Details or the venue's
 * Booking Details, and the account on the other side for whichever of the two parties is looking.
 */
export function OrderCards({ order, viewerUid }: { order: Order; viewerUid: string | null }) {
  const { t } = useTranslation('orders');
  const format = useDisplayFormat();
  const { eventDetails: event, slot } = order;
  const eventDay = utcDateOf(event.date || order.bookingDate);
  const paymentMethod = t(`paymentMethods.${order.paymentMethod}`);
  const counterpart = counterpartOf(order, viewerUid);

  const eventRows: DetailsRow[] = [
    { label: t('details.title'), value: event.title },
    { label: t('details.date'), value: format.date(eventDay) },
    { label: t('details.startTime'), value: event.startTime },
    { label: t('details.duration'), value: event.requiredTime },
    { label: t('details.location'), value: event.eventLocation },
    { label: t('details.address'), value: event.address },
    { label: t('details.description'), value: event.description },
  ];
  const slotRows: DetailsRow[] = [
    { label: t('details.date'), value: format.date(utcDateOf(order.bookingDate)) },
    { label: t('details.slotStart'), value: slot.startTime },
    { label: t('details.slotEnd'), value: slot.endTime },
    { label: t('details.slotPrice'), value: formatGBP(slot.price) },
  ];
  const status: DetailsRow = { label: t('details.status'), value: <OrderStatusBadge order={order} /> };
  const payment: DetailsRow = { label: t('details.paymentMethod'), value: paymentMethod };
  const roleCard =
    orderCardOf(order) === 'bookingDetails' ? (
      <DetailsCard
        title={t('details.bookingDetails')}
        rows={[
          { label: t('details.venueName'), value: order.venue?.venueName },
          { label: t('details.venueAddress'), value: order.venue?.address },
          { label: t('details.seats'), value: order.venue ? String(order.venue.seats) : '' },
          status,
          payment,
          { label: t('details.totalPayment'), value: <strong>{formatGBP(slot.price)}</strong> },
        ]}
      />
    ) : (
      <DetailsCard
        title={t('details.orderDetails')}
        rows={[
          { label: t('details.manager'), value: order.eventManager?.name },
          { label: t('details.category'), value: order.eventManager?.category },
          { label: t('details.email'), value: mailTo(order.eventManager?.email ?? '') },
          status,
          {
            label: t('details.bookedOn'),
            value: order.createdAt ? format.date(utcDateOf(order.createdAt)) : '',
          },
          payment,
          { label: t('details.amount'), value: <strong>{formatGBP(slot.price)}</strong> },
        ]}
      />
    );

  return (
    <Row xs={1} lg={2} className="g-3">
      <Col>
        <DetailsCard title={t('details.event')} rows={eventRows} />
      </Col>
      <Col>
        <DetailsCard title={t('details.bookedSlot')} rows={slotRows} />
      </Col>
      <Col>{roleCard}</Col>
      {counterpart ? (
        <Col>
          <DetailsCard
            title={t(counterpart.side === 'bookedBy' ? 'details.bookedBy' : 'details.booked')}
            rows={[
              { label: t('details.name'), value: counterpart.party.name },
              { label: t('details.email'), value: mailTo(counterpart.party.email) },
            ]}
          />
        </Col>
      ) : null}
    </Row>
  );
}
