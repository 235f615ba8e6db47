import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, normaliseConfig } from './config';

const fullConfig = {
  isCashPaymentsAllowed: true,
  noFreeEvents: true,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 2.5,
  noOfFeaturedEventsAllowed: 3,
  featuredEventsTaxPercentage: 1.5,
};

describe('normaliseConfig', () => {
  it('copies every field of a complete config', () => {
    expect(normaliseConfig(fullConfig)).toEqual(fullConfig);
  });

  it('drops fields that are not part of the config', () => {
    expect(normaliseConfig({ ...fullConfig, currentBalance: 100 })).toEqual(fullConfig);
  });

  it('fills missing fields with 0 and false', () => {
    expect(normaliseConfig({ platformFees: 3 })).toEqual({
      isCashPaymentsAllowed: false,
      noFreeEvents: false,
      ordersPercantage: 0,
      perTicketPercentage: 0,
      platformFees: 3,
      noOfFeaturedEventsAllowed: 0,
      featuredEventsTaxPercentage: 0,
    });
  });

  it.each([undefined, null, 'config', 42, []])('treats %j as an empty config', (raw) => {
    expect(normaliseConfig(raw)).toEqual(normaliseConfig({}));
  });

  it('treats malformed values as unset', () => {
    const config = normaliseConfig({
      isCashPaymentsAllowed: 'yes',
      ordersPercantage: '10',
      perTicketPercentage: Number.NaN,
      platformFees: Number.POSITIVE_INFINITY,
    });
    expect(config).toMatchObject({
      isCashPaymentsAllowed: false,
      ordersPercantage: 0,
      perTicketPercentage: 0,
      platformFees: 0,
    });
  });

  it('keeps the featured-event quota a whole, non-negative count', () => {
    expect(normaliseConfig({ noOfFeaturedEventsAllowed: 2.7 }).noOfFeaturedEventsAllowed).toBe(2);
    expect(normaliseConfig({ noOfFeaturedEventsAllowed: -1 }).noOfFeaturedEventsAllowed).toBe(0);
  });
});

describe('normaliseConfig of the defaults', () => {
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
