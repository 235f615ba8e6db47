import { describe, expect, it } from 'vitest';
import { strandedByCancellation } from './strandedPayments';

describe('strandedByCancellation', () => {
  it('finds money taken or held for a cancelled event none of whose bookings stands', () => {
    expect(strandedByCancellation('captured', 0)).toBe(true);
    expect(strandedByCancellation('authorized', 0)).toBe(true);
  });

  it('leaves a payment a kept booking still stands for (settlement pays its party)', () => {
    expect(strandedByCancellation('captured', 1)).toBe(false);
  });

  it('leaves what is already owed back, returned, or never charged', () => {
    for (const status of ['refund-due', 'refunded', 'released', 'lapsed', 'cash-due', 'none', undefined])
      expect(strandedByCancellation(status, 0)).toBe(false);
  });
});
