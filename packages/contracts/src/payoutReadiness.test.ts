import { describe, expect, it } from 'vitest';
import { missingPayoutDetails, payoutReadinessOf } from './payoutReadiness';

describe('what a payout account still needs', () => {
  it("groups the provider's requirement codes into what a person can act on, each once", () => {
    expect(
      missingPayoutDetails([
        'individual.verification.document',
        'individual.dob.day',
        'individual.address.line1',
        'external_account',
        'tos_acceptance.date',
        'individual.id_number',
      ]),
    ).toEqual(['identity', 'personalDetails', 'payoutCard', 'terms']);
    expect(missingPayoutDetails(['business_profile.url', 'settings.payments.statement_descriptor'])).toEqual([
      'business',
      'other',
    ]);
    expect(missingPayoutDetails([])).toEqual([]);
  });

  it('reads a stored readiness leniently', () => {
    expect(payoutReadinessOf(undefined)).toBeNull();
    expect(payoutReadinessOf({ chargesEnabled: true })).toBeNull();
    expect(
      payoutReadinessOf({ payoutsEnabled: false, currentlyDue: ['external_account', 3], updatedAt: 5 }),
    ).toEqual({
      chargesEnabled: false,
      payoutsEnabled: false,
      currentlyDue: ['external_account'],
      updatedAt: 5,
    });
  });
});
