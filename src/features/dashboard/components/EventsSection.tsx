import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventStatistics } from '@/domain/statistics';
import { EventsChart } from './EventsChart';
import { formatCount, formatMoney } from './formatters';
import { RevenueChart } from './RevenueChart';
import { StatCard } from './StatCard';

interface Props {
  statistics: EventStatistics;
  year: number;
}

export function EventsSection({ statistics, year }: Props) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* The page opens with these figures, so the heading is for navigation by assistive technology only. */}
      <h2 id={headingId} className="visually-hidden">
        {t('sections.events')}
      </h2>
      <div className="row g-3 g-xl-4 mb-3 mb-xl-4">
        <div className="col-12 col-md-4">
          <StatCard
            label={t('cards.activeEvents')}
            value={formatCount(statistics.activeEvents)}
            icon="calendarCheck"
          />
        </div>
        <div className="col-12 col-md-4">
          <StatCard
            label={t('cards.totalEvents')}
            value={formatCount(statistics.totalEvents)}
            icon="calendar"
          />
        </div>
        <div className="col-12 col-md-4">
          <StatCard label={t('cards.revenue')} value={formatMoney(statistics.revenue)} icon="pound" />
        </div>
      </div>
      <div className="row g-3 g-xl-4 mb-3 mb-xl-4">
        <div className="col-12 col-xl-6">
          <EventsChart values={statistics.monthlyEvents} year={year} />
        </div>
        <div className="col-12 col-xl-6">
          <RevenueChart values={statistics.monthlyRevenue} year={year} />
        </div>
      </div>
    </section>
  );
}
