import { answerSimulatedAuthentication as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, settings } from '../config';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { answerSimulatedAuthentication as answer } from './providers/simulated';

/**
 * The simulated bank's answer to a card payment waiting for authentication. Only where the simulated provider runs
 * under the emulators: with Stripe, the payer's real bank answers inside Stripe.js, and nothing here can.
 */
export const answerSimulatedAuthentication = contractCall(
  contract,
  { signedIn: false, options: callableOptions },
  async ({ clientSecret, outcome }) => {
    if (settings.paymentProvider !== 'simulated' || !settings.emulated)
      throw refuse('failed-precondition', 'request');
    return { answered: await answer(firestore(), clientSecret, outcome) };
  },
);
