import { useLayoutEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lazyValidation } from '@/components/forms/lazyValidation';
import { AuthLayout } from '@/components/layouts/AuthLayout';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { LoginFields } from '../components/LoginFields';
import { SubmitIfPressedEarly } from '../components/SubmitIfPressedEarly';
import { useResetOnLeave } from '../components/useResetOnLeave';
import type { LoginValues } from '../forms/login.schema';
import { readPrerenderedLogin } from '../forms/prerenderedLogin';
import { redirectTarget } from '../redirect';
import { login } from '../slice';
import { selectAuthUser, selectLoginState } from '../slice/selectors';

// The schema, and Yup with it, loads with the first check instead of before the page paints (lazyValidation).
const loadLoginForm = () => import('../forms/login.schema');
const validateLogin = lazyValidation<LoginValues>(() => loadLoginForm().then((form) => form.loginSchema));

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectAuthUser);
  const { status, error } = useAppSelector(selectLoginState);
  // A failed sign-in's message belongs to that attempt, not to the next visit.
  useResetOnLeave('login');
  // Usually empty: filled only when the visitor typed into index.html's prerendered copy before the app loaded.
  const [early] = useState(readPrerenderedLogin);
  // In the commit that replaces the copy, before the browser handles another key: with a passive effect, a key
  // pressed in between went to <body> (the focused field had just been removed) and was lost.
  useLayoutEffect(() => {
    if (early.focused) document.querySelector<HTMLInputElement>(`input[name="${early.focused}"]`)?.focus();
  }, [early.focused]);

  if (user) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle', { appName: env.appName })}
      footer={
        <p className="mb-0">
          {t('links.noAccount')}{' '}
          <Link to={paths.signup.href()} className="fw-semibold">
            {t('links.signupNow')}
          </Link>
        </p>
      }
    >
      <Formik
        initialValues={early.values}
        validate={validateLogin}
        onSubmit={async (values) => {
          const { toLoginPayload } = await loadLoginForm();
          dispatch(login(toLoginPayload(values)));
        }}
      >
        <Form noValidate>
          <SubmitIfPressedEarly early={early} />
          <AuthErrorAlert error={error} />
          <LoginFields />
          <SubmitButton busy={status === 'pending'} busyLabel={t('login.submitting')}>
            {t('login.submit')}
          </SubmitButton>
          <p className="mt-4 mb-0 text-center">
            <Link to={paths.forgotPassword.href()} className="text-body-secondary">
              {t('links.forgotPassword')}
            </Link>
          </p>
        </Form>
      </Formik>
    </AuthLayout>
  );
}
