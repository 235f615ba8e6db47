import { describe, expect, it } from 'vitest';
import { cancelledHoldText, lapsesOnCancel } from './holdCancelled';

describe('a hold cancelled at Stripe', () => {
  it('lapses only a payment that still pays for something', () => {
    expect(lapsesOnCancel('authorized')).toBe(true);
    // Our own release ended in the same event: the release records it.
    for (const status of ['release-due', 'released', 'captured', 'lapsed', 'refunded', 'void', undefined])
      expect(lapsesOnCancel(status)).toBe(false);
  });

  it("says why, in Stripe's words when it gave any", () => {
    expect(cancelledHoldText('automatic')).toBe(
      'The card hold was cancelled at the payment provider (automatic).',
    );
    expect(cancelledHoldText(null)).toBe('The card hold was cancelled at the payment provider.');
  });
});
