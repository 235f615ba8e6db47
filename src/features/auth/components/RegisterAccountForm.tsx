import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import {
  registerAccountInitialValues,
  registerAccountSchema,
  toRegisterAccountPayload,
  type AccountRole,
} from '../forms/registerAccount.schema';
import { AccountFields } from './AccountFields';
import { AppUserField } from './AppUserField';
import { AuthErrorAlert } from './AuthErrorAlert';
import { BackToLogin } from './BackToLogin';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useRegistration } from './useRegistration';

/** Venue owners and organizers register with the same form; only the stored role differs. */
export function RegisterAccountForm({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  const registration = useRegistration();
  return (
    <AuthLayout
      title={t(`register.${role}.title`)}
      subtitle={t(`register.${role}.subtitle`)}
      footer={<BackToLogin question={t('links.haveAccount')} />}
    >
      {registration.status === 'succeeded' ? (
        <RegistrationSuccess />
      ) : (
        <Formik
          initialValues={registerAccountInitialValues}
          validationSchema={registerAccountSchema}
          onSubmit={(values) => {
            registration.submit(toRegisterAccountPayload(values, role));
          }}
        >
          <Form noValidate>
            <AccountFields progress={registration.progress} busy={registration.busy} />
            <AppUserField />
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
