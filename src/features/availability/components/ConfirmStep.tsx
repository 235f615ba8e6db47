import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { paths } from '@/config/paths';
import type { DatedSlot } from '@/domain/slotRows';
import type { RequestState } from '../slice/types';
import { AvailabilityTable } from './AvailabilityTable';
import { ErrorAlert } from './ErrorAlert';

interface ConfirmStepProps {
  rows: readonly DatedSlot[];
  request: RequestState;
  onBack: () => void;
  onConfirm: () => void;
  onAddMore: () => void;
}

export function ConfirmStep({ rows, request, onBack, onConfirm, onAddMore }: ConfirmStepProps) {
  const { t } = useTranslation('availability');
  const busy = request.status === 'pending';
  const done = request.status === 'succeeded';
  return (
    <>
      {done ? (
        <Alert color="success" fade={false}>
          {t('add.success')}
        </Alert>
      ) : null}
      <ErrorAlert error={request.error} nothingSaved />
      {done ? null : <h2 className="h6 mb-2">{t('add.confirmTitle')}</h2>}
      <div className="mb-4">
        <AvailabilityTable rows={rows} />
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-between">
        {done ? (
          <>
            <Button type="button" color="secondary" outline onClick={onAddMore}>
              {t('add.addMore')}
            </Button>
            <Link to={paths.availability.href()} className="btn btn-primary">
              {t('add.viewAvailability')}
            </Link>
          </>
        ) : (
          <>
            <Button type="button" color="secondary" outline onClick={onBack} disabled={busy}>
              {t('add.previous')}
            </Button>
            <Button type="button" color="primary" onClick={onConfirm} disabled={busy}>
              {busy ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  {t('add.confirming')}
                </>
              ) : (
                t('add.confirm')
              )}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
