import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectPreloaderVisible } from '../slice/selectors';

export function Preloader() {
  const { t } = useTranslation('common');
  const visible = useAppSelector(selectPreloaderVisible);
  if (!visible) return null;
  return (
    <div className="preloader" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
