import { describe, expect, it } from 'vitest';
import { isDefiniteDecline, outcomeOfStatus, PaymentProviderError } from './errors';

describe('provider error outcomes', () => {
  it.each([400, 401, 402, 403, 404])('treats a %i refusal as a definite decline', (status) => {
    expect(outcomeOfStatus(status)).toBe('declined');
    expect(isDefiniteDecline(new PaymentProviderError('Your card was declined.', status))).toBe(true);
  });

  it.each([409, 429, 500, 502, 503, undefined])(
    'treats %s as an unknown outcome: the call may have moved the money',
    (status) => {
      expect(outcomeOfStatus(status)).toBe('unknown');
      expect(isDefiniteDecline(new PaymentProviderError('Request timed out', status))).toBe(false);
    },
  );

  it('lets the provider say a 4xx is unknown (a reused idempotency key may stand for a transfer that was made)', () => {
    const error = new PaymentProviderError(
      'Keys for idempotent requests can only be used once',
      400,
      'unknown',
    );
    expect(isDefiniteDecline(error)).toBe(false);
  });

  it('is never a decline for an error that did not come from the provider', () => {
    expect(isDefiniteDecline(new Error('ECONNRESET'))).toBe(false);
  });
});
