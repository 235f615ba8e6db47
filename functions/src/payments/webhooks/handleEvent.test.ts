import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBED_EVENTS, verifiedEvent } from './handleEvent';

const secret = 'whsec_test_secret';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payout.paid',
  created: 1,
  data: { object: {} },
});

describe("Stripe's signature", () => {
  it('lets a signed event through', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifiedEvent(Buffer.from(payload), signature, secret)).toMatchObject({ id: 'evt_1' });
  });

  it('refuses a wrong secret, a changed body, an old signature and none at all', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifiedEvent(Buffer.from(payload), signature, 'whsec_other')).toBeNull();
    expect(verifiedEvent(Buffer.from(payload.replace('evt_1', 'evt_2')), signature, secret)).toBeNull();
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(verifiedEvent(Buffer.from(payload), old, secret)).toBeNull();
    expect(verifiedEvent(Buffer.from(payload), undefined, secret)).toBeNull();
    expect(verifiedEvent(Buffer.from(payload), signature, '')).toBeNull();
  });

  it('subscribes to the events docs/how-it-works.md lists', () => {
    expect(SUBSCRIBED_EVENTS).toEqual([
      'payment_intent.canceled',
      'charge.refunded',
      'charge.dispute.created',
      'charge.dispute.closed',
      'payout.paid',
      'payout.failed',
      'account.updated',
    ]);
  });
});
