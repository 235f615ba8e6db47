import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '@/components/hooks/useNavigationPending';

/** A thin bar along the top of the window while the next screen loads; CSS shows it only after a moment. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const pending = useNavigationPending();
  if (!pending) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('loadingPage')} />;
}
