import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/form/CheckboxField';

/** Opting in also creates the person's mobile-app user record (done server-side). */
export function AppUserField() {
  const { t } = useTranslation('auth');
  return <CheckboxField name="isAppUser" label={t('fields.isAppUser')} />;
}
