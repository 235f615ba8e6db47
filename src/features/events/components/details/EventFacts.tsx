import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from 'reactstrap';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import type { PlatformEvent } from '@/features/events/slice/types';
import { EventBadges } from '../EventBadges';

/** The event's facts as label/value pairs: when, how long, status, featured, type, level and seats. */
export function EventFacts({ event }: { event: PlatformEvent }) {
  const { t } = useTranslation('events');
  const format = useDisplayFormat();
  const facts: [string, ReactNode][] = [
    [t('details.date'), format.date(event.eventDate)],
    [t('details.startTime'), event.startTime],
    [t('details.duration'), event.requiredTime],
    [t('details.status'), <EventBadges key="status" event={{ status: event.status, featured: false }} />],
    [t('details.featured'), event.featured ? t('details.yes') : t('details.no')],
    [t('details.eventType'), event.eventType],
    [t('details.level'), event.eventLevel],
    [t('details.seats'), event.requiredSeats],
  ];
  return (
    <Card className="mb-3">
      <CardBody>
        <dl className="row mb-0">
          {facts.map(([label, value]) => (
            <div key={label} className="col-6 mb-2">
              <dt className="small text-muted fw-normal">{label}</dt>
              <dd className="mb-0 fw-semibold text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
