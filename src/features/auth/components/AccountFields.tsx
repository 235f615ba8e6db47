import { useTranslation } from 'react-i18next';
import { PicturesField } from '@/components/forms/PicturesField';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
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
      <TextField
        namespace="auth"
        name="name"
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        autoComplete="name"
      />
      <PicturesField
        id="register-image"
        name="image"
        namespace="auth"
        label={t('fields.image')}
        hint={t('fields.imageHint')}
        rules={IMAGE_RULES.profile}
        progress={progress}
        disabled={busy}
      />
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
