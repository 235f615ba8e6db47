import { describe, expect, it } from 'vitest';
import {
  addDays,
  eventEndsAt,
  londonDateKey,
  londonDateTime,
  londonIsoDateTime,
  londonInstant,
  londonMonthKey,
  londonOffset,
  londonYear,
  minutesOf12h,
  minutesOfDuration,
  parseDateKey,
  PLATFORM_TIME_ZONE,
} from './time';

/** London's offset as the zone database says, in ms. */
const zoneDatabase = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
function offsetInZoneDatabase(instant: number): number {
  const parts = Object.fromEntries(
    zoneDatabase.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return wall - (instant - (instant % 60_000));
}

describe('London calendar', () => {
  it('agrees with the zone database every hour from 2018 to 2040, and every minute around each clock change', () => {
    const HOUR = 3_600_000;
    const differences: string[] = [];
    const compare = (instant: number) => {
      if (londonOffset(instant) !== offsetInZoneDatabase(instant))
        differences.push(new Date(instant).toISOString());
    };
    for (let instant = Date.UTC(2018, 0, 1); instant < Date.UTC(2041, 0, 1); instant += HOUR)
      compare(instant);
    for (let year = 2018; year <= 2040; year++)
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let instant = change - 2 * HOUR; instant <= change + 2 * HOUR; instant += 60_000)
          compare(instant);
      }
    expect(differences).toEqual([]);
  });

  it('is UTC in winter and an hour ahead in summer', () => {
    expect(londonOffset(Date.UTC(2026, 0, 15, 12))).toBe(0);
    expect(londonOffset(Date.UTC(2026, 6, 15, 12))).toBe(60 * 60_000);
  });

  it("puts 00:30 BST on 1 May in May, and 23:30 UTC on New Year's Eve in the old year", () => {
    expect(londonDateKey(Date.UTC(2026, 3, 30, 23, 30))).toBe('2026-05-01');
    expect(londonMonthKey(Date.UTC(2026, 3, 30, 23, 30))).toBe('2026-05');
    expect(londonYear(Date.UTC(2026, 11, 31, 23, 30))).toBe(2026);
  });

  it('writes London date and time to the minute, either side of the clock change', () => {
    expect(londonDateTime(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe('2026-03-29 00:59');
    expect(londonDateTime(Date.UTC(2026, 2, 29, 1, 0))).toBe('2026-03-29 02:00');
    expect(londonDateTime(Date.UTC(2026, 9, 25, 0, 30))).toBe('2026-10-25 01:30');
    expect(londonDateTime(Date.UTC(2026, 9, 25, 1, 30))).toBe('2026-10-25 01:30');
  });

  it("writes ISO 8601 with London's offset: +00:00 in winter, +01:00 in summer", () => {
    expect(londonIsoDateTime(Date.UTC(2026, 11, 8, 17, 0))).toBe('2026-12-08T17:00:00+00:00');
    expect(londonIsoDateTime(Date.UTC(2026, 6, 1, 18, 5))).toBe('2026-07-01T19:05:00+01:00');
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

describe('eventEndsAt', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

  it('reads durations such as 3 hr 15 min', () => {
    expect(minutesOfDuration('3 hr 15 min')).toBe(195);
    expect(minutesOfDuration('three hours')).toBeNull();
  });

  it('ends an event at its start plus its duration in London time, past midnight too', () => {
    const event = { date: day('2026-07-10'), startTime: '10:00 PM', requiredTime: '3 hr 0 min' };
    expect(new Date(eventEndsAt(event) as number).toISOString()).toBe('2026-07-11T00:00:00.000Z');
    const winter = { date: day('2026-01-10'), startTime: '7:00 PM', requiredTime: '1 hr 30 min' };
    expect(new Date(eventEndsAt(winter) as number).toISOString()).toBe('2026-01-10T20:30:00.000Z');
  });

  it('ends a damaged event at the end of its day, and an undated one never', () => {
    expect(
      new Date(eventEndsAt({ date: day('2026-01-10'), startTime: 'soon' }) as number).toISOString(),
    ).toBe('2026-01-11T00:00:00.000Z');
    expect(eventEndsAt({ startTime: '7:00 PM' })).toBeNull();
  });
});
