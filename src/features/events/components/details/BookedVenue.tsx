import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardHeader } from 'reactstrap';
import { paths } from '@/config/paths';
import { formatGBP } from '@/domain/money';
import type { Order, PlatformEvent } from '@/features/events/slice/types';
import { orderOfSlot } from './BookedManagers';

interface BookedVenueProps {
  event: PlatformEvent;
  /** The event's orders its owner may read; the venue's order gives each slot its invoice. */
  orders: Order[];
}

/** The booked venue with its booked slots, or for a manual event the organiser's own venue in a simple box. */
export function BookedVenue({ event, orders }: BookedVenueProps) {
  const { t } = useTranslation('events');
  const venue = event.venue;
  if (!venue) return null;
  const manual = event.isManual || !venue.id;
  const venueOrders = orders.filter((order) => order.kind === 'venue');
  return (
    <section className="mb-4" aria-labelledby="event-venue">
      <h2 id="event-venue" className="h5 mb-3">
        {manual ? t('details.ownVenue') : t('details.bookedVenue')}
      </h2>
      <Card>
        <CardHeader className="bg-transparent">
          <h3 className="h6 mb-0 text-break">{venue.venueName}</h3>
        </CardHeader>
        <CardBody>
          <dl className="event-facts mb-0">
            <div>
              <dt>{t('details.address')}</dt>
              <dd className="text-break">{venue.address}</dd>
            </div>
            <div>
              <dt>{t('details.capacity')}</dt>
              <dd>{venue.seats}</dd>
            </div>
          </dl>
          {!manual && venue.bookedSlots.length > 0 ? (
            <>
              <h4 className="h6 mt-3">{t('details.bookedSlots')}</h4>
              <ul className="list-group">
                {venue.bookedSlots.map((slot) => {
                  const order = orderOfSlot(venueOrders, slot);
                  const time = t('details.slotTime', { start: slot.startTime, end: slot.endTime });
                  return (
                    <li key={slot.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                      <span className="fw-semibold">{time}</span>
                      <span>{formatGBP(slot.price)}</span>
                      {order ? (
                        <Link
                          to={paths.orderDetails.href(order.id)}
                          className="btn btn-sm btn-outline-primary ms-auto"
                          aria-label={t('details.invoicesFor', { name: venue.venueName, time })}
                        >
                          {t('details.invoices')}
                        </Link>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </CardBody>
      </Card>
    </section>
  );
}
