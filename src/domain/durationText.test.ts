import { describe, expect, it } from 'vitest';
import { parseDuration } from './durationText';

describe('parseDuration', () => {
  it("reads the stored 'H hr M min' text", () => {
    expect(parseDuration('3 hr 0 min')).toEqual({ hours: 3, minutes: 0 });
    expect(parseDuration('1 hr 45 min')).toEqual({ hours: 1, minutes: 45 });
  });

  it('accepts every unit word of the spec, in any case', () => {
    expect(parseDuration('2 hours 5 minutes')).toEqual({ hours: 2, minutes: 5 });
    expect(parseDuration('1 Hour 1 Minute')).toEqual({ hours: 1, minutes: 1 });
    expect(parseDuration('4 hrs 30 mins')).toEqual({ hours: 4, minutes: 30 });
    expect(parseDuration('90min')).toEqual({ hours: 1, minutes: 30 });
  });

  it('carries minutes into hours at 60', () => {
    expect(parseDuration('1 hr 75 min')).toEqual({ hours: 2, minutes: 15 });
  });

  it('reads nothing from text without units', () => {
    expect(parseDuration('')).toEqual({ hours: 0, minutes: 0 });
    expect(parseDuration(undefined)).toEqual({ hours: 0, minutes: 0 });
    expect(parseDuration('3 days')).toEqual({ hours: 0, minutes: 0 });
  });
});
