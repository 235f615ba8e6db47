import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import type { RequestStatus } from '../slice/types';

/** The save result; the saga clears it after three seconds. */
export function UpdateBanner({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('profile');
  if (status === 'succeeded') return <Alert color="success">{t('update.success')}</Alert>;
  if (status === 'failed') return <Alert color="danger">{t('update.failure')}</Alert>;
  return null;
}
