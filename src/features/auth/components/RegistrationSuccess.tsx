import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '@/components/ui/Notice';
import { paths } from '@/config/paths';

export function RegistrationSuccess() {
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <Notice color="success">{t('register.success')}</Notice>
      <p className="text-body-secondary">{t('register.underVerification')}</p>
      <Link to={paths.login.href()} className="btn btn-primary">
        {t('links.backToLogin')}
      </Link>
    </div>
  );
}
