import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';

/**
 * The dashboard while its figures load: its heading over a spinner. The page shows it, and so does the frame that is
 * prerendered for a stored session's first paint (src/firstPaint/pages/dashboardFrame.tsx), which the page then
 * replaces with the same markup.
 */
export function DashboardLoading() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-page">
      <h1 className="h4 mb-4">{t('title')}</h1>
      <Spinner label={t('loading')} />
    </div>
  );
}
