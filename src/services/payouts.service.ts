import {
  attachPayoutCard,
  createCardToken,
  createOnboardingLink,
  getPayoutAccount,
  withdrawBalance,
  type RequestOf,
} from '@gigvenue/contracts';
import type { PayoutAccountView, PayoutCard, WithdrawOutcome } from '@/domain/payments';
import { callContract } from './callContract';

// Withdrawals go through the payout functions (spec section 7's Payment API): they find the caller's payout account
// themselves and take the amount from the stored balance, so nothing here sends an account id or an amount.

export type CardTokenRequest = RequestOf<typeof createCardToken>;

export const payoutsService = {
  getAccount: (): Promise<PayoutAccountView> => callContract(getPayoutAccount, {}),
  /** Simulated provider only: with Stripe, Stripe Elements makes the token in the browser. */
  createCardToken: async (card: CardTokenRequest): Promise<string> =>
    (await callContract(createCardToken, card)).tokenId,
  attachCard: async (cardToken: string): Promise<PayoutCard> =>
    (await callContract(attachPayoutCard, { cardToken })).card,
  onboardingLink: async (): Promise<string> => (await callContract(createOnboardingLink, {})).url,
  withdraw: (requestId: string): Promise<WithdrawOutcome> => callContract(withdrawBalance, { requestId }),
};
