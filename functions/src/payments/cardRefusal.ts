import { refusal, type Refusal } from '../shared/refusals';
import { AuthenticationFailed, AuthenticationRequired } from './authorizeCard';
import { PaymentProviderError } from './providers/errors';

/**
 * How a booking or a sale answers a card that was not held: the bank's step to run (with the client secret the
 * browser needs), a failed bank step, or the provider's own decline. Null for anything else, which is thrown as it is.
 */
export function cardRefusal(
  error: unknown,
  declined: 'paymentDeclined' | 'purchaseDeclined' = 'paymentDeclined',
): Refusal | null {
  if (error instanceof AuthenticationRequired)
    return refusal('failed-precondition', 'paymentAuthenticationRequired', {
      clientSecret: error.clientSecret,
    });
  if (error instanceof AuthenticationFailed)
    return refusal('failed-precondition', 'paymentAuthenticationFailed');
  if (error instanceof PaymentProviderError)
    return refusal('failed-precondition', declined, { detail: error.message });
  return null;
}
