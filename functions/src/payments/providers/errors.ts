/**
 * What a failed provider call tells us about the money: 'declined' when the provider certainly did not carry the
 * request out (a decline, a request it refused as it stands), 'unknown' when it may have (a timeout, a lost
 * connection, a 409 'idempotent request in progress', a rate limit on a retry, a 5xx). Only a decline may undo what
 * was reserved for the call; an unknown outcome is looked up or retried under the same idempotency key.
 */
export type ProviderOutcome = 'declined' | 'unknown';

/** The outcome an HTTP status means: 4xx refusals are definite, except 409 (in progress) and 429 (not yet tried). */
export function outcomeOfStatus(status: number | undefined): ProviderOutcome {
  if (status === undefined || status === 409 || status === 429) return 'unknown';
  return status >= 400 && status < 500 ? 'declined' : 'unknown';
}

/** Raised with the provider's own message, which the app shows as it is. */
export class PaymentProviderError extends Error {
  readonly outcome: ProviderOutcome;

  constructor(
    message: string,
    readonly status?: number,
    outcome: ProviderOutcome = outcomeOfStatus(status),
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    this.outcome = outcome;
  }
}

/** True only for a provider error that certainly moved no money. */
export const isDefiniteDecline = (error: unknown): boolean =>
  error instanceof PaymentProviderError && error.outcome === 'declined';
