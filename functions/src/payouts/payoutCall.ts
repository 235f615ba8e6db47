import type { Firestore } from 'firebase-admin/firestore';
import type { AnyCallable, CheckedRequestOf } from '@gigvenue/contracts';
import type * as z from 'zod/mini';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider, type PaymentProvider } from '../payments/providers/provider';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { PayoutRefused } from './payoutRefusals';

interface PayoutContext<Input> {
  db: Firestore;
  provider: PaymentProvider;
  uid: string;
  input: Input;
}

/**
 * A payout callable: signed in, its request checked by its contract, with the configured provider; a refusal or a
 * provider error reaches the page as an HttpsError with the words to show (the provider's own text for its errors,
 * as the spec says).
 */
export function payoutCallable<C extends AnyCallable>(
  contract: C,
  handler: (context: PayoutContext<CheckedRequestOf<C>>) => Promise<z.input<C['response']>>,
) {
  return contractCall(
    contract,
    { signedIn: true, options: { ...callableOptions, secrets: [...paymentSecrets()] } },
    async (input, request) => {
      const uid = request.auth?.uid ?? ''; // contractCall lets in signed-in callers only
      try {
        return await handler({ db: firestore(), provider: paymentProvider(), uid, input });
      } catch (error) {
        if (error instanceof PayoutRefused) {
          logs.withdrawalRefused({ uid, reason: error.reason });
          throw refuseWith(error.refusal);
        }
        throw error;
      }
    },
  );
}
