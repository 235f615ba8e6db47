import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import { formatGBP } from '@/domain/money';
import { parseDateKey } from '@/domain/recurrence';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { availabilityRows } from './rows';
import '@/components/ui/stackedTable.css';

const columns = ['date', 'day', 'slotTitle', 'type', 'time', 'price', 'status'] as const;

interface AvailabilitySectionProps {
  entries: readonly AvailabilityEntry[];
  bookings: BookingsMap;
}

/** The availabilities table of a manager or venue, optionally narrowed to one date. */
export function AvailabilitySection({ entries, bookings }: AvailabilitySectionProps) {
  const { t } = useTranslation(['directory', 'slots']);
  const format = useDisplayFormat();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const date = parseDateKey(search);
  const rows = useMemo(
    () => availabilityRows(entries, bookings, parseDateKey(search)),
    [entries, bookings, search],
  );

  return (
    <section className="card mb-0" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
          <h2 id={headingId} className="h5 mb-0">
            {t('availability.title')}
          </h2>
          <div className="d-flex align-items-end gap-2">
            <label className="small">
              <span className="d-block text-muted mb-1">{t('availability.searchDate')}</span>
              <input
                type="date"
                className="form-control form-control-sm"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setSearch('')}
              disabled={search === ''}
            >
              {t('availability.clear')}
            </button>
          </div>
        </div>
        {date ? (
          <p className="small text-muted" aria-live="polite">
            {t('availability.searchedFor', { date: format.date(date) })}
          </p>
        ) : null}
        {/* On a phone the rows stack into cards (no sideways scrolling); the explicit roles keep it a table for
            screen readers there. */}
        <table
          className="table table-hover align-middle mb-0 stacked-table"
          role="table"
          aria-labelledby={headingId}
        >
          <thead className="table-light" role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col">
                  {t(`availability.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="text-center text-muted py-4">
                  {t('availability.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} role="row">
                  <td role="cell" className="text-nowrap" data-label={t('availability.date')}>
                    {format.date(row.date)}
                  </td>
                  <td role="cell" data-label={t('availability.day')}>
                    {format.weekday(row.date)}
                  </td>
                  <td role="cell" className="fw-medium" data-label={t('availability.slotTitle')}>
                    {row.slot.title}
                  </td>
                  <td role="cell" className="text-nowrap" data-label={t('availability.type')}>
                    {t(`slots:types.${SLOT_TYPE_KEYS[row.slot.type]}`)}
                  </td>
                  <td role="cell" className="text-nowrap" data-label={t('availability.time')}>
                    {t('availability.timeRange', { start: row.slot.startTime, end: row.slot.endTime })}
                  </td>
                  <td role="cell" data-label={t('availability.price')}>
                    {formatGBP(row.slot.price)}
                  </td>
                  <td role="cell" data-label={t('availability.status')}>
                    {/* The -emphasis text colours keep 4.5:1 on the pale badge backgrounds. */}
                    <span
                      className={`badge ${row.free ? 'bg-success-subtle text-success-emphasis' : 'bg-danger-subtle text-danger-emphasis'}`}
                    >
                      {row.free ? t('availability.available') : t('availability.notAvailable')}
                    </span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
