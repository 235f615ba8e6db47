import { useTranslation } from 'react-i18next';
import { Button, Spinner, Table } from 'reactstrap';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import { useAvailabilityFormat } from './format';
import type { SlotRow } from './rows';

interface AvailabilityTableProps {
  rows: readonly SlotRow[];
  /** Without it the table is read-only (the add screen's summary). */
  onDelete?: (row: SlotRow) => void;
  busySlotId?: string | null;
}

export function AvailabilityTable({ rows, onDelete, busySlotId = null }: AvailabilityTableProps) {
  const { t } = useTranslation(['availability', 'slots']);
  const format = useAvailabilityFormat();
  return (
    <Table responsive hover className="availability-table align-middle mb-0">
      <thead className="table-light">
        <tr>
          <th scope="col">{t('table.date')}</th>
          <th scope="col">{t('table.day')}</th>
          <th scope="col">{t('table.title')}</th>
          <th scope="col">{t('table.type')}</th>
          <th scope="col">{t('table.slot')}</th>
          <th scope="col">{t('table.price')}</th>
          <th scope="col">{t('table.validTill')}</th>
          {onDelete ? <th scope="col" className="text-end">{t('table.action')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { slot } = row;
          const busy = busySlotId === slot.id;
          return (
            <tr key={`${row.entryId}/${slot.id}`}>
              <td className="text-nowrap">{format.date(row.startDate)}</td>
              <td>{format.weekday(row.startDate)}</td>
              <td className="fw-medium">{slot.title}</td>
              <td className="text-nowrap">{t(`slots:types.${SLOT_TYPE_KEYS[slot.type]}`)}</td>
              <td className="text-nowrap">{t('table.timeRange', { start: slot.startTime, end: slot.endTime })}</td>
              <td>{format.price(slot.price)}</td>
              <td className="text-nowrap">
                {format.date(slot.availableTill)}
                {slot.recurring ? <span className="d-block small text-muted">{t('table.weekly')}</span> : null}
              </td>
              {onDelete ? (
                <td className="text-end">
                  <Button
                    size="sm"
                    color="danger"
                    outline
                    disabled={busySlotId !== null}
                    aria-label={t('table.deleteSlot', { title: slot.title, date: format.date(row.startDate) })}
                    onClick={() => onDelete(row)}
                  >
                    {busy ? <Spinner size="sm" aria-hidden="true" /> : t('table.delete')}
                  </Button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
