import { loadFunctions } from '@/lib/firebase/app';
import type { PayoutAccountView, PayoutCard, WithdrawOutcome } from '@/domain/payments';

// Withdrawals go through the payout functions (spec section 7's Payment API): they find the caller's payout account
// themselves and take the amount from the stored balance, so nothing here sends an account id or an amount.

export interface CardTokenRequest {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

async function callable<Request, Result>(name: string, data: Request): Promise<Result> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<Request, Result>(functions, name)(data);
  return result.data;
}

export const payoutsService = {
  getAccount: () => callable<Record<string, never>, PayoutAccountView>('getPayoutAccount', {}),
  /** Simulated provider only: with Stripe, Stripe Elements makes the token in the browser. */
  createCardToken: async (card: CardTokenRequest) =>
    (await callable<CardTokenRequest, { tokenId: string }>('createCardToken', card)).tokenId,
  attachCard: async (cardToken: string) =>
    (await callable<{ cardToken: string }, { card: PayoutCard }>('attachPayoutCard', { cardToken })).card,
  onboardingLink: async () =>
    (await callable<Record<string, never>, { url: string }>('createOnboardingLink', {})).url,
  withdraw: (requestId: string) =>
    callable<{ requestId: string }, WithdrawOutcome>('withdrawBalance', { requestId }),
};
