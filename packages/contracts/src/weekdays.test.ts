import { describe, expect, it } from 'vitest';
import { isWeekday, WEEKDAYS, weekdayNumberOf, weekdayOf } from './weekdays';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('weekdays', () => {
  it('numbers Sunday 1 through Saturday 7', () => {
    // 1 to 7 June 2025 run Sunday to Saturday.
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayNumberOf(d(2025, 6, day)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('names days in long US English', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayOf(d(2025, 6, day)))).toEqual([...WEEKDAYS]);
    expect(WEEKDAYS[0]).toBe('Sunday');
    expect(WEEKDAYS[6]).toBe('Saturday');
  });

  it('agrees with the US-English locale on dates across years and before 1970', () => {
    const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    for (const date of [d(1969, 12, 31), d(2000, 2, 29), d(2025, 3, 30), d(2025, 10, 26), d(2026, 1, 1)]) {
      expect(weekdayOf(date)).toBe(format.format(new Date(Date.UTC(date.year, date.month - 1, date.day))));
    }
  });

  it('recognises stored names', () => {
    expect(isWeekday('Monday')).toBe(true);
    expect(isWeekday('monday')).toBe(false);
    expect(isWeekday(2)).toBe(false);
  });
});
