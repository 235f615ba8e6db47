import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/ui/form/TextField';

export function RegisterFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        namespace="auth"
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
      />
      <TextField
        namespace="auth"
        name="username"
        label={t('fields.username')}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
