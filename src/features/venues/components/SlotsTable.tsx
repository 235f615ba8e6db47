import { useTranslation } from 'react-i18next';
import { Button, Table } from 'reactstrap';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import type { CalendarDate } from '@/domain/entities';
import { compareDates } from '@/domain/recurrence';
import { compareSlotTimes, type AvailabilityEntry, type Slot } from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';

export interface SlotRow {
  entryId: string;
  startDate: CalendarDate;
  slot: Slot;
}

/** Every slot of the entries, by date and then by time. */
export function rowsOf(entries: readonly AvailabilityEntry[]): SlotRow[] {
  return entries
    .flatMap((entry) => entry.slots.map((slot) => ({ entryId: entry.id, startDate: entry.startDate, slot })))
    .sort((a, b) => compareDates(a.startDate, b.startDate) || compareSlotTimes(a.slot, b.slot));
}

interface SlotsTableProps {
  entries: readonly AvailabilityEntry[];
  /** Without it the table is read-only (the confirm step). */
  onRemove?: (row: SlotRow) => void;
}

/** The wizard's weekly availability as it stands, before it is saved. */
export function SlotsTable({ entries, onRemove }: SlotsTableProps) {
  const { t } = useTranslation(['venues', 'slots']);
  const format = useDisplayFormat();
  const rows = rowsOf(entries);
  if (rows.length === 0) return <p className="text-muted mb-0">{t('availability.none')}</p>;
  return (
    <Table responsive hover size="sm" className="align-middle mb-0">
      <thead className="table-light">
        <tr>
          <th scope="col">{t('availability.date')}</th>
          <th scope="col">{t('availability.day')}</th>
          <th scope="col">{t('availability.title')}</th>
          <th scope="col">{t('availability.type')}</th>
          <th scope="col">{t('availability.time')}</th>
          <th scope="col">{t('availability.price')}</th>
          <th scope="col">{t('availability.validTill')}</th>
          {onRemove ? (
            <th scope="col" className="text-end">
              {t('availability.action')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.entryId}/${row.slot.id}`}>
            <td className="text-nowrap">{format.date(row.startDate)}</td>
            <td>{format.weekday(row.startDate)}</td>
            <td className="fw-medium">{row.slot.title}</td>
            <td className="text-nowrap">{t(`slots:types.${SLOT_TYPE_KEYS[row.slot.type]}`)}</td>
            <td className="text-nowrap">
              {t('availability.timeRange', { start: row.slot.startTime, end: row.slot.endTime })}
            </td>
            <td>{format.price(row.slot.price)}</td>
            <td className="text-nowrap">
              {format.date(row.slot.availableTill)}
              {row.slot.recurring ? (
                <span className="d-block small text-muted">{t('availability.weekly')}</span>
              ) : null}
            </td>
            {onRemove ? (
              <td className="text-end">
                <Button
                  size="sm"
                  color="danger"
                  outline
                  aria-label={t('availability.removeSlot', {
                    title: row.slot.title,
                    date: format.date(row.startDate),
                  })}
                  onClick={() => onRemove(row)}
                >
                  {t('availability.remove')}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
