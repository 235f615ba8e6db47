import { useTranslation } from 'react-i18next';

/** Shown in a chart's frame where it could not be drawn (offline, its code not downloaded); the table still tells the figures. */
export function ChartUnavailable() {
  const { t } = useTranslation('dashboard');
  return <p className="chart-message text-muted small">{t('charts.unavailable')}</p>;
}
