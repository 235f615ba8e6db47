import { describe, expect, it } from 'vitest';
import { londonInstant, minutesOf12h } from '@gigvenue/contracts';
import { eventEndsAt, minutesOfDuration } from './eventEnd';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('event end', () => {
  it('reads 12-hour times and durations', () => {
    expect(minutesOf12h('12:00 AM')).toBe(0);
    expect(minutesOf12h('12:30 PM')).toBe(750);
    expect(minutesOf12h('7:30 pm')).toBe(1170);
    expect(minutesOf12h('13:00 PM')).toBeNull();
    expect(minutesOfDuration('3 hr 15 min')).toBe(195);
    expect(minutesOfDuration('three hours')).toBeNull();
  });

  it('counts London wall-clock time in winter and in summer', () => {
    expect(new Date(londonInstant(day('2026-01-10'), 19 * 60)).toISOString()).toBe(
      '2026-01-10T19:00:00.000Z',
    );
    expect(new Date(londonInstant(day('2026-07-10'), 19 * 60)).toISOString()).toBe(
      '2026-07-10T18:00:00.000Z',
    );
  });

  it('ends an event at its start plus its duration, past midnight too', () => {
    const event = { date: day('2026-07-10'), startTime: '10:00 PM', requiredTime: '3 hr 0 min' };
    expect(new Date(eventEndsAt(event) as number).toISOString()).toBe('2026-07-11T00:00:00.000Z');
  });

  it('ends a damaged event at the end of its day, and an undated one never', () => {
    expect(
      new Date(eventEndsAt({ date: day('2026-01-10'), startTime: 'soon' }) as number).toISOString(),
    ).toBe('2026-01-11T00:00:00.000Z');
    expect(eventEndsAt({ startTime: '7:00 PM' })).toBeNull();
  });
});
