import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard';

interface Props {
  values: readonly number[];
  year: number;
}

/** Ticket revenue of the user's events per month of the year, by purchase date. */
export function RevenueChart({ values, year }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <ChartCard
      kind="line"
      title={t('charts.revenue')}
      emptyText={t('empty.revenue')}
      values={values}
      year={year}
      format="money"
      color="#34c38f"
    />
  );
}
