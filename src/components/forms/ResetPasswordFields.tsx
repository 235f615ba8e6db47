import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { TextField } from '@/components/ui/form/TextField';
import type { ResetPasswordError } from './resetPassword.schema';

interface ResetPasswordFieldsProps {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ResetPasswordError | null;
  /** The signed-in account resets its own password, so its address is shown but not edited. */
  emailReadOnly?: boolean;
  align?: 'stretch' | 'end';
}

/**
 * The reset-password form's content, inside the caller's Formik form: the forgot-password page and the
 * profile's Change Password tab show the same texts, banners and button; each sends through its own saga.
 */
export function ResetPasswordFields({
  status,
  error,
  emailReadOnly = false,
  align,
}: ResetPasswordFieldsProps) {
  const { t } = useTranslation('ui');
  const sent = status === 'succeeded';
  return (
    <>
      {sent ? <Notice color="success">{t('resetPassword.success')}</Notice> : null}
      {error ? <Notice color="danger">{t(`resetPassword.errors.${error}`)}</Notice> : null}
      {sent ? null : <Notice color="info">{t('resetPassword.info')}</Notice>}
      <TextField
        namespace="ui"
        name="email"
        type="email"
        label={t('resetPassword.email')}
        placeholder={emailReadOnly ? undefined : t('resetPassword.emailPlaceholder')}
        autoComplete="email"
        readOnly={emailReadOnly}
      />
      <SubmitButton busy={status === 'pending'} busyLabel={t('resetPassword.submitting')} align={align}>
        {t('resetPassword.submit')}
      </SubmitButton>
    </>
  );
}
