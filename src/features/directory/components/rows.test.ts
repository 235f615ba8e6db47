import { describe, expect, it } from 'vitest';
import { ENTRY } from '../slice/__tests__/fixtures';
import { availabilityRows } from './rows';

const summary = (rows: ReturnType<typeof availabilityRows>) =>
  rows.map(
    (row) =>
      `${row.date.year}-${row.date.month}-${row.date.day} ${row.slot.title} ${row.free ? 'free' : 'booked'}`,
  );

describe('availabilityRows', () => {
  it('lists every slot on its start date, by time, without a date', () => {
    expect(summary(availabilityRows([ENTRY], {}, null))).toEqual([
      '2031-6-2 Morning free',
      '2031-6-2 Evening free',
    ]);
  });

  it('lists only the slots offered on the searched date, including weekly repeats', () => {
    expect(summary(availabilityRows([ENTRY], {}, { year: 2031, month: 6, day: 16 }))).toEqual([
      '2031-6-16 Morning free',
    ]);
    expect(availabilityRows([ENTRY], {}, { year: 2031, month: 6, day: 17 })).toEqual([]);
    expect(availabilityRows([ENTRY], {}, { year: 2031, month: 7, day: 7 })).toEqual([]);
  });

  it('marks a slot booked on that date as not free', () => {
    const bookings = { '2031-06-16': ['slot-morning'], '2031-06-02': ['slot-evening'] };
    expect(summary(availabilityRows([ENTRY], bookings, { year: 2031, month: 6, day: 16 }))).toEqual([
      '2031-6-16 Morning booked',
    ]);
    expect(summary(availabilityRows([ENTRY], bookings, { year: 2031, month: 6, day: 9 }))).toEqual([
      '2031-6-9 Morning free',
    ]);
    expect(summary(availabilityRows([ENTRY], bookings, null))).toEqual([
      '2031-6-2 Morning free',
      '2031-6-2 Evening booked',
    ]);
  });
});
