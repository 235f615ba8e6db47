import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { SLOT_MESSAGES, slotInitialValues, slotSchema, toNewSlot, type SlotFormValues } from './slot.schema';

const start = { year: 2030, month: 6, day: 3 };

async function errorsOf(values: SlotFormValues, startDate = start): Promise<Record<string, string>> {
  try {
    await slotSchema(startDate).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

const complete: SlotFormValues = {
  title: ' Salsa night ',
  type: 'For Venue',
  startTime: '7:00 PM',
  endTime: '9:30 PM',
  price: 45,
  recurring: false,
  validUntil: '',
};

describe('slot schema', () => {
  it('requires every field of an empty form', async () => {
    expect(await errorsOf(slotInitialValues)).toEqual({
      title: SLOT_MESSAGES.titleRequired,
      type: SLOT_MESSAGES.typeRequired,
      startTime: SLOT_MESSAGES.startTimeRequired,
      endTime: SLOT_MESSAGES.endTimeRequired,
      price: SLOT_MESSAGES.priceRequired,
    });
  });

  it('accepts a complete slot', async () => {
    expect(await errorsOf(complete)).toEqual({});
  });

  it('treats a blank title as missing and caps its length', async () => {
    expect(await errorsOf({ ...complete, title: '   ' })).toEqual({ title: SLOT_MESSAGES.titleRequired });
    expect(await errorsOf({ ...complete, title: 'x'.repeat(101) })).toEqual({
      title: SLOT_MESSAGES.titleMax,
    });
  });

  it('accepts only the three slot types', async () => {
    for (const type of ['For Venue', 'For Private', 'Any'] as const)
      expect(await errorsOf({ ...complete, type })).toEqual({});
    expect(await errorsOf({ ...complete, type: 'Other' as SlotFormValues['type'] })).toEqual({
      type: SLOT_MESSAGES.typeRequired,
    });
  });

  it('needs the end at least 30 minutes after the start', async () => {
    expect(await errorsOf({ ...complete, endTime: '7:15 PM' })).toEqual({
      endTime: SLOT_MESSAGES.endTimeMin,
    });
    expect(await errorsOf({ ...complete, endTime: '6:00 PM' })).toEqual({
      endTime: SLOT_MESSAGES.endTimeMin,
    });
    expect(await errorsOf({ ...complete, endTime: '7:30 PM' })).toEqual({});
  });

  it('rejects times off the 15-minute grid', async () => {
    expect(await errorsOf({ ...complete, startTime: '7:10 PM' })).toEqual({
      startTime: SLOT_MESSAGES.startTimeRequired,
    });
    expect(await errorsOf({ ...complete, endTime: '9:20 PM' })).toEqual({
      endTime: SLOT_MESSAGES.endTimeMin,
    });
  });

  it('needs a price from 1 to 1,000,000', async () => {
    expect(await errorsOf({ ...complete, price: 0 })).toEqual({ price: SLOT_MESSAGES.priceMin });
    expect(await errorsOf({ ...complete, price: 0.5 })).toEqual({ price: SLOT_MESSAGES.priceMin });
    expect(await errorsOf({ ...complete, price: 1_000_001 })).toEqual({ price: SLOT_MESSAGES.priceMax });
    expect(await errorsOf({ ...complete, price: 1_000_000 })).toEqual({});
    expect(await errorsOf({ ...complete, price: 1 })).toEqual({});
    expect(await errorsOf({ ...complete, price: '' })).toEqual({ price: SLOT_MESSAGES.priceRequired });
  });

  it('needs whole pence, as the server and the rules do', async () => {
    expect(await errorsOf({ ...complete, price: 1.005 })).toEqual({ price: SLOT_MESSAGES.priceWholePence });
    expect(await errorsOf({ ...complete, price: 19.99 })).toEqual({});
  });

  it('keeps Valid Until on or after the start date when recurring', async () => {
    const recurring = { ...complete, recurring: true };
    expect(await errorsOf({ ...recurring, validUntil: '2030-06-02' })).toEqual({
      validUntil: SLOT_MESSAGES.validUntilBeforeStart,
    });
    expect(await errorsOf({ ...recurring, validUntil: '2030-06-03' })).toEqual({});
    expect(await errorsOf({ ...recurring, validUntil: '2030-02-30' })).toEqual({
      validUntil: SLOT_MESSAGES.validUntilInvalid,
    });
    expect(await errorsOf({ ...recurring, validUntil: '' })).toEqual({});
  });

  it('ignores Valid Until when the slot does not recur', async () => {
    expect(await errorsOf({ ...complete, validUntil: '2000-01-01' })).toEqual({});
  });
});

describe('toNewSlot', () => {
  it('builds a single-date slot', () => {
    expect(toNewSlot(complete, start)).toEqual({
      title: 'Salsa night',
      type: 'For Venue',
      startTime: '7:00 PM',
      endTime: '9:30 PM',
      price: 45,
      recurring: false,
      availableTill: start,
    });
  });

  it('repeats a recurring slot until Valid Until', () => {
    const slot = toNewSlot({ ...complete, recurring: true, validUntil: '2030-07-29' }, start);
    expect(slot.availableTill).toEqual({ year: 2030, month: 7, day: 29 });
    expect(slot.recurring).toBe(true);
  });

  it('defaults a recurring slot without Valid Until to its start date', () => {
    expect(toNewSlot({ ...complete, recurring: true }, start).availableTill).toEqual(start);
  });

  it('reads a price typed as text', () => {
    expect(toNewSlot({ ...complete, price: '12.5' as unknown as number }, start).price).toBe(12.5);
  });
});
