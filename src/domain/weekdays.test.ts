import { describe, expect, it } from 'vitest';
import { isWeekdayName, WEEKDAY_NAMES, weekdayName, weekdayNameOf, weekdayNumber } from './weekdays';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('weekdays', () => {
  it('numbers Sunday 1 through Saturday 7', () => {
    // 1 to 7 June 2025 run Sunday to Saturday.
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayNumber(d(2025, 6, day)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('names days in long US English', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(d(2025, 6, day)))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('agrees with the US-English locale on dates across years and before 1970', () => {
    const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    for (const date of [d(1969, 12, 31), d(2000, 2, 29), d(2025, 3, 30), d(2025, 10, 26), d(2026, 1, 1)]) {
      expect(weekdayName(date)).toBe(format.format(new Date(Date.UTC(date.year, date.month - 1, date.day))));
    }
  });

  it('maps numbers back to names', () => {
    expect(weekdayNameOf(1)).toBe('Sunday');
    expect(weekdayNameOf(7)).toBe('Saturday');
    expect(WEEKDAY_NAMES).toHaveLength(7);
  });

  it('recognises stored names', () => {
    expect(isWeekdayName('Monday')).toBe(true);
    expect(isWeekdayName('monday')).toBe(false);
    expect(isWeekdayName(2)).toBe(false);
  });
});
