import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { RefusalText } from '@/components/ui/RefusalText';
import type { Refusal } from '@/lib/firebase/errors';
import type { RequestStatus } from '../slice/types';

/** The save result, with why a save failed; the saga clears it after three seconds. */
export function UpdateBanner({ status, error }: { status: RequestStatus; error: Refusal | null }) {
  const { t } = useTranslation('profile');
  if (status === 'succeeded') return <Alert color="success">{t('update.success')}</Alert>;
  if (status === 'failed')
    return (
      <Alert color="danger">
        <div>{t('update.failure')}</div>
        {error ? (
          <div className="small">
            <RefusalText refusal={error} />
          </div>
        ) : null}
      </Alert>
    );
  return null;
}
