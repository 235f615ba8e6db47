import { useTranslation } from 'react-i18next';
import { Card, CardBody, Spinner } from 'reactstrap';
import { eventSeats, occupancyPercent } from '@/domain/tickets';
import type { PlatformEvent } from '@/features/events/slice/types';
import type { TicketStatsState } from '@/features/events/tickets/slice/types';

/** Checked in against the seats, and tickets sold, updating while the door scans. */
export function OccupancyCard({ event, stats }: { event: PlatformEvent; stats: TicketStatsState }) {
  const { t } = useTranslation('events');
  const seats = eventSeats(event);
  const figures = stats.stats;
  let body;
  if (!figures) {
    body =
      stats.status === 'failed' ? (
        <p className="mb-0">{t('occupancy.unavailable')}</p>
      ) : (
        <div className="text-center py-2">
          <Spinner size="sm" aria-label={t('occupancy.loading')} />
        </div>
      );
  } else {
    const share = occupancyPercent(figures.checkedIn, seats);
    body = (
      <>
        <dl className="occupancy-figures mb-3" aria-live="polite">
          <div>
            <dt>{t('occupancy.checkedIn')}</dt>
            <dd>{t('occupancy.ofSeats', { checkedIn: figures.checkedIn, seats })}</dd>
          </div>
          <div>
            <dt>{t('occupancy.ticketsSold')}</dt>
            <dd>{figures.sold}</dd>
          </div>
        </dl>
        <div className="progress occupancy-progress">
          <div
            className="progress-bar"
            role="progressbar"
            aria-label={t('occupancy.share', { percent: share })}
            aria-valuenow={share}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ width: `${share}%` }}
          />
        </div>
        <p className="small text-muted mt-2 mb-0" aria-hidden="true">
          {t('occupancy.share', { percent: share })}
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="event-occupancy" className="h-100 d-flex flex-column">
      <h2 id="event-occupancy" className="h5 mb-3">
        {t('occupancy.title')}
      </h2>
      <Card className="flex-grow-1 mb-0">
        <CardBody>{body}</CardBody>
      </Card>
    </section>
  );
}
