import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import type { User } from '@/domain/entities';
import { profileInitialValues, profileSchema, toProfilePayload } from '../forms/profile.schema';
import { AccountFields } from './AccountFields';
import { UpdateBanner } from './UpdateBanner';
import { useProfileUpdate } from './useProfileUpdate';

/** Venue owners and organizers edit the same fields; the form re-reads the user once a save lands. */
export function AccountProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useProfileUpdate(user.id);
  const initialValues = useMemo(() => profileInitialValues(user), [user]);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={profileSchema}
      enableReinitialize
      onSubmit={(values) => {
        update.submit(toProfilePayload(values));
      }}
    >
      <Form noValidate aria-label={t('tabs.profile')}>
        <fieldset disabled={update.busy}>
          <AccountFields email={user.email} progress={update.progress} busy={update.busy} />
        </fieldset>
        <UpdateBanner status={update.status} error={update.error} />
        <SubmitButton busy={update.busy} busyLabel={t('update.submitting')} align="end">
          {t('update.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
