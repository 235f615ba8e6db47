import { describe, expect, it } from 'vitest';
import { paymentMethodOf } from './paymentMethod';

describe('paymentMethodOf', () => {
  it('reads cash as cash and anything else as card', () => {
    expect(paymentMethodOf('cash')).toBe('cash');
    expect(paymentMethodOf('card')).toBe('card');
    expect(paymentMethodOf(undefined)).toBe('card');
    expect(paymentMethodOf('Cash')).toBe('card');
  });
});
