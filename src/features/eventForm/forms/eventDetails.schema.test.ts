import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { PlatformEvent } from '@/domain/entities';
import {
  DETAILS_MESSAGES,
  eventDetailsInitialValues,
  eventDetailsSchema,
  startTimeChoices,
  toContentChanges,
  toEventDetailsInput,
  type EventDetailsValues,
} from './eventDetails.schema';

const today = { year: 2031, month: 6, day: 2 };
const schema = eventDetailsSchema({ today });

function valid(overrides: Partial<EventDetailsValues> = {}): EventDetailsValues {
  return {
    title: ' Salsa Night ',
    description: 'Dancing all night',
    eventDate: '2031-06-09',
    startTime: '7:00 PM',
    durationHours: '2',
    durationMinutes: '30',
    location: {
      location: { latitude: 51.5, longitude: -0.1 },
      address: '12 Camden Road',
      helpingAddress: { city: 'London' },
    },
    eventType: 'Salsa',
    eventLevel: 'Beginner',
    requiredSeats: 60,
    featured: false,
    attachments: [{ key: 'a', url: 'https://example.test/a.png' }],
    ...overrides,
  };
}

async function errorsOf(values: unknown, rules = schema): Promise<string[]> {
  try {
    await rules.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('event details schema', () => {
  it('accepts a complete event', async () => {
    expect(await errorsOf(valid())).toEqual([]);
  });

  it('says what is missing, each with its own message', async () => {
    const empty = eventDetailsInitialValues();
    const errors = await errorsOf(empty);
    for (const message of [
      DETAILS_MESSAGES.titleRequired,
      DETAILS_MESSAGES.descriptionRequired,
      DETAILS_MESSAGES.dateRequired,
      DETAILS_MESSAGES.startTimeRequired,
      DETAILS_MESSAGES.durationRequired,
      DETAILS_MESSAGES.locationRequired,
      DETAILS_MESSAGES.eventTypeRequired,
      DETAILS_MESSAGES.eventLevelRequired,
      DETAILS_MESSAGES.seatsRequired,
      DETAILS_MESSAGES.imagesMin,
    ]) {
      expect(errors).toContain(message);
    }
  });

  // Issue 35: a title with a link was mailed as written to every ticket buyer's address.
  it('refuses a title with a link or an e-mail address before it reaches createEvent or the rules', async () => {
    for (const title of [
      'Refund: verify at https://evil.example',
      'Salsa www.evil.example',
      'Ask me@evil.example',
    ]) {
      expect(await errorsOf(valid({ title }))).toEqual([DETAILS_MESSAGES.noLinks]);
    }
    expect(await errorsOf(valid({ title: 'St.Patrick’s Salsa @ The Hall' }))).toEqual([]);
  });

  it('refuses a date in the past but takes today', async () => {
    expect(await errorsOf(valid({ eventDate: '2031-06-01' }))).toEqual([DETAILS_MESSAGES.datePast]);
    expect(await errorsOf(valid({ eventDate: '2031-06-02' }))).toEqual([]);
    expect(await errorsOf(valid({ eventDate: '2031-02-30' }))).toEqual([DETAILS_MESSAGES.dateRequired]);
  });

  it("keeps an edited event's own date acceptable once it has passed", async () => {
    const editing = eventDetailsSchema({ today, keptDate: '2031-05-01' });
    expect(await errorsOf(valid({ eventDate: '2031-05-01' }), editing)).toEqual([]);
    expect(await errorsOf(valid({ eventDate: '2031-05-02' }), editing)).toEqual([DETAILS_MESSAGES.datePast]);
  });

  it("refuses a date more than two years ahead, as the server does, unless it is the edited event's own", async () => {
    // Today is 2 June 2031: 731 days ahead is 2 June 2033.
    expect(await errorsOf(valid({ eventDate: '2033-06-02' }))).toEqual([]);
    expect(await errorsOf(valid({ eventDate: '2033-06-03' }))).toEqual([DETAILS_MESSAGES.dateTooFar]);
    const editing = eventDetailsSchema({ today, keptDate: '2033-06-03' });
    expect(await errorsOf(valid({ eventDate: '2033-06-03' }), editing)).toEqual([]);
  });

  it('takes start times on the quarter hour only', async () => {
    expect(startTimeChoices()).toHaveLength(96);
    expect(startTimeChoices()[1]).toBe('12:15 AM');
    expect(await errorsOf(valid({ startTime: '7:10 PM' }))).toEqual([DETAILS_MESSAGES.startTimeRequired]);
  });

  it('refuses a zero duration', async () => {
    expect(await errorsOf(valid({ durationHours: '0', durationMinutes: '0' }))).toEqual([
      DETAILS_MESSAGES.durationRequired,
    ]);
    expect(await errorsOf(valid({ durationHours: '0', durationMinutes: '15' }))).toEqual([]);
  });

  it('takes only the spec event types', async () => {
    expect(await errorsOf(valid({ eventType: 'Tango' as never }))).toEqual([
      DETAILS_MESSAGES.eventTypeRequired,
    ]);
  });

  it('wants whole required seats of at least one', async () => {
    expect(await errorsOf(valid({ requiredSeats: 0 }))).toEqual([DETAILS_MESSAGES.seatsMin]);
    expect(await errorsOf(valid({ requiredSeats: 2.5 }))).toEqual([DETAILS_MESSAGES.seatsMin]);
  });

  it('takes one to eight images', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => ({
      key: `k${index}`,
      url: `https://example.test/${index}.png`,
    }));
    expect(await errorsOf(valid({ attachments: nine }))).toEqual([DETAILS_MESSAGES.imagesMax]);
  });

  it('builds the create request details', () => {
    expect(toEventDetailsInput(valid())).toEqual({
      title: 'Salsa Night',
      description: 'Dancing all night',
      eventDate: '2031-06-09',
      startTime: '7:00 PM',
      duration: { hours: 2, minutes: 30 },
      location: {
        address: '12 Camden Road',
        location: { latitude: 51.5, longitude: -0.1 },
        helpingAddress: { city: 'London' },
      },
      eventType: 'Salsa',
      eventLevel: 'Beginner',
      requiredSeats: 60,
      featured: false,
      attachments: [],
    });
  });

  it("builds an edit's content changes with the spec's duration text and the day as UTC midnight", () => {
    expect(toContentChanges(valid({ requiredSeats: '75' as never }))).toEqual({
      title: 'Salsa Night',
      description: 'Dancing all night',
      eventDate: { year: 2031, month: 6, day: 9 },
      date: Date.UTC(2031, 5, 9),
      startTime: '7:00 PM',
      requiredTime: '2 hr 30 min',
      eventLocation: '12 Camden Road',
      address: '12 Camden Road',
      location: { latitude: 51.5, longitude: -0.1 },
      eventType: 'Salsa',
      eventLevel: 'Beginner',
      requiredSeats: 75,
    });
  });

  it('starts an edit from the stored event', () => {
    const event = {
      title: 'Stored',
      description: 'D',
      eventDate: { year: 2031, month: 6, day: 9 },
      startTime: '8:00 PM',
      requiredTime: '1 hr 45 min',
      eventLocation: 'Hall',
      address: 'Hall',
      location: null,
      eventType: 'Bachata',
      eventLevel: 'All levels',
      requiredSeats: 40,
      featured: true,
      attachments: ['https://example.test/x.png'],
    } as unknown as PlatformEvent;
    expect(eventDetailsInitialValues(event)).toMatchObject({
      eventDate: '2031-06-09',
      durationHours: '1',
      durationMinutes: '45',
      eventType: 'Bachata',
      eventLevel: 'All levels',
      location: { address: 'Hall', location: null },
      attachments: [{ key: 'https://example.test/x.png', url: 'https://example.test/x.png' }],
    });
  });
});
