import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import type { AuthError } from '../slice/types';

/** Known failures are shown in the user's language; unknown ones keep the server's own words. */
export function AuthErrorAlert({ error }: { error: AuthError | null }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <Notice color="danger" className="mb-3">
      {'code' in error ? t(`errors.${error.code}`) : error.message}
    </Notice>
  );
}
