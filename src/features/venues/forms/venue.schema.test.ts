import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/venues.json';
import { entry, venue } from '../slice/__tests__/fixtures';
import {
  suggestedLines,
  availabilityErrors,
  toVenueSubmission,
  venueDetailsInitialValues,
  venueDetailsSchema,
  type VenueDetailsValues,
} from './venue.schema';

async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await venueDetailsSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

// The messages as people read them: keys resolved against the English file.
const english = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

const valid: VenueDetailsValues = {
  ...venueDetailsInitialValues(venue()),
};

describe('venueDetailsSchema', () => {
  it('refuses a venue name with a link or an e-mail address, in words the owner reads', async () => {
    for (const venueName of ['Hall, book at https://evil.example', 'Hall: bookings@evil.example']) {
      const errors = await errorsOf({ ...valid, venueName });
      expect(english(errors.venueName)).toBe(
        'Links, e-mail addresses and the characters < and > cannot be used here.',
      );
    }
    expect(await errorsOf({ ...valid, venueName: 'Riverside Hall No.2' })).toEqual({});
  });

  it('starts a new venue at capacity 1 with nothing else filled in', () => {
    expect(venueDetailsInitialValues(null)).toMatchObject({
      venueName: '',
      seats: 1,
      attachments: [],
      lineAddress1: '',
    });
  });

  it('gives every spec message for an empty form', async () => {
    const errors = await errorsOf({ ...venueDetailsInitialValues(null), seats: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, english(key)]))).toEqual({
      venueName: 'Venue name is required.',
      seats: 'Capacity is required.',
      description: 'Description is required .',
      attachments: 'Min 1 attachment required',
      location: 'Location is required',
      lineAddress1: 'Line Address 1 is required',
    });
  });

  it('needs at least one seat and at most five attachments', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ key: `k${i}`, url: `u${i}` }));
    const errors = await errorsOf({ ...valid, seats: 0, attachments: six });
    expect(english(errors.seats)).toBe('Capacity must be at least 1');
    expect(english(errors.attachments)).toBe('Max 5 attachments required');
  });

  it('says which field is longer or larger than the store accepts', async () => {
    const errors = await errorsOf({
      ...valid,
      venueName: 'v'.repeat(151),
      seats: 100_001,
      description: 'd'.repeat(5001),
      lineAddress2: 'l'.repeat(201),
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, english(key)]))).toEqual({
      venueName: 'Venue name must be at most 150 characters',
      seats: 'Capacity must be at most 100000',
      description: 'Description must be at most 5000 characters',
      lineAddress2: 'An address line must be at most 200 characters',
    });
  });

  it('accepts a filled venue', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });
});

describe('availability step', () => {
  const today = { year: 2030, month: 1, day: 7 };
  const messages = (draft: Parameters<typeof availabilityErrors>[0]) =>
    Object.fromEntries(
      Object.entries(availabilityErrors(draft, today)).map(([path, key]) => [path, english(key)]),
    );

  it("asks for one slot as long as there is none: 'Min 1 Slot is required'", () => {
    expect(messages({ startDate: '', startDateTouched: false, entries: [] })).toEqual({
      slots: 'Min 1 Slot is required',
    });
    expect(messages({ startDate: '', startDateTouched: false, entries: [entry] })).toEqual({});
    expect(messages({ startDate: '', startDateTouched: false, entries: [{ ...entry, slots: [] }] })).toEqual({
      slots: 'Min 1 Slot is required',
    });
  });

  it('asks for the start date only once the owner has been in the field', () => {
    expect(messages({ startDate: '', startDateTouched: true, entries: [entry] })).toEqual({
      startDate: 'Starting date of slots is required',
    });
  });

  it('says so when the date is in the past, touched or not, and accepts today on', () => {
    expect(messages({ startDate: '2030-01-06', startDateTouched: false, entries: [entry] })).toEqual({
      startDate: 'Date cannot be in the past',
    });
    expect(messages({ startDate: '2030-01-07', startDateTouched: true, entries: [entry] })).toEqual({});
  });

  it('says so when the date is more than 365 days ahead, touched or not, and accepts the last day', () => {
    // 7 January 2031 is 365 days after 7 January 2030: latestStartDate, a day within the callable's 366.
    expect(messages({ startDate: '2031-01-07', startDateTouched: true, entries: [entry] })).toEqual({});
    expect(messages({ startDate: '2031-01-08', startDateTouched: false, entries: [entry] })).toEqual({
      startDate: 'Choose a start date within a year from today',
    });
    expect(messages({ startDate: '9990-01-01', startDateTouched: true, entries: [] })).toEqual({
      startDate: 'Choose a start date within a year from today',
      slots: 'Min 1 Slot is required',
    });
  });
});

describe('toVenueSubmission and suggestedLines', () => {
  it('trims the details, keeps filled address parts and drops empty entries', () => {
    const values = {
      ...valid,
      venueName: ' Hall ',
      seats: 12,
      location: { ...valid.location, helpingAddress: { city: ' London ', state: '' } },
    };
    const submission = toVenueSubmission(values, [entry, { ...entry, id: 'x', slots: [] }], 'v1');
    expect(submission.id).toBe('v1');
    expect(submission.details).toMatchObject({
      venueName: 'Hall',
      seats: 12,
      helpingAddress: { city: 'London' },
      availability: [entry],
    });
    expect(submission.files).toEqual(valid.attachments);
  });

  it('suggests address lines from a picked place', () => {
    expect(
      suggestedLines({
        location: null,
        address: '1 High St, London',
        helpingAddress: { street: '1', streetName: 'High St', city: 'London', postalCode: 'N1' },
      }),
    ).toEqual({ lineAddress1: '1 High St', lineAddress2: 'London N1' });
    expect(suggestedLines({ location: null, address: 'Hall, Leeds', helpingAddress: {} }).lineAddress1).toBe(
      'Hall',
    );
  });
});
