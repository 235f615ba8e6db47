import { describe, expect, it } from 'vitest';
import { addMinutes, isOnStep, minutesOfDay, timeOfMinutes, timesBetween, to12Hour, to24Hour } from './time';

describe('to24Hour', () => {
  it.each([
    ['12:00 AM', 0, 0],
    ['12:30 AM', 0, 30],
    ['1:05 AM', 1, 5],
    ['11:59 AM', 11, 59],
    ['12:00 PM', 12, 0],
    ['12:45 PM', 12, 45],
    ['1:00 PM', 13, 0],
    ['11:45 PM', 23, 45],
  ])('reads %s as %i:%i', (text, hours, minutes) => {
    expect(to24Hour(text)).toEqual({ hours, minutes });
  });

  it('accepts lower case and extra spaces', () => {
    expect(to24Hour(' 7:15pm ')).toEqual({ hours: 19, minutes: 15 });
  });

  it.each(['', '13:00 PM', '0:30 AM', '7:60 PM', '19:00', '7 PM', '7:5 PM'])('rejects %j', (text) => {
    expect(to24Hour(text)).toBeNull();
  });
});

describe('to12Hour', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [12, 0, '12:00 PM'],
    [13, 15, '1:15 PM'],
    [23, 45, '11:45 PM'],
  ])('writes %i:%i as %s', (hours, minutes, text) => {
    expect(to12Hour({ hours, minutes })).toBe(text);
  });

  it('round-trips every quarter hour of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      expect(minutesOfDay(timeOfMinutes(minute))).toBe(minute);
    }
  });
});

describe('addMinutes', () => {
  it('carries minutes into the hour at 60', () => {
    expect(addMinutes({ hours: 10, minutes: 50 }, 15)).toEqual({
      time: { hours: 11, minutes: 5 },
      dayOffset: 0,
    });
    expect(addMinutes({ hours: 10, minutes: 0 }, 150)).toEqual({
      time: { hours: 12, minutes: 30 },
      dayOffset: 0,
    });
  });

  it('borrows from the hour below 0', () => {
    expect(addMinutes({ hours: 10, minutes: 5 }, -15)).toEqual({
      time: { hours: 9, minutes: 50 },
      dayOffset: 0,
    });
  });

  it('runs 11:45 PM + 30 minutes into 12:15 AM of the next day', () => {
    const result = addMinutes(to24Hour('11:45 PM')!, 30);
    expect(result).toEqual({ time: { hours: 0, minutes: 15 }, dayOffset: 1 });
    expect(to12Hour(result.time)).toBe('12:15 AM');
  });

  it('borrows from the previous day before midnight', () => {
    expect(addMinutes({ hours: 0, minutes: 10 }, -15)).toEqual({
      time: { hours: 23, minutes: 55 },
      dayOffset: -1,
    });
  });

  it('turns 11:30 AM + 30 minutes into 12:00 PM', () => {
    expect(to12Hour(addMinutes(to24Hour('11:30 AM')!, 30).time)).toBe('12:00 PM');
  });
});

describe('steps', () => {
  it('knows quarter hours', () => {
    expect(isOnStep('7:15 PM', 15)).toBe(true);
    expect(isOnStep('7:20 PM', 15)).toBe(false);
    expect(isOnStep('not a time', 15)).toBe(false);
  });

  it('lists times between two minutes of the day, rounding the start up to a step', () => {
    expect(timesBetween(22 * 60 + 50, 24 * 60, 15)).toEqual(['11:00 PM', '11:15 PM', '11:30 PM', '11:45 PM']);
    expect(timesBetween(0, 30, 15)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    expect(timesBetween(600, 500, 15)).toEqual([]);
  });
});
