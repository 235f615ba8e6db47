import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import { formatGBP } from '@/domain/money';
import { parseDateKey } from '@/domain/recurrence';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { availabilityRows } from './rows';

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
        <div className="table-responsive">
          <table className="table table-hover align-middle mb-0" aria-labelledby={headingId}>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('availability.date')}</th>
                <th scope="col">{t('availability.day')}</th>
                <th scope="col">{t('availability.slotTitle')}</th>
                <th scope="col">{t('availability.type')}</th>
                <th scope="col">{t('availability.time')}</th>
                <th scope="col">{t('availability.price')}</th>
                <th scope="col">{t('availability.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={7} className="text-center text-muted py-4">
                    {t('availability.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key}>
                    <td className="text-nowrap">{format.date(row.date)}</td>
                    <td>{format.weekday(row.date)}</td>
                    <td className="fw-medium">{row.slot.title}</td>
                    <td className="text-nowrap">{t(`slots:types.${SLOT_TYPE_KEYS[row.slot.type]}`)}</td>
                    <td className="text-nowrap">
                      {t('availability.timeRange', { start: row.slot.startTime, end: row.slot.endTime })}
                    </td>
                    <td>{formatGBP(row.slot.price)}</td>
                    <td>
                      <span
                        className={`badge ${row.free ? 'bg-success-subtle text-success' : 'bg-danger-subtle text-danger'}`}
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
      </div>
    </section>
  );
}
