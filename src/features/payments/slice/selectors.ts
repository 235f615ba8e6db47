import type { PayoutReadiness } from '@gigvenue/contracts';
import type { PaymentsState } from './types';

// Typed against the slice alone so the feature does not depend on the app's RootState.
interface WithPayments {
  payments: PaymentsState;
}
interface WithSession {
  auth: { user: { id: string; currentBalance: number; payoutReadiness?: PayoutReadiness } | null };
}

export const selectOverview = (state: WithPayments) => state.payments.overview;
export const selectPayoutAccount = (state: WithPayments) => state.payments.account;
export const selectWithdrawal = (state: WithPayments) => state.payments.withdrawal;
export const selectCardForm = (state: WithPayments) => state.payments.cardForm;
export const selectPaymentDetails = (state: WithPayments) => state.payments.details;
/** The withdrawable balance in pounds, live: the session follows the private account. */
export const selectBalance = (state: WithSession) => state.auth.user?.currentBalance ?? 0;
/** What the provider last said of the payout account (account.updated), or null before it said anything. */
export const selectPayoutReadiness = (state: WithSession) => state.auth.user?.payoutReadiness ?? null;
