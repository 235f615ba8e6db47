import { boolean, mixed, number, object, string } from 'yup';
import type { CalendarDate } from '@/domain/entities';
import { compareDates, parseDateKey } from '@/domain/recurrence';
import { isWholePence } from '@/domain/money';
import {
  availableTill,
  isValidSlotTimes,
  MAX_SLOT_PRICE,
  MIN_SLOT_PRICE,
  SLOT_TYPES,
  startTimeOptions,
  type NewSlot,
  type SlotType,
} from '@/domain/slots';

/** Validation messages are translation keys in the `slots` namespace. */
export const SLOT_MESSAGES = {
  titleRequired: 'validation.titleRequired',
  titleMax: 'validation.titleMax',
  typeRequired: 'validation.typeRequired',
  startTimeRequired: 'validation.startTimeRequired',
  endTimeRequired: 'validation.endTimeRequired',
  endTimeMin: 'validation.endTimeMin',
  priceRequired: 'validation.priceRequired',
  priceMin: 'validation.priceMin',
  priceMax: 'validation.priceMax',
  priceWholePence: 'validation.priceWholePence',
  validUntilInvalid: 'validation.validUntilInvalid',
  validUntilBeforeStart: 'validation.validUntilBeforeStart',
} as const;

export const SLOT_TITLE_MAX = 100;

/** What the fields hold: selects and inputs start empty, so type and price may be '' until chosen. */
export interface SlotFormValues {
  title: string;
  type: SlotType | '';
  startTime: string;
  endTime: string;
  price: number | '';
  recurring: boolean;
  /** 'YYYY-MM-DD' from the date input; only read when recurring. */
  validUntil: string;
}

export const slotInitialValues: SlotFormValues = {
  title: '',
  type: '',
  startTime: '',
  endTime: '',
  price: '',
  recurring: false,
  validUntil: '',
};

const START_TIMES = new Set(startTimeOptions());

/** The schema depends on the entry's start date, which bounds Valid Until from below. */
export function slotSchema(startDate: CalendarDate | null) {
  return object({
    title: string().trim().required(SLOT_MESSAGES.titleRequired).max(SLOT_TITLE_MAX, SLOT_MESSAGES.titleMax),
    type: mixed<SlotType>()
      .required(SLOT_MESSAGES.typeRequired)
      .oneOf([...SLOT_TYPES], SLOT_MESSAGES.typeRequired),
    startTime: string()
      .required(SLOT_MESSAGES.startTimeRequired)
      .test('start-time', SLOT_MESSAGES.startTimeRequired, (value) => START_TIMES.has(value)),
    endTime: string()
      .required(SLOT_MESSAGES.endTimeRequired)
      .test('end-after-start', SLOT_MESSAGES.endTimeMin, function check(value) {
        const start: unknown = this.parent.startTime;
        return typeof start !== 'string' || !START_TIMES.has(start) || isValidSlotTimes(start, value);
      }),
    // An empty number input gives '', which must read as "missing" rather than "not a number".
    price: number()
      .transform((value: unknown, original: unknown) =>
        original === '' || original === null ? undefined : value,
      )
      .typeError(SLOT_MESSAGES.priceRequired)
      .required(SLOT_MESSAGES.priceRequired)
      .min(MIN_SLOT_PRICE, SLOT_MESSAGES.priceMin)
      .max(MAX_SLOT_PRICE, SLOT_MESSAGES.priceMax)
      .test(
        'whole-pence',
        SLOT_MESSAGES.priceWholePence,
        (value) => value === undefined || isWholePence(value),
      ),
    recurring: boolean().required(),
    validUntil: string()
      .default('')
      .test('valid-until-date', SLOT_MESSAGES.validUntilInvalid, function check(value) {
        return !this.parent.recurring || !value || parseDateKey(value) !== null;
      })
      .test('valid-until-after-start', SLOT_MESSAGES.validUntilBeforeStart, function check(value) {
        const until = this.parent.recurring && value ? parseDateKey(value) : null;
        return !until || !startDate || compareDates(until, startDate) >= 0;
      }),
  });
}

/** The slot the form describes; call only with values the schema accepted. */
export function toNewSlot(values: SlotFormValues, startDate: CalendarDate): NewSlot {
  const validUntil = values.recurring ? parseDateKey(values.validUntil) : null;
  return {
    title: values.title.trim(),
    type: values.type as SlotType,
    startTime: values.startTime,
    endTime: values.endTime,
    price: Number(values.price),
    recurring: values.recurring,
    availableTill: availableTill(startDate, values.recurring, validUntil),
  };
}
