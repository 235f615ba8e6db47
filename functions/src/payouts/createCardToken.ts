import { settings } from '../config';
import { viaProvider } from './payoutAccount';
import { payoutCallable } from './payoutCall';
import { PayoutRefused } from './payoutRefusals';

/** The card form's fields as the spec's Payment API takes them (POST /tokens/create_card). */
function parseCard(data: unknown) {
  const { cardNumber, expiryMonth, expiryYear, cvc } = (data ?? {}) as Record<string, unknown>;
  if (typeof cardNumber !== 'string' || typeof cvc !== 'string' || cardNumber.length > 40 || cvc.length > 8)
    return null;
  const month = Number(expiryMonth);
  const year = Number(expiryYear);
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  return { cardNumber, cvc, expMonth: month, expYear: year };
}

/**
 * Simulated provider only: turns the spec's card form into a card token (only brand, last four digits and expiry
 * survive). With Stripe, Stripe Elements tokenises in the browser and card numbers never reach this project.
 */
export const createCardToken = payoutCallable(async ({ provider, data }): Promise<{ tokenId: string }> => {
  if (settings.paymentProvider !== 'simulated') throw new PayoutRefused('simulated-only');
  const card = parseCard(data);
  if (!card) throw new PayoutRefused('invalid');
  return viaProvider(() => provider.createCardToken(card));
});
