import { useTranslation } from 'react-i18next';
import { EmailField } from './EmailField';

export function ChangePasswordFields({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  return <EmailField email={email} hint={t('password.emailHint')} />;
}
