import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import type { AvailabilityError } from '../slice/types';

interface ErrorAlertProps {
  error: AvailabilityError | null;
  onDismiss?: () => void;
}

/** Known failures are shown in the user's language; unknown ones keep the server's own words. */
export function ErrorAlert({ error, onDismiss }: ErrorAlertProps) {
  const { t } = useTranslation('availability');
  if (!error) return null;
  return (
    <Alert color="danger" toggle={onDismiss} fade={false}>
      {'code' in error ? t(`errors.${error.code}`) : error.message}
    </Alert>
  );
}
