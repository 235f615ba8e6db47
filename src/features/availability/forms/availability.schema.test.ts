import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Slot } from '@/domain/slots';
import {
  AVAILABILITY_MESSAGES,
  availabilityInitialValues,
  availabilitySchema,
  toDraftEntry,
  type AvailabilityFormValues,
} from './availability.schema';
import type { DraftEntry } from '../slice/types';

const today = { year: 2030, month: 6, day: 3 };
const slot: Slot = {
  id: 'a',
  title: 'Evening',
  type: 'Any',
  startTime: '7:00 PM',
  endTime: '9:00 PM',
  price: 40,
  availableTill: today,
  recurring: false,
};

async function errorsOf(
  values: AvailabilityFormValues,
  listed: DraftEntry[] = [],
): Promise<Record<string, string>> {
  try {
    await availabilitySchema(today, listed).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Formik shows the first failing message of each field.
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

describe('availability schema', () => {
  it('requires a start date and at least one slot', async () => {
    expect(await errorsOf(availabilityInitialValues)).toEqual({
      startDate: AVAILABILITY_MESSAGES.startDateRequired,
      slots: AVAILABILITY_MESSAGES.slotsMin,
    });
  });

  it('accepts today and later', async () => {
    expect(await errorsOf({ startDate: '2030-06-03', slots: [slot] })).toEqual({});
    expect(await errorsOf({ startDate: '2031-01-01', slots: [slot] })).toEqual({});
  });

  it('takes a start at most 365 days ahead, a day within what the rules allow', async () => {
    // latestStartDate(3 June 2030): the last day accepted.
    expect(await errorsOf({ startDate: '2031-06-03', slots: [slot] })).toEqual({});
    expect(await errorsOf({ startDate: '2031-06-04', slots: [slot] })).toEqual({
      startDate: AVAILABILITY_MESSAGES.startDateTooFar,
    });
    expect(await errorsOf({ startDate: '9990-01-01', slots: [slot] })).toEqual({
      startDate: AVAILABILITY_MESSAGES.startDateTooFar,
    });
  });

  it('rejects a date in the past or not a date', async () => {
    expect(await errorsOf({ startDate: '2030-06-02', slots: [slot] })).toEqual({
      startDate: AVAILABILITY_MESSAGES.startDatePast,
    });
    expect(await errorsOf({ startDate: '2030-02-30', slots: [slot] })).toEqual({
      startDate: AVAILABILITY_MESSAGES.startDateInvalid,
    });
  });

  it('caps the slots of one date at what the security rules check', async () => {
    const slots = Array.from({ length: 11 }, (_, i) => ({ ...slot, id: `s${i}` }));
    expect(await errorsOf({ startDate: '2030-06-03', slots })).toEqual({
      slots: AVAILABILITY_MESSAGES.slotsMax,
    });
  });

  it('counts the slots already listed for the same date towards the cap, and not those of other dates', async () => {
    const slotsOf = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...slot, id: `${prefix}${i}` }));
    const listed = [
      { startDate: today, slots: slotsOf('l', 7) },
      { startDate: { ...today, day: 4 }, slots: slotsOf('m', 9) },
    ];
    expect(await errorsOf({ startDate: '2030-06-03', slots: slotsOf('n', 3) }, listed)).toEqual({});
    expect(await errorsOf({ startDate: '2030-06-03', slots: slotsOf('n', 4) }, listed)).toEqual({
      slots: AVAILABILITY_MESSAGES.slotsMax,
    });
    expect(await errorsOf({ startDate: '2030-06-05', slots: slotsOf('n', 10) }, listed)).toEqual({});
  });
});

describe('toDraftEntry', () => {
  it('reads the start date', () => {
    expect(toDraftEntry({ startDate: '2030-06-10', slots: [slot] })).toEqual({
      startDate: { year: 2030, month: 6, day: 10 },
      slots: [slot],
    });
  });

  it('refuses values the schema would reject', () => {
    expect(() => toDraftEntry({ startDate: '', slots: [slot] })).toThrow();
  });
});
