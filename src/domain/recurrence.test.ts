import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  compareDates,
  dateKey,
  daysBetween,
  isValidDate,
  isWeeklyOccurrence,
  latestStartDate,
  localDateOf,
  parseDateKey,
  sameDate,
  usableStartDate,
  weeklyOccurrences,
  weeksBetween,
} from './recurrence';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const keys = (dates: { year: number; month: number; day: number }[]) => dates.map(dateKey);

describe('calendar dates', () => {
  it('offers a typed start date for new slots from today on, else none', () => {
    const today = d(2030, 6, 3);
    expect(usableStartDate('2030-06-03', today)).toEqual(today);
    expect(usableStartDate('2030-06-04', today)).toEqual(d(2030, 6, 4));
    expect(usableStartDate('2030-06-02', today)).toBeNull();
    expect(usableStartDate('2030-02-30', today)).toBeNull();
    expect(usableStartDate('', today)).toBeNull();
  });

  it('offers no start date past a year from today, the last day included', () => {
    const today = d(2030, 6, 3);
    expect(usableStartDate('2031-06-03', today)).toEqual(d(2031, 6, 3));
    expect(usableStartDate('2031-06-04', today)).toBeNull();
    expect(usableStartDate('9990-01-01', today)).toBeNull();
  });

  it('puts the latest start date 365 days after today, across leap days and month ends', () => {
    // No 29 February in between: the same date a year on.
    expect(latestStartDate(d(2030, 6, 3))).toEqual(d(2031, 6, 3));
    expect(latestStartDate(d(2025, 1, 1))).toEqual(d(2026, 1, 1));
    // A 29 February in between (2028 is a leap year): a day short of the same date a year on.
    expect(latestStartDate(d(2027, 6, 3))).toEqual(d(2028, 6, 2));
    expect(latestStartDate(d(2028, 1, 1))).toEqual(d(2028, 12, 31));
    expect(latestStartDate(d(2028, 2, 29))).toEqual(d(2029, 2, 28));
    expect(latestStartDate(d(2027, 3, 1))).toEqual(d(2028, 2, 29));
    // Month and year ends.
    expect(latestStartDate(d(2029, 12, 31))).toEqual(d(2030, 12, 31));
    expect(latestStartDate(d(2030, 1, 31))).toEqual(d(2031, 1, 31));
    expect(latestStartDate(d(2029, 3, 31))).toEqual(d(2030, 3, 31));
    for (const today of [d(2027, 6, 3), d(2028, 2, 29), d(2029, 12, 31)])
      expect(daysBetween(today, latestStartDate(today))).toBe(365);
  });

  it('adds days across month, leap-day and year ends', () => {
    expect(addDays(d(2025, 1, 31), 1)).toEqual(d(2025, 2, 1));
    expect(addDays(d(2024, 2, 28), 1)).toEqual(d(2024, 2, 29));
    expect(addDays(d(2025, 2, 28), 1)).toEqual(d(2025, 3, 1));
    expect(addDays(d(2025, 12, 31), 1)).toEqual(d(2026, 1, 1));
    expect(addDays(d(2026, 1, 1), -1)).toEqual(d(2025, 12, 31));
  });

  it('counts and compares days', () => {
    expect(daysBetween(d(2025, 12, 25), d(2026, 1, 8))).toBe(14);
    expect(daysBetween(d(2026, 1, 8), d(2025, 12, 25))).toBe(-14);
    expect(compareDates(d(2025, 1, 1), d(2025, 1, 2))).toBeLessThan(0);
    expect(sameDate(d(2025, 5, 5), d(2025, 5, 5))).toBe(true);
  });

  it('writes and reads YYYY-MM-DD keys', () => {
    expect(dateKey(d(2025, 3, 7))).toBe('2025-03-07');
    expect(parseDateKey('2025-03-07')).toEqual(d(2025, 3, 7));
    expect(parseDateKey('2024-02-29')).toEqual(d(2024, 2, 29));
  });

  it.each(['', '2025-3-7', '2025-02-29', '2025-13-01', '2025-04-31', 'tomorrow'])(
    'rejects the key %j',
    (text) => {
      expect(parseDateKey(text)).toBeNull();
    },
  );

  it('validates dates', () => {
    expect(isValidDate(d(2025, 6, 30))).toBe(true);
    expect(isValidDate(d(2025, 6, 31))).toBe(false);
    expect(isValidDate(d(2025, 0, 1))).toBe(false);
    expect(isValidDate(d(2025.5, 1, 1))).toBe(false);
  });

  it('reads the local date of an instant', () => {
    expect(localDateOf(new Date(2025, 9, 26, 23, 59))).toEqual(d(2025, 10, 26));
  });
});

