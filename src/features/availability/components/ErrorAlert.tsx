import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import { useRefusalText } from '@/components/ui/RefusalText';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { MAX_SLOTS_PER_ENTRY } from '@/domain/slots';
import type { AvailabilityError } from '../slice/types';

interface ErrorAlertProps {
  error: AvailabilityError | null;
  onDismiss?: () => void;
  /** Offers a Try again button, for a failed load. */
  onRetry?: () => void;
  /** Says that the failed save wrote none of the dates (saves are one transaction). */
  nothingSaved?: boolean;
}

/** Every failure is worded in the user's language: the availability's own, or errors:<reason> for the rest. */
export function ErrorAlert({ error, onDismiss, onRetry, nothingSaved = false }: ErrorAlertProps) {
  const { t } = useTranslation('availability');
  const format = useDisplayFormat();
  const refusalText = useRefusalText();
  if (!error) return null;
  const reason = !('code' in error)
    ? refusalText(error.failure)
    : error.code === 'tooManySlots'
      ? t('errors.tooManySlots', { max: MAX_SLOTS_PER_ENTRY, dates: error.dates.map(format.date).join(', ') })
      : t(`errors.${error.code}`);
  const text = nothingSaved ? t('errors.nothingSaved', { reason }) : reason;
  return (
    <Alert color="danger" toggle={onDismiss} fade={false}>
      {onRetry ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{text}</span>
          <Button type="button" size="sm" color="danger" outline onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        text
      )}
    </Alert>
  );
}
