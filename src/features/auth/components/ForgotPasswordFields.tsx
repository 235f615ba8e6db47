import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/TextField';

export function ForgotPasswordFields() {
  const { t } = useTranslation('auth');
  return (
    <TextField namespace="auth"
      name="email"
      type="email"
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      autoComplete="email"
    />
  );
}
