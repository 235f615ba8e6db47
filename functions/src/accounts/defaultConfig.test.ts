import { describe, expect, it } from 'vitest';
import { newPrivateAccount } from './defaultConfig';

const fullConfig = {
  isCashPaymentsAllowed: true,
  noFreeEvents: true,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 2.5,
  noOfFeaturedEventsAllowed: 3,
  featuredEventsTaxPercentage: 1.5,
};

describe('newPrivateAccount', () => {
  it('starts with the platform default config, a zero balance and no payout account or token', () => {
    expect(newPrivateAccount(fullConfig)).toEqual({
      config: fullConfig,
      currentBalance: 0,
      connectAccountId: '',
      notificationToken: '',
    });
  });

  it('works before the operator has set a platform default', () => {
    expect(newPrivateAccount(undefined).config.noOfFeaturedEventsAllowed).toBe(0);
  });
});
