import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives. */
export function Spinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
