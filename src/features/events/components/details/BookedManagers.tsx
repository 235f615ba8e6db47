import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardHeader } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { Notice } from '@/components/ui/Notice';
import { paths } from '@/config/paths';
import { formatGBP } from '@/domain/money';
import type { BookedSlot, EventManagerBooking, Order, PlatformEvent } from '@/features/events/slice/types';

interface BookedManagersProps {
  event: PlatformEvent;
  /** The event's orders: each manager's e-mail and each slot's invoice come from them (the event keeps no e-mail). */
  orders: Order[];
  ordersFailed: boolean;
}

const managerOrders = (orders: Order[], manager: EventManagerBooking) =>
  orders.filter(
    (order) => order.kind === 'manager' && (order.eventManager?.id || order.createdTo) === manager.id,
  );

/** The order of a booked slot: by slot id, or by its times when the ids were written differently. */
export const orderOfSlot = (orders: Order[], slot: BookedSlot) =>
  orders.find((order) => order.slot.id === slot.id) ??
  orders.find((order) => order.slot.startTime === slot.startTime && order.slot.endTime === slot.endTime);

/** The event managers the owner booked: name, category, e-mail, and per slot the date, times, price and invoice. */
export function BookedManagers({ event, orders, ordersFailed }: BookedManagersProps) {
  const { t } = useTranslation('events');
  const format = useDisplayFormat();
  if (event.eventManagers.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="event-managers">
      <h2 id="event-managers" className="h5 mb-3">
        {t('details.managers')}
      </h2>
      {ordersFailed ? <Notice color="warning">{t('details.ordersFailed')}</Notice> : null}
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {event.eventManagers.map((manager) => {
          const own = managerOrders(orders, manager);
          const email = own.find((order) => order.eventManager?.email)?.eventManager?.email ?? '';
          return (
            <li key={manager.id}>
              <Card tag="article" aria-labelledby={`manager-${manager.id}`}>
                <CardHeader className="bg-transparent">
                  <h3 id={`manager-${manager.id}`} className="h6 mb-1 text-break">
                    {manager.name}
                  </h3>
                  <dl className="event-facts small mb-0">
                    <div>
                      <dt>{t('details.category')}</dt>
                      <dd>{manager.category}</dd>
                    </div>
                    {email ? (
                      <div>
                        <dt>{t('details.email')}</dt>
                        <dd className="text-break">
                          <a href={`mailto:${email}`}>{email}</a>
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                </CardHeader>
                <ul className="list-group list-group-flush">
                  {manager.bookedSlots.map((slot) => {
                    const order = orderOfSlot(own, slot);
                    const time = t('details.slotTime', { start: slot.startTime, end: slot.endTime });
                    return (
                      <li key={slot.id} className="list-group-item">
                        <CardBody className="p-0 d-flex flex-wrap align-items-center gap-2">
                          <dl className="event-facts small mb-0 flex-grow-1">
                            <div>
                              <dt>{t('details.date')}</dt>
                              <dd>{format.date(event.eventDate)}</dd>
                            </div>
                            <div>
                              <dt>{t('details.slotTimes')}</dt>
                              <dd>{time}</dd>
                            </div>
                            <div>
                              <dt>{t('details.slotPrice')}</dt>
                              <dd>{formatGBP(slot.price)}</dd>
                            </div>
                          </dl>
                          {order ? (
                            <Link
                              to={paths.orderDetails.href(order.id)}
                              className="btn btn-sm btn-outline-primary"
                              aria-label={t('details.invoicesFor', { name: manager.name, time })}
                            >
                              {t('details.invoices')}
                            </Link>
                          ) : null}
                        </CardBody>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
