import { describe, expect, it } from 'vitest';
import { changedTotalPence } from './booking';

describe('changedTotalPence', () => {
  it("reads the new total from createEvent's bookingPriceChanged refusal", () => {
    const error = Object.assign(new Error('The price of this slot changed to £195.50.'), {
      details: { reason: 'bookingPriceChanged', totalPence: 19550 },
    });
    expect(changedTotalPence(error)).toBe(19550);
  });

  it('is null for any other refusal or error', () => {
    expect(
      changedTotalPence(Object.assign(new Error('taken'), { details: { reason: 'venue-slot-taken' } })),
    ).toBeNull();
    expect(changedTotalPence(new Error('offline'))).toBeNull();
    expect(changedTotalPence('nothing')).toBeNull();
  });
});
