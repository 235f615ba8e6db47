import { useTranslation } from 'react-i18next';

interface Props {
  /** A key under "pages" in the layout namespace, e.g. "eventsList". */
  page: string;
}

/** Stands in for a screen whose feature has not shipped, so the route exists without pretending to work. */
export default function NotAvailableYet({ page }: Props) {
  const { t } = useTranslation('layout');
  return (
    <section className="card not-available">
      <div className="card-body text-center py-5">
        <h1 className="h4 mb-2">{t(`pages.${page}`)}</h1>
        <p className="text-muted mb-0">{t('notAvailable')}</p>
      </div>
    </section>
  );
}