describe('weekly recurrence', () => {
  it('yields dates 7 days apart up to and including the until date', () => {
    expect(keys(weeklyOccurrences(d(2025, 6, 2), d(2025, 6, 23)))).toEqual([
      '2025-06-02',
      '2025-06-09',
      '2025-06-16',
      '2025-06-23',
    ]);
  });

  it('stops at the last whole week before the until date', () => {
    expect(weeksBetween(d(2025, 6, 2), d(2025, 6, 22))).toBe(2);
    expect(keys(weeklyOccurrences(d(2025, 6, 2), d(2025, 6, 22)))).toEqual([
      '2025-06-02',
      '2025-06-09',
      '2025-06-16',
    ]);
  });

  it('yields only the start date when until is the start date, and nothing when it is earlier', () => {
    expect(keys(weeklyOccurrences(d(2025, 6, 2), d(2025, 6, 2)))).toEqual(['2025-06-02']);
    expect(weeklyOccurrences(d(2025, 6, 2), d(2025, 6, 1))).toEqual([]);
  });

  it('crosses a month end', () => {
    expect(keys(weeklyOccurrences(d(2025, 1, 20), d(2025, 2, 10)))).toEqual([
      '2025-01-20',
      '2025-01-27',
      '2025-02-03',
      '2025-02-10',
    ]);
  });

  it('crosses a year end', () => {
    expect(keys(weeklyOccurrences(d(2025, 12, 22), d(2026, 1, 12)))).toEqual([
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
  });

  it('crosses 29 February of a leap year', () => {
    expect(keys(weeklyOccurrences(d(2024, 2, 22), d(2024, 3, 7)))).toEqual([
      '2024-02-22',
      '2024-02-29',
      '2024-03-07',
    ]);
  });

  it('checks a single date against the recurrence', () => {
    expect(isWeeklyOccurrence(d(2025, 12, 22), d(2026, 1, 12), d(2026, 1, 5))).toBe(true);
    expect(isWeeklyOccurrence(d(2025, 12, 22), d(2026, 1, 12), d(2026, 1, 6))).toBe(false);
    expect(isWeeklyOccurrence(d(2025, 12, 22), d(2026, 1, 12), d(2026, 1, 19))).toBe(false);
    expect(isWeeklyOccurrence(d(2025, 12, 22), d(2026, 1, 12), d(2025, 12, 15))).toBe(false);
  });

  // Europe/London moves its clocks on the last Sunday of March and of October; a week that contains the
  // change is 167 or 169 hours long, yet the dates must still be exactly seven calendar days apart.
  describe('across daylight-saving changes in Europe/London', () => {
    beforeAll(() => {
      vi.stubEnv('TZ', 'Europe/London');
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('runs with the London clock changes in effect', () => {
      expect(new Date(2025, 0, 15, 12).getTimezoneOffset()).toBe(0);
      expect(new Date(2025, 3, 1, 12).getTimezoneOffset()).toBe(-60);
    });

    it('steps 7 calendar days over the last Sunday of March', () => {
      expect(keys(weeklyOccurrences(d(2025, 3, 23), d(2025, 4, 6)))).toEqual([
        '2025-03-23',
        '2025-03-30',
        '2025-04-06',
      ]);
      expect(keys(weeklyOccurrences(d(2025, 3, 24), d(2025, 4, 7)))).toEqual([
        '2025-03-24',
        '2025-03-31',
        '2025-04-07',
      ]);
    });

    it('steps 7 calendar days over the last Sunday of October', () => {
      expect(keys(weeklyOccurrences(d(2025, 10, 19), d(2025, 11, 2)))).toEqual([
        '2025-10-19',
        '2025-10-26',
        '2025-11-02',
      ]);
      expect(isWeeklyOccurrence(d(2025, 10, 20), d(2025, 11, 30), d(2025, 10, 27))).toBe(true);
    });

    it('reads the local date just after midnight on the change days', () => {
      expect(localDateOf(new Date(2025, 2, 30, 0, 30))).toEqual(d(2025, 3, 30));
      expect(localDateOf(new Date(2025, 9, 26, 0, 30))).toEqual(d(2025, 10, 26));
    });
  });
});
