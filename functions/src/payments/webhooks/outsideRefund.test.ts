import { describe, expect, it } from 'vitest';
import { refundsOutside } from './outsideRefund';

describe('a refund made outside the app', () => {
  it('moves a captured payment refunded whole', () => {
    expect(refundsOutside('captured', true)).toBe(true);
  });

  it('leaves a partial refund, our own refunds and money never taken alone', () => {
    expect(refundsOutside('captured', false)).toBe(false);
    for (const status of ['refund-due', 'refunded', 'authorized', 'lapsed', 'released', undefined])
      expect(refundsOutside(status, true)).toBe(false);
  });
});
