import { describe, expect, it } from 'vitest';
import { payoutMove, withdrawalIdOfDescription } from './payout';

describe('a payout report', () => {
  it('marks a paid-out withdrawal paid, once', () => {
    expect(payoutMove({ status: 'paid' }, 'paid')).toBe('markPaid');
    expect(payoutMove({ status: 'paid', payoutStatus: 'paid' }, 'paid')).toBe('ignore');
    // The webhook can beat the function storing the payout's id.
    expect(payoutMove({ status: 'transferred' }, 'paid')).toBe('markPaid');
  });

  it('returns the money of a failed payout, even one reported paid before', () => {
    expect(payoutMove({ status: 'paid' }, 'failed')).toBe('returnMoney');
    expect(payoutMove({ status: 'paid', payoutStatus: 'paid' }, 'failed')).toBe('returnMoney');
  });

  it('never moves a failed withdrawal back, nor one whose payout was never made', () => {
    expect(payoutMove({ status: 'failed', payoutStatus: 'failed' }, 'paid')).toBe('ignore');
    expect(payoutMove({ status: 'failed', payoutStatus: 'failed' }, 'failed')).toBe('ignore');
    expect(payoutMove({ status: 'failed' }, 'failed')).toBe('ignore');
    expect(payoutMove({ status: 'reserved' }, 'failed')).toBe('ignore');
    expect(payoutMove({ status: 'unknown' }, 'paid')).toBe('ignore');
  });

  it('finds the withdrawal a payout names', () => {
    expect(withdrawalIdOfDescription('Withdrawal wd-0123456789abcdef01234567')).toBe(
      'wd-0123456789abcdef01234567',
    );
    expect(withdrawalIdOfDescription('Withdrawal wd-x')).toBeNull();
    expect(withdrawalIdOfDescription(null)).toBeNull();
  });
});
