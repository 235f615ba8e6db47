import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { AvailabilityTable } from '../components/AvailabilityTable';
import { DeleteSlotDialog } from '../components/DeleteSlotDialog';
import { ErrorAlert } from '../components/ErrorAlert';
import { rowsOf, type SlotRow } from '../components/rows';
import { availabilityFormReset, deleteSlot, loadAvailability } from '../slice';
import { selectEntries, selectLoadState, selectRemoveState } from '../slice/selectors';
import '../availability.css';

export default function AvailabilityPage() {
  const { t } = useTranslation('availability');
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectEntries);
  const load = useAppSelector(selectLoadState);
  const remove = useAppSelector(selectRemoveState);
  const rows = useMemo(() => rowsOf(entries), [entries]);
  const [toDelete, setToDelete] = useState<SlotRow | null>(null);

  useEffect(() => {
    dispatch(loadAvailability());
    return () => void dispatch(availabilityFormReset('remove'));
  }, [dispatch]);

  const confirmDelete = () => {
    if (toDelete) dispatch(deleteSlot({ entryId: toDelete.entryId, slotId: toDelete.slot.id }));
    setToDelete(null);
  };

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
      <ErrorAlert error={load.error} />
      <Card>
        <CardBody className="p-0">
          {loading ? (
            <div className="text-center py-5" role="status">
              <Spinner color="primary" aria-hidden="true" />
              <span className="visually-hidden">{t('list.loading')}</span>
            </div>
          ) : rows.length === 0 ? (
            <p className="text-center text-muted py-5 mb-0">{t('list.empty')}</p>
          ) : (
            <AvailabilityTable rows={rows} onDelete={setToDelete} busySlotId={remove.slotId} />
          )}
        </CardBody>
      </Card>
      <DeleteSlotDialog isOpen={toDelete !== null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </>
  );
}
