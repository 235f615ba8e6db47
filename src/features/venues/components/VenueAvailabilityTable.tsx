import { useTranslation } from 'react-i18next';
import { Badge, Button, Spinner, Table } from 'reactstrap';
import { SLOT_TYPE_KEYS } from '@/components/ui/slotForm/labels';
import type { CalendarDate } from '@/domain/entities';
import { compareDates, dateKey } from '@/domain/recurrence';
import {
  compareSlotTimes,
  isSlotFree,
  slotsOn,
  type AvailabilityEntry,
  type BookingsMap,
  type Slot,
} from '@/domain/slots';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';

export interface DatedSlot {
  date: CalendarDate;
  slot: Slot;
}

/** The slots offered on `date`, or without a date every slot on its own start date; by date, then time. */
export function datedSlots(entries: readonly AvailabilityEntry[], date: CalendarDate | null): DatedSlot[] {
  const rows = date
    ? entries.flatMap((entry) => slotsOn(entry, date).map((slot) => ({ date, slot })))
    : entries.flatMap((entry) => entry.slots.map((slot) => ({ date: entry.startDate, slot })));
  return rows.sort((a, b) => compareDates(a.date, b.date) || compareSlotTimes(a.slot, b.slot));
}

interface VenueAvailabilityTableProps {
  rows: readonly DatedSlot[];
  bookings: BookingsMap;
  /** 'date/slotId' of the slot being switched. */
  toggling: string | null;
  /** Only for the venue's owner; without it the table shows each slot's state but offers no switch. */
  onToggle?: (date: string, slot: Slot) => void;
}

/** A venue's slots with their state on the row's date; the owner switches a slot off or on for that date. */
export function VenueAvailabilityTable({ rows, bookings, toggling, onToggle }: VenueAvailabilityTableProps) {
  const { t } = useTranslation(['venues', 'slots']);
  const format = useDisplayFormat();
  return (
    <Table responsive hover className="align-middle mb-0">
      <thead className="table-light">
        <tr>
          <th scope="col">{t('availability.date')}</th>
          <th scope="col">{t('availability.day')}</th>
          <th scope="col">{t('availability.title')}</th>
          <th scope="col">{t('availability.type')}</th>
          <th scope="col">{t('availability.time')}</th>
          <th scope="col">{t('availability.price')}</th>
          <th scope="col">{t('availability.validTill')}</th>
          <th scope="col">{t('availability.status')}</th>
          {onToggle ? (
            <th scope="col" className="text-end">
              {t('availability.action')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ date, slot }) => {
          const key = dateKey(date);
          const active = isSlotFree(bookings, date, slot.id);
          const action = active ? t('availability.deactivate') : t('availability.activate');
          return (
            <tr key={`${key}/${slot.id}`}>
              <td className="text-nowrap">{format.date(date)}</td>
              <td>{format.weekday(date)}</td>
              <td className="fw-medium">{slot.title}</td>
              <td className="text-nowrap">{t(`slots:types.${SLOT_TYPE_KEYS[slot.type]}`)}</td>
              <td className="text-nowrap">
                {t('availability.timeRange', { start: slot.startTime, end: slot.endTime })}
              </td>
              <td>{format.price(slot.price)}</td>
              <td className="text-nowrap">
                {format.date(slot.availableTill)}
                {slot.recurring ? (
                  <span className="d-block small text-muted">{t('availability.weekly')}</span>
                ) : null}
              </td>
              <td>
                <Badge color={active ? 'success' : 'secondary'}>
                  {active ? t('availability.active') : t('availability.inactive')}
                </Badge>
              </td>
              {onToggle ? (
                <td className="text-end">
                  <Button
                    size="sm"
                    color={active ? 'danger' : 'success'}
                    outline
                    disabled={toggling !== null}
                    aria-label={t('availability.toggleSlot', {
                      action,
                      title: slot.title,
                      date: format.date(date),
                    })}
                    onClick={() => onToggle(key, slot)}
                  >
                    {toggling === `${key}/${slot.id}` ? <Spinner size="sm" aria-hidden="true" /> : action}
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
