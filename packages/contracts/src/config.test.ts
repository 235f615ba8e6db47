import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, normaliseConfig } from './config';

describe('normaliseConfig', () => {
  it('keeps a whole configuration as it is', () => {
    expect(normaliseConfig(DEFAULT_CONFIG)).toEqual(DEFAULT_CONFIG);
  });

  it('reads unset and malformed fields as 0 / false, and featured events as a whole count', () => {
    expect(
      normaliseConfig({
        ordersPercantage: '10',
        isCashPaymentsAllowed: 'yes',
        noOfFeaturedEventsAllowed: 2.7,
      }),
    ).toEqual({
      isCashPaymentsAllowed: false,
      noFreeEvents: false,
      ordersPercantage: 0,
      perTicketPercentage: 0,
      platformFees: 0,
      noOfFeaturedEventsAllowed: 2,
      featuredEventsTaxPercentage: 0,
    });
    expect(normaliseConfig(null).noOfFeaturedEventsAllowed).toBe(0);
  });
});
