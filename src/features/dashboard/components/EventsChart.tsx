import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard';

interface Props {
  values: readonly number[];
  year: number;
}

/** The user's events per month of the year, by event day. */
export function EventsChart({ values, year }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <ChartCard
      kind="bar"
      title={t('charts.events')}
      emptyText={t('empty.events')}
      values={values}
      year={year}
      format="count"
      color="#556ee6"
    />
  );
}
