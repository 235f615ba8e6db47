import { useCallback, useEffect, useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ManagerFields } from '@/components/forms/ManagerFields';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { RefusalText } from '@/components/ui/RefusalText';
import type { User } from '@/domain/entities';
import {
  managerProfileInitialValues,
  managerProfileSchema,
  toManagerProfilePayload,
} from '../forms/managerProfile.schema';
import { loadCategories } from '../slice';
import { selectProfileCategories } from '../slice/selectors';
import { AccountFields } from './AccountFields';
import { UpdateBanner } from './UpdateBanner';
import { useProfileUpdate } from './useProfileUpdate';

/** Event managers add what venues and organizers see in the directory. */
export function ManagerProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectProfileCategories);
  const update = useProfileUpdate(user.id);
  const initialValues = useMemo(() => managerProfileInitialValues(user), [user]);

  const reloadCategories = useCallback(() => {
    dispatch(loadCategories());
  }, [dispatch]);
  useEffect(reloadCategories, [reloadCategories]);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={managerProfileSchema}
      enableReinitialize
      onSubmit={(values) => {
        update.submit(toManagerProfilePayload(values));
      }}
    >
      <Form noValidate aria-label={t('tabs.profile')}>
        <fieldset disabled={update.busy}>
          <AccountFields email={user.email} progress={update.progress} busy={update.busy} />
          <ManagerFields
            namespace="profile"
            idPrefix="profile"
            locationName="address"
            locationAfter="experience"
            storedWorkName={(index) => t('fields.previousWorkItem', { number: index + 1 })}
            categories={categories.items}
            categoriesLoading={categories.status === 'pending'}
            progress={update.progress}
            busy={update.busy}
          />
        </fieldset>
        {categories.status === 'failed' ? (
          <Alert
            color="warning"
            className="d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <div>
              <div>{t('update.categoriesFailed')}</div>
              {categories.error ? (
                <div className="small">
                  <RefusalText refusal={categories.error} />
                </div>
              ) : null}
            </div>
            <Button size="sm" color="warning" outline onClick={reloadCategories}>
              {t('update.categoriesRetry')}
            </Button>
          </Alert>
        ) : null}
        <UpdateBanner status={update.status} error={update.error} />
        <SubmitButton busy={update.busy} busyLabel={t('update.submitting')} align="end">
          {t('update.submit')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
