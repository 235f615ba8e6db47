import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container-fluid">{t('footer.copyright', { year, appName: env.appName })}</div>
    </footer>
  );
}
