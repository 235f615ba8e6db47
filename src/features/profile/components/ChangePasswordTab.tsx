import { useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { ResetPasswordFields } from '@/components/forms/ResetPasswordFields';
import {
  resetPasswordInitialValues,
  resetPasswordSchema,
  toResetPasswordPayload,
} from '@/components/forms/resetPassword.schema';
import { passwordChangeReset, requestPasswordChange } from '../slice';
import { selectPasswordChange, selectPasswordChangeError } from '../slice/selectors';

/** The reset-password form for the signed-in account: its own address, shown read-only. */
export function ChangePasswordTab({ email }: { email: string }) {
  const { t } = useTranslation(['profile', 'ui']);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPasswordChange);
  const error = useAppSelector(selectPasswordChangeError);
  const initialValues = useMemo(() => resetPasswordInitialValues(email), [email]);

  useEffect(() => () => void dispatch(passwordChangeReset()), [dispatch]);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={resetPasswordSchema}
      enableReinitialize
      onSubmit={(values) => {
        dispatch(requestPasswordChange(toResetPasswordPayload(values)));
      }}
    >
      <Form noValidate aria-labelledby="profile-password-heading">
        <h2 id="profile-password-heading" className="h5 mb-3">
          {t('password.heading')}
        </h2>
        {/* The shared form's failure banner has no room for the cause, so this one takes its place. */}
        {status === 'failed' ? (
          <Notice color="danger">
            <div>{t('ui:resetPassword.errors.failed')}</div>
            {error ? (
              <div className="small">
                <RefusalText refusal={error} />
              </div>
            ) : null}
          </Notice>
        ) : null}
        <ResetPasswordFields status={status} error={null} emailReadOnly align="end" />
      </Form>
    </Formik>
  );
}
