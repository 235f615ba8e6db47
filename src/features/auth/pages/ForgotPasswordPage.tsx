import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { BackToLogin } from '../components/BackToLogin';
import { ForgotPasswordFields } from '../components/ForgotPasswordFields';
import { SubmitButton } from '../components/SubmitButton';
import {
  forgotPasswordInitialValues,
  forgotPasswordSchema,
  toForgotPasswordPayload,
} from '../forms/forgotPassword.schema';
import { formReset, requestPasswordReset } from '../slice';
import { selectPasswordResetState } from '../slice/selectors';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPasswordResetState);

  useEffect(() => () => void dispatch(formReset('passwordReset')), [dispatch]);

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<BackToLogin />}
    >
      {status === 'succeeded' ? <Notice color="success">{t('forgotPassword.success')}</Notice> : null}
      <AuthErrorAlert error={error} />
      {status !== 'succeeded' ? <Notice color="info">{t('forgotPassword.info')}</Notice> : null}
      <Formik
        initialValues={forgotPasswordInitialValues}
        validationSchema={forgotPasswordSchema}
        onSubmit={(values) => {
          dispatch(requestPasswordReset(toForgotPasswordPayload(values)));
        }}
      >
        <Form noValidate>
          <ForgotPasswordFields />
          <SubmitButton busy={status === 'pending'} busyLabel={t('forgotPassword.submitting')}>
            {t('forgotPassword.submit')}
          </SubmitButton>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
