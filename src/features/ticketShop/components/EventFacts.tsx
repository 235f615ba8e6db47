import { useTranslation } from 'react-i18next';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { PurchaseEvent } from '@/domain/ticketSale';

type Facts = Pick<PurchaseEvent, 'eventDate' | 'startTime' | 'requiredTime' | 'venueName' | 'address'>;

/** When and where: the day, start, length, venue and address, as label/value pairs. */
export function EventFacts({ event }: { event: Facts }) {
  const { t } = useTranslation('ticketShop');
  const format = useDisplayFormat();
  const facts: [string, string][] = [
    [
      t('event.date'),
      t('event.day', { weekday: format.weekday(event.eventDate), date: format.date(event.eventDate) }),
    ],
    [t('event.time'), event.startTime],
    [t('event.duration'), event.requiredTime],
    [t('event.venue'), event.venueName],
    [t('event.address'), event.address],
  ];
  return (
    <div className="card">
      <div className="card-body">
        <dl className="ticket-shop-facts row mb-0">
          {facts
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value], index) => (
              <div key={label} className={`mb-2 ${index < 3 ? 'col-6 col-sm-4' : 'col-12'}`}>
                <dt className="small">{label}</dt>
                <dd className="mb-0 fw-semibold text-break">{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </div>
  );
}
