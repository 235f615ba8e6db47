import type { Firestore } from 'firebase-admin/firestore';
import { onCall, type CallableFunction } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider, type PaymentProvider } from '../payments/providers/provider';
import { refuse, refuseWith } from '../shared/refusals';
import { PayoutRefused } from './payoutRefusals';

interface PayoutContext {
  db: Firestore;
  provider: PaymentProvider;
  uid: string;
  data: unknown;
}

/**
 * A payout callable: signed in, with the configured provider; a refusal or a provider error reaches the page as an
 * HttpsError with the words to show (the provider's own text for its errors, as the spec says).
 */
export function payoutCallable<Result>(
  handler: (context: PayoutContext) => Promise<Result>,
): CallableFunction<unknown, Promise<Result>> {
  return onCall({ ...callableOptions, secrets: [...paymentSecrets()] }, async (request): Promise<Result> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    try {
      return await handler({ db: firestore(), provider: paymentProvider(), uid, data: request.data });
    } catch (error) {
      if (error instanceof PayoutRefused) {
        logs.withdrawalRefused({ uid, reason: error.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  });
}
