import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { datedSlots, type DatedSlot } from '@/domain/slotRows';
import { AvailabilityTable } from '../components/AvailabilityTable';
import { DeleteSlotDialog } from '../components/DeleteSlotDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { availabilityFormReset, deleteSlot, loadAvailability } from '../slice';
import { selectEntries, selectLoadState, selectRemoveState } from '../slice/selectors';
import '../availability.css';

export default function AvailabilityPage() {
  const { t } = useTranslation('availability');
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectEntries);
  const load = useAppSelector(selectLoadState);
  const remove = useAppSelector(selectRemoveState);
  const rows = useMemo(() => datedSlots(entries), [entries]);
  const [toDelete, setToDelete] = useState<DatedSlot | null>(null);
  const reload = useCallback(() => {
    dispatch(loadAvailability());
  }, [dispatch]);

  useEffect(() => {
    reload();
    return () => void dispatch(availabilityFormReset('remove'));
  }, [dispatch, reload]);

  const confirmDelete = () => {
    if (toDelete) dispatch(deleteSlot({ entryId: toDelete.entryId, slotId: toDelete.slot.id }));
    setToDelete(null);
  };

  // A failed load says only that, with a retry: "No Data Available" would claim there is nothing stored.
  const failed = load.status === 'failed';
  const loading = load.status === 'pending' && entries.length === 0;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('list.title')}</h1>
        <Link to={paths.addAvailability.href()} className="btn btn-primary btn-sm">
          {t('list.add')}
        </Link>
      </div>
      <ErrorAlert error={remove.error} onDismiss={() => dispatch(availabilityFormReset('remove'))} />
      {failed ? (
        <ErrorAlert error={load.error} onRetry={reload} />
      ) : loading ? (
        <Spinner label={t('list.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <Card>
          <CardBody className="p-0">
            <AvailabilityTable rows={rows} onDelete={setToDelete} busySlotId={remove.slotId} />
          </CardBody>
        </Card>
      )}
      <DeleteSlotDialog
        isOpen={toDelete !== null}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
