import { useTranslation } from 'react-i18next';

/** A centred spinner while something loads: a lazily loaded page, or a screen's data. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
