import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readinessOf, replacesReadiness } from './accountUpdated';

describe("a payee's account as Stripe reports it", () => {
  const account = {
    id: 'acct_1',
    charges_enabled: true,
    payouts_enabled: false,
    requirements: { currently_due: ['individual.verification.document', 'external_account'] },
  } as unknown as Stripe.Account;

  it('keeps whether it can be paid and what is due', () => {
    expect(readinessOf(account, 10)).toEqual({
      chargesEnabled: true,
      payoutsEnabled: false,
      currentlyDue: ['external_account', 'individual.verification.document'],
      updatedAt: 10,
    });
  });

  it('takes only a newer report', () => {
    const newer = readinessOf(account, 20);
    expect(replacesReadiness(undefined, newer)).toBe(true);
    expect(replacesReadiness({ ...newer, updatedAt: 10 }, newer)).toBe(true);
    expect(replacesReadiness({ ...newer, updatedAt: 20 }, newer)).toBe(false);
    expect(replacesReadiness({ ...newer, updatedAt: 30 }, newer)).toBe(false);
  });
});
