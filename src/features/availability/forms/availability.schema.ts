import { array, mixed, object, string } from 'yup';
import type { CalendarDate } from '@/domain/entities';
import { compareDates, latestStartDate, parseDateKey } from '@/domain/recurrence';
import { MAX_SLOTS_PER_ENTRY, slotRoomOn, type EntryLike, type Slot } from '@/domain/slots';
import type { DraftEntry } from '../slice/types';

/** Validation messages are translation keys in the `availability` namespace. */
export const AVAILABILITY_MESSAGES = {
  startDateRequired: 'validation.startDateRequired',
  startDateInvalid: 'validation.startDateInvalid',
  startDatePast: 'validation.startDatePast',
  startDateTooFar: 'validation.startDateTooFar',
  slotsMin: 'validation.slotsMin',
  slotsMax: 'validation.slotsMax',
} as const;

export interface AvailabilityFormValues {
  /** 'YYYY-MM-DD' from the date input. */
  startDate: string;
  slots: Slot[];
}

export const availabilityInitialValues: AvailabilityFormValues = { startDate: '', slots: [] };

/**
 * `today` bounds the start date: slots cannot start in the past, nor after latestStartDate(today). `listed` are the
 * entries already added to the list, which the page merges with this one by date, so their slots count towards this
 * date's cap.
 */
export function availabilitySchema(today: CalendarDate, listed: readonly EntryLike[] = []) {
  return object({
    startDate: string()
      .required(AVAILABILITY_MESSAGES.startDateRequired)
      .test('date', AVAILABILITY_MESSAGES.startDateInvalid, (value) => !value || parseDateKey(value) !== null)
      .test('not-past', AVAILABILITY_MESSAGES.startDatePast, (value) => {
        const date = parseDateKey(value);
        return !date || compareDates(date, today) >= 0;
      })
      .test('within-a-year', AVAILABILITY_MESSAGES.startDateTooFar, (value) => {
        const date = parseDateKey(value);
        // firestore.rules refuses a start more than 366 days ahead; the form stops a day sooner.
        return !date || compareDates(date, latestStartDate(today)) <= 0;
      }),
    slots: array(mixed<Slot>().required())
      .required(AVAILABILITY_MESSAGES.slotsMin)
      .min(1, AVAILABILITY_MESSAGES.slotsMin)
      .max(MAX_SLOTS_PER_ENTRY, AVAILABILITY_MESSAGES.slotsMax)
      .test('room-on-date', AVAILABILITY_MESSAGES.slotsMax, function check(slots) {
        // Formik passes an empty input as undefined, not ''.
        const start: unknown = this.parent.startDate;
        const date = typeof start === 'string' ? parseDateKey(start) : null;
        return !date || !slots || slots.length <= slotRoomOn(listed, date);
      }),
  });
}

/** The draft entry the form describes; call only with values the schema accepted. */
export function toDraftEntry(values: AvailabilityFormValues): DraftEntry {
  const startDate = parseDateKey(values.startDate);
  if (!startDate) throw new Error(`Invalid start date ${values.startDate}`);
  return { startDate, slots: values.slots };
}
