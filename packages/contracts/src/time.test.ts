import { describe, expect, it } from 'vitest';
import {
  addDays,
  londonDateKey,
  londonInstant,
  londonMonthKey,
  londonOffset,
  londonYear,
  minutesOf12h,
  parseDateKey,
} from './time';

describe('London calendar', () => {
  it('is UTC in winter and an hour ahead in summer', () => {
    expect(londonOffset(Date.UTC(2026, 0, 15, 12))).toBe(0);
    expect(londonOffset(Date.UTC(2026, 6, 15, 12))).toBe(60 * 60_000);
  });

  it("puts 00:30 BST on 1 May in May, and 23:30 UTC on New Year's Eve in the old year", () => {
    expect(londonDateKey(Date.UTC(2026, 3, 30, 23, 30))).toBe('2026-05-01');
    expect(londonMonthKey(Date.UTC(2026, 3, 30, 23, 30))).toBe('2026-05');
    expect(londonYear(Date.UTC(2026, 11, 31, 23, 30))).toBe(2026);
  });

  it('finds the instant of a wall-clock time across the clock change', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC.
    const day = Date.UTC(2026, 2, 29);
    expect(londonInstant(day, 0)).toBe(day);
    expect(londonInstant(day, 19 * 60 + 30)).toBe(Date.UTC(2026, 2, 29, 18, 30));
  });

  it('reads day keys and 12-hour times strictly', () => {
    expect(parseDateKey('2030-02-30')).toBeNull();
    expect(parseDateKey('2030-02-28')).toEqual({ year: 2030, month: 2, day: 28 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(minutesOf12h('12:15 AM')).toBe(15);
    expect(minutesOf12h('7:30 PM')).toBe(19 * 60 + 30);
    expect(minutesOf12h('13:00 PM')).toBeNull();
  });
});
