import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ResetPasswordFields } from '@/components/forms/ResetPasswordFields';
import {
  resetPasswordInitialValues,
  resetPasswordSchema,
  toResetPasswordPayload,
} from '@/components/forms/resetPassword.schema';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { BackToLogin } from '../components/BackToLogin';
import { useResetOnLeave } from '../components/useResetOnLeave';
import { requestPasswordReset } from '../slice';
import { selectPasswordResetState } from '../slice/selectors';

const initialValues = resetPasswordInitialValues();

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPasswordResetState);
  useResetOnLeave('passwordReset');

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<BackToLogin />}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={resetPasswordSchema}
        onSubmit={(values) => {
          dispatch(requestPasswordReset(toResetPasswordPayload(values)));
        }}
      >
        <Form noValidate>
          <ResetPasswordFields status={status} error={error} />
        </Form>
      </Formik>
    </AuthLayout>
  );
}
