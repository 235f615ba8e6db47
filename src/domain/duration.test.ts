import { describe, expect, it } from 'vitest';
import {
  durationHourOptions,
  durationMinuteOptions,
  durationMinutes,
  formatDuration,
  normaliseDuration,
  parseDuration,
} from './duration';

describe('duration text', () => {
  it("formats hours and minutes as 'H hr M min'", () => {
    expect(formatDuration({ hours: 2, minutes: 30 })).toBe('2 hr 30 min');
    expect(formatDuration({ hours: 0, minutes: 45 })).toBe('0 hr 45 min');
    expect(formatDuration({ hours: 3, minutes: 0 })).toBe('3 hr 0 min');
  });

  it('carries minutes at 60', () => {
    expect(normaliseDuration({ hours: 1, minutes: 75 })).toEqual({ hours: 2, minutes: 15 });
    expect(formatDuration({ hours: 0, minutes: 120 })).toBe('2 hr 0 min');
  });

  it('reads the stored text back', () => {
    expect(parseDuration('2 hr 30 min')).toEqual({ hours: 2, minutes: 30 });
    expect(parseDuration('0 hr 45 min')).toEqual({ hours: 0, minutes: 45 });
  });

  it('reads every unit word the spec lists, in any order and with carrying', () => {
    expect(parseDuration('1 hour')).toEqual({ hours: 1, minutes: 0 });
    expect(parseDuration('3 hours 5 minutes')).toEqual({ hours: 3, minutes: 5 });
    expect(parseDuration('2 hrs 1 minute')).toEqual({ hours: 2, minutes: 1 });
    expect(parseDuration('90 mins')).toEqual({ hours: 1, minutes: 30 });
    expect(parseDuration('15 min 1 hr')).toEqual({ hours: 1, minutes: 15 });
  });

  it('answers null for text without a duration', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration('2 days')).toBeNull();
  });

  it('round-trips every choice of the selects', () => {
    for (const hours of durationHourOptions()) {
      for (const minutes of durationMinuteOptions()) {
        expect(parseDuration(formatDuration({ hours, minutes }))).toEqual({ hours, minutes });
      }
    }
  });

  it('offers 0 to 23 hours and the quarter hours', () => {
    expect(durationHourOptions()).toHaveLength(24);
    expect(durationMinuteOptions()).toEqual([0, 15, 30, 45]);
    expect(durationMinutes({ hours: 1, minutes: 30 })).toBe(90);
  });
});
