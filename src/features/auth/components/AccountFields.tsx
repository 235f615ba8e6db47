import { useTranslation } from 'react-i18next';
import { NameField, NumberField, ProfilePictureField } from '@/components/forms/ProfileFields';
import { TextField } from '@/components/ui/form/TextField';
import { PasswordField } from './PasswordField';

interface AccountFieldsProps {
  /** Upload percentage by picture key while the registration runs. */
  progress: Record<string, number>;
  busy: boolean;
}

/** Name, profile image, email, number and password: what every role's registration asks first. */
export function AccountFields({ progress, busy }: AccountFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NameField namespace="auth" />
      <ProfilePictureField
        namespace="auth"
        id="register-image"
        name="image"
        progress={progress}
        busy={busy}
      />
      <TextField
        namespace="auth"
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
      />
      <NumberField namespace="auth" />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
