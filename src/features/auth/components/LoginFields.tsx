import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/CheckboxField';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/ui/form/TextField';

export function LoginFields() {
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
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="current-password"
      />
      <CheckboxField name="rememberMe" label={t('login.rememberMe')} />
    </>
  );
}
