import { describe, expect, it } from 'vitest';
import { readSettings } from '../../config';
import { paymentProvider } from './provider';

describe('paymentProvider', () => {
  it('is the simulated provider by default', () => {
    expect(paymentProvider(readSettings({})).name).toBe('simulated');
  });

  it('is Stripe when configured', () => {
    const settings = readSettings({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(paymentProvider(settings).name).toBe('stripe');
  });
});
