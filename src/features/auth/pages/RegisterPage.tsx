import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { BackToLogin } from '../components/BackToLogin';
import { RegisterFields } from '../components/RegisterFields';
import { RegistrationSuccess } from '../components/RegistrationSuccess';
import { useRegistration } from '../components/useRegistration';
import { registerInitialValues, registerSchema, toRegisterPayload } from '../forms/register.schema';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const registration = useRegistration();
  return (
    <AuthLayout
      title={t('register.generic.title')}
      subtitle={t('register.generic.subtitle')}
      footer={<BackToLogin question={t('links.haveAccount')} />}
    >
      {registration.status === 'succeeded' ? (
        <RegistrationSuccess />
      ) : (
        <Formik
          initialValues={registerInitialValues}
          validationSchema={registerSchema}
          onSubmit={(values) => {
            registration.submit(toRegisterPayload(values));
          }}
        >
          <Form noValidate>
            <RegisterFields />
            <AuthErrorAlert error={registration.error} />
            <SubmitButton busy={registration.busy} busyLabel={t('register.submitting')}>
              {t('register.submit')}
            </SubmitButton>
          </Form>
        </Formik>
      )}
    </AuthLayout>
  );
}
