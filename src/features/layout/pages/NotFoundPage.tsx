import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main className="not-found-page">
      <div className="text-center">
        <p className="not-found-code" aria-hidden="true">
          {t('notFoundCode')}
        </p>
        <h1 className="h4 mb-4">{t('notFound')}</h1>
        <Link className="btn btn-primary" to={paths.dashboard.href()}>
          {t('backToDashboard')}
        </Link>
      </div>
    </main>
  );
}
