import { answerSimulatedAuthentication } from '@gigvenue/contracts';
import { callContract } from './callContract';

// Card payments from the browser. With the simulated provider (offline, the default) the card form's details are
// turned into a token here, in the browser, exactly where Stripe Elements would do it with a real key: the card
// number itself never reaches our functions. The simulated tokens carry only the brand and last four digits.

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The simulated provider's test card that is always declined (as Stripe's 4000 0000 0000 0002). */
export const SIMULATED_DECLINED_CARD = '4000000000000002';
/** Stripe's test card with insufficient funds (4000 0000 0000 9995). */
const SIMULATED_NO_FUNDS_CARD = '4000000000009995';

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** A simulated card token: tok_sim_<brand>_<last4>, or the declined token for the decline test card. */
async function tokenizeSimulatedCard({ cardNumber }: CardDetails): Promise<string> {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === SIMULATED_DECLINED_CARD) return 'tok_sim_declined';
  if (digits === SIMULATED_NO_FUNDS_CARD) return 'tok_sim_insufficient_funds';
  return `tok_sim_${brandOf(digits)}_${digits.slice(-4)}`;
}

/** The simulated bank's answer to a payment waiting for authentication (offline only; Stripe.js asks the real bank). */
async function answerSimulatedBank(clientSecret: string, outcome: 'complete' | 'fail'): Promise<void> {
  await callContract(answerSimulatedAuthentication, { clientSecret, outcome });
}

export const paymentsService = {
  tokenizeSimulatedCard,
  answerSimulatedBank,
};
