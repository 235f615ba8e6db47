import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function BackToLogin({ question }: { question?: string }) {
  const { t } = useTranslation('auth');
  return (
    <p className="mb-0">
      {question ?? t('links.rememberIt')}{' '}
      <Link to={paths.login.href()} className="fw-semibold">
        {t('links.login')}
      </Link>
    </p>
  );
}
