import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  MANUAL_VENUE_MESSAGES,
  manualVenueInitialValues,
  manualVenueSchema,
  toManualVenue,
} from './manualVenue.schema';

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await manualVenueSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('own venue schema', () => {
  it('says what is missing', async () => {
    expect(await errorsOf(manualVenueInitialValues())).toEqual([
      MANUAL_VENUE_MESSAGES.venueNameRequired,
      MANUAL_VENUE_MESSAGES.addressRequired,
      MANUAL_VENUE_MESSAGES.seatsRequired,
    ]);
  });

  it('wants whole seats of at least one', async () => {
    expect(await errorsOf({ venueName: 'Studio', address: '1 Road', seats: 0 })).toEqual([
      MANUAL_VENUE_MESSAGES.seatsMin,
    ]);
    expect(await errorsOf({ venueName: 'Studio', address: '1 Road', seats: 2.5 })).toEqual([
      MANUAL_VENUE_MESSAGES.seatsMin,
    ]);
  });

  it('builds the request part', () => {
    expect(toManualVenue({ venueName: ' Studio ', address: ' 1 Road ', seats: '40' as never })).toEqual({
      venueName: 'Studio',
      address: '1 Road',
      seats: 40,
    });
  });

  it('refuses a name with a link or an e-mail address, as createEvent does', async () => {
    for (const venueName of ['Studio, see https://evil.example', 'Studio: book@evil.example']) {
      expect(await errorsOf({ venueName, address: '1 Road', seats: 40 })).toEqual([
        MANUAL_VENUE_MESSAGES.venueNameNoLinks,
      ]);
    }
    expect(await errorsOf({ venueName: 'Studio No.2', address: '1 Road', seats: 40 })).toEqual([]);
  });
});
