import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { passwordChangeReset, requestPasswordChange } from '../slice';
import { selectPasswordChange } from '../slice/selectors';
import { ChangePasswordFields } from './ChangePasswordFields';
import { SubmitButton } from './SubmitButton';

/** The reset-password flow for the signed-in account: the e-mail is known, so only the request is left. */
export function ChangePasswordTab({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPasswordChange);

  useEffect(() => () => void dispatch(passwordChangeReset()), [dispatch]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(requestPasswordChange({ email }));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading" className="h5 mb-3">
        {t('password.heading')}
      </h2>
      {status === 'succeeded' ? <Alert color="success">{t('password.success')}</Alert> : null}
      {status === 'failed' ? <Alert color="danger">{t('password.failure')}</Alert> : null}
      {status !== 'succeeded' ? <Alert color="info">{t('password.info')}</Alert> : null}
      <ChangePasswordFields email={email} />
      <SubmitButton busy={status === 'pending'} busyLabel={t('password.submitting')}>
        {t('password.submit')}
      </SubmitButton>
    </Form>
  );
}
