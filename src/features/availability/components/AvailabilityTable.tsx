import { useTranslation } from 'react-i18next';
import { Button, Spinner, Table } from 'reactstrap';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import type { DatedSlot } from '@/domain/slotRows';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import '@/components/ui/stackedTable.css';

interface AvailabilityTableProps {
  rows: readonly DatedSlot[];
  /** Without it the table is read-only (the add screen's summary). */
  onDelete?: (row: DatedSlot) => void;
  busySlotId?: string | null;
}

// The explicit roles keep the table's meaning for screen readers on phones, where CSS lays rows out as cards.
export function AvailabilityTable({ rows, onDelete, busySlotId = null }: AvailabilityTableProps) {
  const { t } = useTranslation(['availability', 'slots']);
  const format = useDisplayFormat();
  return (
    <Table responsive hover className="stacked-table align-middle mb-0" role="table">
      <thead className="table-light" role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('table.date')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.day')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.title')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.type')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.slot')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.price')}
          </th>
          <th role="columnheader" scope="col">
            {t('table.validTill')}
          </th>
          {onDelete ? (
            <th role="columnheader" scope="col" className="text-end">
              {t('table.action')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => {
          const { slot } = row;
          const busy = busySlotId === slot.id;
          return (
            <tr key={`${row.entryId}/${slot.id}`} role="row">
              <td role="cell" className="text-nowrap" data-label={t('table.date')}>
                {format.date(row.date)}
              </td>
              <td role="cell" data-label={t('table.day')}>
                {format.weekday(row.date)}
              </td>
              <td role="cell" className="fw-medium" data-label={t('table.title')}>
                {slot.title}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('table.type')}>
                {t(`slots:types.${SLOT_TYPE_KEYS[slot.type]}`)}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('table.slot')}>
                {t('table.timeRange', { start: slot.startTime, end: slot.endTime })}
              </td>
              <td role="cell" data-label={t('table.price')}>
                {format.price(slot.price)}
              </td>
              <td role="cell" className="text-nowrap" data-label={t('table.validTill')}>
                <span>
                  {format.date(slot.availableTill)}
                  {slot.recurring ? (
                    <span className="d-block small text-muted">{t('table.weekly')}</span>
                  ) : null}
                </span>
              </td>
              {onDelete ? (
                <td role="cell" className="text-end stacked-table-action">
                  <Button
                    size="sm"
                    color="danger"
                    outline
                    disabled={busySlotId !== null}
                    aria-label={t('table.deleteSlot', { title: slot.title, date: format.date(row.date) })}
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
