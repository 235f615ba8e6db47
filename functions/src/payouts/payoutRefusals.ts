import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { refusal, type Refusal, type RefusalReason } from '../shared/refusals';

// Every refusal of the payout callables once their contract let the request in, with the words the Payments page
// shows (the spec's where it has them).

export type PayoutRefusal = 'inactive' | 'no-balance' | 'in-progress' | 'provider' | 'simulated-only';

const REFUSALS: Record<
  Exclude<PayoutRefusal, 'provider'>,
  [code: FunctionsErrorCode, reason: RefusalReason]
> = {
  inactive: ['permission-denied', 'payoutInactive'],
  'no-balance': ['failed-precondition', 'notEnoughBalance'],
  'in-progress': ['aborted', 'withdrawalInProgress'],
  'simulated-only': ['failed-precondition', 'cardsByStripe'],
};

/** A refusal, or a payment provider's error whose own text the page shows in its red alert. */
export class PayoutRefused extends Error {
  readonly refusal: Refusal;

  constructor(
    readonly reason: PayoutRefusal,
    providerMessage?: string,
  ) {
    const refused =
      reason !== 'provider'
        ? refusal(...REFUSALS[reason])
        : providerMessage
          ? refusal('aborted', 'payoutProviderRefused', { detail: providerMessage })
          : refusal('aborted', 'payoutTryAgain');
    super(refused.message);
    this.refusal = refused;
    this.name = 'PayoutRefused';
  }
}
