import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/venues.json';
import { entry, venue } from '../slice/__tests__/fixtures';
import {
  suggestedLines,
  toVenueSubmission,
  venueAvailabilitySchema,
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
    for (const inner of error.inner) if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

// The messages as people read them: keys resolved against the English file.
const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

const valid: VenueDetailsValues = {
  ...venueDetailsInitialValues(venue()),
};

describe('venueDetailsSchema', () => {
  it('starts a new venue at capacity 1 with nothing else filled in', () => {
    expect(venueDetailsInitialValues(null)).toMatchObject({ venueName: '', seats: 1, attachments: [], lineAddress1: '' });
  });

  it("gives every spec message for an empty form", async () => {
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

  it('accepts a filled venue', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });
});

describe('venueAvailabilitySchema', () => {
  it("requires one slot: 'Min 1 Slot is required'", async () => {
    await expect(venueAvailabilitySchema.validate([])).rejects.toThrow('validation.slotsMin');
    expect(english('validation.slotsMin')).toBe('Min 1 Slot is required');
    await expect(venueAvailabilitySchema.validate([entry])).resolves.toBeTruthy();
  });
});

describe('toVenueSubmission and suggestedLines', () => {
  it('trims the details, keeps filled address parts and drops empty entries', () => {
    const values = { ...valid, venueName: ' Hall ', seats: 12, location: { ...valid.location, helpingAddress: { city: ' London ', state: '' } } };
    const submission = toVenueSubmission(values, [entry, { ...entry, id: 'x', slots: [] }], 'v1');
    expect(submission.id).toBe('v1');
    expect(submission.details).toMatchObject({ venueName: 'Hall', seats: 12, helpingAddress: { city: 'London' }, availability: [entry] });
    expect(submission.files).toEqual(valid.attachments);
  });

  it('suggests address lines from a picked place', () => {
    expect(
      suggestedLines({ location: null, address: '1 High St, London', helpingAddress: { street: '1', streetName: 'High St', city: 'London', postalCode: 'N1' } }),
    ).toEqual({ lineAddress1: '1 High St', lineAddress2: 'London N1' });
    expect(suggestedLines({ location: null, address: 'Hall, Leeds', helpingAddress: {} }).lineAddress1).toBe('Hall');
  });
});
