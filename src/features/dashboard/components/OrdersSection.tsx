import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatistics } from '@/domain/statistics';
import { ChartCard } from './ChartCard';
import { formatCount, formatMoney } from './formatters';
import { StatCard } from './StatCard';

interface Props {
  statistics: OrderStatistics;
  year: number;
}

/** Orders received (createdTo the user): shown to event managers only. */
export function OrdersSection({ statistics, year }: Props) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        {t('sections.orders')}
      </h2>
      <div className="row g-3 g-xl-4 mb-3 mb-xl-4">
        <div className="col-12 col-md-4">
          <StatCard
            label={t('cards.activeOrders')}
            value={formatCount(statistics.activeOrders)}
            icon="cart"
          />
        </div>
        <div className="col-12 col-md-4">
          <StatCard label={t('cards.totalOrders')} value={formatCount(statistics.totalOrders)} icon="list" />
        </div>
        <div className="col-12 col-md-4">
          <StatCard label={t('cards.revenue')} value={formatMoney(statistics.revenue)} icon="pound" />
        </div>
      </div>
      <div className="row g-3 g-xl-4 mb-3 mb-xl-4">
        <div className="col-12 col-xl-6">
          <ChartCard
            kind="bar"
            title={t('charts.ordersAnalytics')}
            emptyText={t('empty.ordersAnalytics')}
            values={statistics.recievedOrdersStats}
            year={year}
            format="count"
            color="#f1b44c"
          />
        </div>
        <div className="col-12 col-xl-6">
          <ChartCard
            kind="bar"
            title={t('charts.income')}
            emptyText={t('empty.income')}
            values={statistics.recievedOrdersIncome}
            year={year}
            format="money"
            color="#50a5f1"
          />
        </div>
      </div>
    </section>
  );
}
