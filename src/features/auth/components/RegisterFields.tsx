import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

export function RegisterFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
      />
      <TextField
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
