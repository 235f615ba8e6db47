import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

export function ForgotPasswordFields() {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="email"
      type="email"
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      autoComplete="email"
    />
  );
}
