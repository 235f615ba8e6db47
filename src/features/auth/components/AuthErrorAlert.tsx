import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import type { AuthError } from '../slice/types';

/** Every failure is shown in the user's language: the sign-in pages' own texts, or errors:<reason> for the rest. */
export function AuthErrorAlert({ error }: { error: AuthError | null }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <Notice color="danger" className="mb-3">
      {'code' in error ? t(`errors.${error.code}`) : <RefusalText refusal={error.failure} />}
    </Notice>
  );
}
