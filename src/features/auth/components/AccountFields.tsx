import { useTranslation } from 'react-i18next';
import { ImageField } from './ImageField';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/ui/form/TextField';

/** Name, profile image, email, number and password: what every role's registration asks first. */
export function AccountFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField namespace="auth"
        name="name"
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        autoComplete="name"
      />
      <ImageField name="image" label={t('fields.image')} />
      <TextField namespace="auth"
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
      />
      <TextField namespace="auth"
        name="number"
        type="tel"
        label={t('fields.number')}
        placeholder={t('fields.numberPlaceholder')}
        autoComplete="tel"
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
