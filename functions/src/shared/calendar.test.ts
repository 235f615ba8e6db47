import { describe, expect, it } from 'vitest';
import { addDays, parseDateKey, slotOfferedOn, utcMidnight, venueSlotOn } from './calendar';

const slot = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  title: 'Evening',
  startTime: '6:00 PM',
  endTime: '11:00 PM',
  price: 150,
  recurring: true,
  availableTill: { year: 2030, month: 2, day: 4 },
  ...overrides,
});
const start = { year: 2030, month: 1, day: 7 };

describe('calendar keys', () => {
  it('accepts real days only', () => {
    expect(parseDateKey('2030-02-28')).toEqual({ year: 2030, month: 2, day: 28 });
    expect(parseDateKey('2030-02-30')).toBeNull();
    expect(parseDateKey('30-02-2030')).toBeNull();
    expect(parseDateKey(20300228)).toBeNull();
  });

  it('adds days across months and stores days as UTC midnight', () => {
    expect(addDays('2030-01-28', 7)).toBe('2030-02-04');
    expect(utcMidnight({ year: 2030, month: 1, day: 7 })).toBe(Date.UTC(2030, 0, 7));
  });
});

describe('slotOfferedOn', () => {
  it('offers a slot on its start date and weekly up to availableTill when it recurs', () => {
    expect(slotOfferedOn(start, [slot()], 's1', start)).toMatchObject({
      id: 's1',
      price: 150,
      startTime: '6:00 PM',
    });
    expect(slotOfferedOn(start, [slot()], 's1', { year: 2030, month: 1, day: 14 })).not.toBeNull();
    expect(slotOfferedOn(start, [slot()], 's1', { year: 2030, month: 2, day: 4 })).not.toBeNull();
    expect(slotOfferedOn(start, [slot()], 's1', { year: 2030, month: 2, day: 11 })).toBeNull();
    expect(slotOfferedOn(start, [slot()], 's1', { year: 2030, month: 1, day: 8 })).toBeNull();
    expect(slotOfferedOn(start, [slot()], 's1', { year: 2029, month: 12, day: 31 })).toBeNull();
  });

  it('offers a one-off slot on its start date only', () => {
    expect(
      slotOfferedOn(start, [slot({ recurring: false })], 's1', { year: 2030, month: 1, day: 14 }),
    ).toBeNull();
  });

  it('never offers an unknown slot or one without a usable price or times', () => {
    expect(slotOfferedOn(start, [slot()], 'other', start)).toBeNull();
    expect(slotOfferedOn(start, [slot({ price: 0.5 })], 's1', start)).toBeNull();
    expect(slotOfferedOn(start, [slot({ price: '150' })], 's1', start)).toBeNull();
    expect(slotOfferedOn(start, [slot({ startTime: 7 })], 's1', start)).toBeNull();
    expect(slotOfferedOn('2030-01-07', [slot()], 's1', start)).toBeNull();
  });

  it('finds a venue slot in any of its entries', () => {
    const availability = [
      { startDate: { year: 2030, month: 3, day: 1 }, slots: [] },
      { startDate: start, slots: [slot()] },
    ];
    expect(venueSlotOn(availability, 's1', start)?.price).toBe(150);
    expect(venueSlotOn(null, 's1', start)).toBeNull();
  });
});
