import { describe, expect, it } from 'vitest';
import { calendarEventOf, calendarLocation, londonTimeToUtc } from './calendarFile';

const event = {
  id: 'e1',
  title: 'Salsa Social',
  description: 'Dance all night.',
  eventDate: { year: 2030, month: 1, day: 14 },
  startTime: '7:00 PM',
  requiredTime: '3 hr 30 min',
  address: '221 Camden High Street, London NW1 7BU',
  eventLocation: 'London',
};

describe('londonTimeToUtc', () => {
  it('is UTC itself in winter (GMT)', () => {
    expect(new Date(londonTimeToUtc(2030, 1, 14, 19, 0)).toISOString()).toBe('2030-01-14T19:00:00.000Z');
  });

  it('is an hour behind London in summer (BST)', () => {
    expect(new Date(londonTimeToUtc(2030, 7, 1, 19, 30)).toISOString()).toBe('2030-07-01T18:30:00.000Z');
  });

  it('follows the clock change days', () => {
    // Clocks go forward at 1:00 GMT on 31 March 2030 and back at 2:00 BST on 27 October 2030.
    expect(new Date(londonTimeToUtc(2030, 3, 31, 0, 30)).toISOString()).toBe('2030-03-31T00:30:00.000Z');
    expect(new Date(londonTimeToUtc(2030, 3, 31, 9, 0)).toISOString()).toBe('2030-03-31T08:00:00.000Z');
    expect(new Date(londonTimeToUtc(2030, 10, 27, 9, 0)).toISOString()).toBe('2030-10-27T09:00:00.000Z');
  });

  it('keeps a late evening on its UTC day', () => {
    expect(new Date(londonTimeToUtc(2030, 7, 1, 0, 15)).toISOString()).toBe('2030-06-30T23:15:00.000Z');
  });
});

describe('calendarEventOf', () => {
  it('maps date, start, duration, title, description and location to UTC attributes', () => {
    expect(calendarEventOf(event)).toEqual({
      uid: 'e1@gigvenue',
      title: 'Salsa Social',
      description: 'Dance all night.',
      location: '221 Camden High Street, London NW1 7BU',
      start: [2030, 1, 14, 19, 0],
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: 3, minutes: 30 },
    });
  });

  it('moves a summer start back an hour to UTC', () => {
    expect(
      calendarEventOf({ ...event, eventDate: { year: 2030, month: 6, day: 20 }, startTime: '12:00 AM' })
        ?.start,
    ).toEqual([2030, 6, 19, 23, 0]);
  });

  it('ends an event without a length as it starts', () => {
    const entry = calendarEventOf({ ...event, requiredTime: '0 hr 0 min' });
    expect(entry).not.toHaveProperty('duration');
    expect(entry).toMatchObject({ start: [2030, 1, 14, 19, 0], end: [2030, 1, 14, 19, 0] });
    expect(calendarEventOf({ ...event, requiredTime: 'all evening' })).toMatchObject({
      end: [2030, 1, 14, 19, 0],
    });
  });

  it('has no entry for an unreadable date or start time', () => {
    expect(calendarEventOf({ ...event, startTime: '' })).toBeNull();
    expect(calendarEventOf({ ...event, eventDate: { year: 0, month: 0, day: 0 } })).toBeNull();
  });
});

describe('calendarLocation', () => {
  it('prefers the address and falls back to the location text', () => {
    expect(calendarLocation(event)).toBe('221 Camden High Street, London NW1 7BU');
    expect(calendarLocation({ address: ' ', eventLocation: 'London' })).toBe('London');
  });
});
