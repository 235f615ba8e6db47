import type { AuthorizeInput, PaymentProvider } from './providers/provider';

// Strong Customer Authentication: most UK cards ask the payer to confirm an online payment with their bank. A sale or
// a booking authorises the card as before; when the bank asks, the callable answers with the client secret (a
// refusal the browser acts on), the browser runs the bank's step, and the same request comes again: the same
// idempotency key finds the same payment, which is read again here before anything is written.

/** The payer's bank asks them to confirm: the browser runs its step with this secret, then asks again. */
export class AuthenticationRequired extends Error {
  constructor(readonly clientSecret: string) {
    super('The payment needs the bank to confirm it.');
    this.name = 'AuthenticationRequired';
  }
}

/** The bank's step failed or was abandoned: nothing is held, nothing was charged. */
export class AuthenticationFailed extends Error {
  constructor() {
    super('The bank did not confirm the payment.');
    this.name = 'AuthenticationFailed';
  }
}

/**
 * Holds the amount on the card and returns the authorisation, or throws AuthenticationRequired while the bank's step
 * is outstanding and AuthenticationFailed once it failed (the payment is then cancelled, so it holds nothing). A
 * provider's decline is thrown as it comes (PaymentProviderError).
 */
export async function authorizeCard(provider: PaymentProvider, input: AuthorizeInput): Promise<string> {
  const held = await provider.authorizePayment(input);
  if (!held.authentication) return held.authorizationId;
  const state = await provider.authorizationState(held.authorizationId);
  if (state === 'authorized') return held.authorizationId;
  if (state === 'requires_action') throw new AuthenticationRequired(held.authentication.clientSecret);
  await provider
    .releasePayment({
      authorizationId: held.authorizationId,
      idempotencyKey: `release-${held.authorizationId}`,
    })
    .catch(() => undefined);
  throw new AuthenticationFailed();
}
