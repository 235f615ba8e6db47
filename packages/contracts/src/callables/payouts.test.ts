import { describe, expect, it } from 'vitest';
import { attachPayoutCard } from './attachPayoutCard';
import { createCardToken } from './createCardToken';
import { createOnboardingLink } from './createOnboardingLink';
import { check } from './define';
import { getPayoutAccount } from './getPayoutAccount';
import { withdrawBalance } from './withdrawBalance';

const card = { cardNumber: '4242424242424242', expiryMonth: 4, expiryYear: 2030, cvc: '123' };

describe('payout requests', () => {
  it('take nothing to read the account or open onboarding', () => {
    expect(check(getPayoutAccount.request, {})).toEqual({ ok: true, value: {} });
    expect(check(createOnboardingLink.request, { extra: 1 })).toEqual({ ok: true, value: {} });
    expect(check(getPayoutAccount.request, null)).toMatchObject({ ok: false, reason: 'payoutInvalid' });
  });

  it('withdraw by a request id of 8 to 100 safe characters, never an amount', () => {
    expect(check(withdrawBalance.request, { requestId: 'req-12345', amountPence: 99 })).toEqual({
      ok: true,
      value: { requestId: 'req-12345' },
    });
    for (const data of [
      {},
      { requestId: 'short' },
      { requestId: 'a/b-12345' },
      { requestId: 'x'.repeat(101) },
      null,
    ])
      expect(check(withdrawBalance.request, data)).toMatchObject({ ok: false, reason: 'payoutInvalid' });
  });

  it('attach a card token of 4 to 200 letters, digits or underscores', () => {
    expect(check(attachPayoutCard.request, { cardToken: 'tok_1' }).ok).toBe(true);
    for (const data of [{}, { cardToken: 'tok' }, { cardToken: 'tok-1' }, { cardToken: 'x'.repeat(201) }])
      expect(check(attachPayoutCard.request, data)).toMatchObject({ ok: false, reason: 'payoutInvalid' });
  });

  it("take the spec's card form for a card token", () => {
    expect(check(createCardToken.request, card)).toEqual({ ok: true, value: card });
    for (const data of [
      { ...card, cardNumber: 'x'.repeat(41) },
      { ...card, cvc: '123456789' },
      { ...card, cvc: 123 },
      { ...card, expiryMonth: 1.5 },
      { ...card, expiryYear: undefined },
      null,
    ])
      expect(check(createCardToken.request, data)).toMatchObject({ ok: false, reason: 'payoutInvalid' });
  });
});

describe('withdrawBalance response', () => {
  it('is one of the four outcomes', () => {
    expect(withdrawBalance.response.safeParse({ outcome: 'paid' }).success).toBe(false);
    expect(withdrawBalance.response.safeParse({ outcome: 'refunded' }).success).toBe(false);
    expect(withdrawBalance.response.parse({ outcome: 'needsCard' })).toEqual({ outcome: 'needsCard' });
  });
});
