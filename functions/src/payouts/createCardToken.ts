import { createCardToken as contract } from '@gigvenue/contracts';
import { settings } from '../config';
import { viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';
import { PayoutRefused } from './payoutRefusals';

/**
 * Simulated provider only: turns the spec's card form into a card token (only brand, last four digits and expiry
 * survive). With Stripe, Stripe Elements tokenises in the browser and card numbers never reach this project.
 */
export const createCardToken = payoutCallable(contract, async ({ provider, input }) => {
  // Raw card numbers are taken only in the emulators: a deployed project runs Stripe (config.ts, refuseDemoSettings).
  if (settings.paymentProvider !== 'simulated' || !settings.emulated)
    throw new PayoutRefused('simulated-only');
  const { cardNumber, cvc, expiryMonth, expiryYear } = input;
  return viaProvider(() =>
    provider.createCardToken({ cardNumber, cvc, expMonth: expiryMonth, expYear: expiryYear }),
  );
});
