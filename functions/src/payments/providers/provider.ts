import {
  settings as loadedSettings,
  stripeSecretKey,
  type PaymentProviderName,
  type Settings,
} from '../../config';
import { createSimulatedProvider } from './simulated';
import { createStripeProvider } from './stripe';

export { PaymentProviderError } from './errors';

export interface CreateCustomerInput {
  email: string;
  name: string;
  /** Same key, same customer: lets a retried call reuse the customer the first attempt created. */
  idempotencyKey?: string;
}

export interface AuthorizeInput {
  /** Whole pence, above zero. */
  amountPence: number;
  /** A card token from the browser (Stripe Elements' PaymentMethod id, or the simulated form's token). */
  cardToken: string;
  description: string;
  /** Same key, same authorisation: a retried booking never holds the card twice. */
  idempotencyKey: string;
}

/**
 * What authorising a card came to: the money is held, or the card's bank asks the payer to authenticate first (Strong
 * Customer Authentication); the browser then runs the bank's step with the client secret and the server asks again.
 */
export interface Authorization {
  authorizationId: string;
  authentication?: { clientSecret: string };
}

/** Where a payment stands now: held, still waiting for the payer's bank, or not to be had (failed, abandoned). */
export type AuthorizationState = 'authorized' | 'requires_action' | 'failed';

export interface PaymentStep {
  authorizationId: string;
  idempotencyKey: string;
}

/** A debit card attached to a payout account, as the spec's Bank card: where withdrawals are paid out. */
export interface PayoutCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** What a withdrawal needs to know of a connected (payout) account. */
export interface PayoutAccount {
  accountId: string;
  cards: PayoutCard[];
  /** The provider's card_payments and transfers capabilities are both active: money may be sent to it. */
  capabilitiesActive: boolean;
  /** Documents were sent and the provider is still checking them. */
  verificationPending: boolean;
}

export interface CardDetailsInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Moves money from the platform to a payout account; the key makes a retry the same movement, never a second one. */
export interface MoneyMovementInput {
  accountId: string;
  /** Whole pence, above zero. */
  amountPence: number;
  description: string;
  idempotencyKey: string;
}

/**
 * Earnings leave the platform through a connected account: create it once per account (idempotent), attach a card,
 * then transfer the balance to it and pay it out to the card. The onboarding link lets the person verify themselves.
 */
export interface PayoutProvider {
  createPayoutAccount(input: { email: string; idempotencyKey: string }): Promise<{ accountId: string }>;
  getPayoutAccount(accountId: string): Promise<PayoutAccount>;
  /** Simulated provider only: Stripe cards are tokenised by Stripe Elements in the browser. */
  createCardToken(input: CardDetailsInput): Promise<{ tokenId: string }>;
  attachCard(input: { accountId: string; cardToken: string; idempotencyKey: string }): Promise<PayoutCard>;
  transfer(input: MoneyMovementInput): Promise<{ transferId: string }>;
  /**
   * The transfer made under this idempotency key to this account, or null when there is none: how a transfer whose
   * call ended without an answer (a timeout, a 409) is found out, instead of guessing.
   */
  findTransfer(input: { accountId: string; idempotencyKey: string }): Promise<{ transferId: string } | null>;
  payout(input: MoneyMovementInput): Promise<{ payoutId: string }>;
  /**
   * Takes a transfer's money back from the payout account to the platform (its payout failed, so the money sits in
   * that account's balance again, and is returned to the person's balance here instead). The key makes it once.
   */
  reverseTransfer(input: {
    transferId: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<{ reversalId: string }>;
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
}

/**
 * Bookings hold the money first and take it only once the booking is stored: authorise, then capture after the
 * transaction commits, or release when it is refused. A deleted booking is refunded.
 */
export interface PaymentProvider extends PayoutProvider {
  readonly name: PaymentProviderName;
  createCustomer(input: CreateCustomerInput): Promise<{ customerId: string }>;
  authorizePayment(input: AuthorizeInput): Promise<Authorization>;
  /** Read again after the payer's bank step: whether the payment is now held. */
  authorizationState(authorizationId: string): Promise<AuthorizationState>;
  capturePayment(input: PaymentStep): Promise<void>;
  releasePayment(input: PaymentStep): Promise<void>;
  refundPayment(input: PaymentStep): Promise<void>;
}

/** The provider chosen by PAYMENT_PROVIDER: the simulated one offline, Stripe for real money. */
export function paymentProvider(settings: Settings = loadedSettings): PaymentProvider {
  if (settings.paymentProvider === 'stripe') {
    return createStripeProvider({ secretKey: stripeSecretKey(), apiBase: settings.stripeApiBase });
  }
  return createSimulatedProvider();
}
