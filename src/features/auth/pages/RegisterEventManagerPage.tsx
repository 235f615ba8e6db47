import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ManagerFields } from '@/components/forms/ManagerFields';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { AccountFields } from '../components/AccountFields';
import { AppUserField } from '../components/AppUserField';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { BackToLogin } from '../components/BackToLogin';
import { RegistrationSuccess } from '../components/RegistrationSuccess';
import { useRegistration } from '../components/useRegistration';
import {
  registerManagerInitialValues,
  registerManagerSchema,
  toRegisterManagerPayload,
} from '../forms/registerManager.schema';
import { loadCategories } from '../slice';
import { selectCategoriesState } from '../slice/selectors';

export default function RegisterEventManagerPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const registration = useRegistration();
  const categories = useAppSelector(selectCategoriesState);

  useEffect(() => {
    dispatch(loadCategories());
  }, [dispatch]);

  return (
    <AuthLayout
      wide
      title={t('register.eventManager.title')}
      subtitle={t('register.eventManager.subtitle')}
      footer={<BackToLogin question={t('links.haveAccount')} />}
    >
      {registration.status === 'succeeded' ? (
        <RegistrationSuccess />
      ) : (
        <Formik
          initialValues={registerManagerInitialValues}
          validationSchema={registerManagerSchema}
          onSubmit={(values) => {
            registration.submit(toRegisterManagerPayload(values));
          }}
        >
          <Form noValidate>
            <AccountFields progress={registration.progress} busy={registration.busy} />
            <ManagerFields
              namespace="auth"
              idPrefix="register"
              locationName="location"
              locationAfter="bio"
              categories={categories.items}
              categoriesLoading={categories.status === 'pending'}
              progress={registration.progress}
              busy={registration.busy}
            />
            <AuthErrorAlert error={categories.error} />
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
