import Stripe from 'stripe';
import { outcomeOfStatus, PaymentProviderError } from './errors';
import type {
  AuthorizationState,
  AuthorizeInput,
  CreateCustomerInput,
  MoneyMovementInput,
  PaymentProvider,
  PaymentStep,
  PayoutAccount,
  PayoutCard,
} from './provider';

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com, or a local stand-in in tests: the SDK is pointed at its host, port and protocol. */
  apiBase: string;
  timeoutMs?: number;
  /** Retries of network failures, 409s and 5xx answers; every create carries an idempotency key, so they are safe. */
  maxNetworkRetries?: number;
}

function clientOf({ secretKey, apiBase, timeoutMs = 15_000, maxNetworkRetries = 2 }: StripeOptions): Stripe {
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: timeoutMs,
    maxNetworkRetries,
    telemetry: false,
  });
}

/**
 * Stripe's own words for a refusal (a decline, insufficient funds), which the pages show as they are. A lost
 * connection or a timeout has no status and a 409 means the same key is still being processed: both are unknown
 * outcomes (outcomeOfStatus). So is an idempotency error, whatever its status: the key may stand for a request that
 * was carried out.
 */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // A proxy's HTML error page is no Stripe answer: say so rather than pass on the SDK's parser complaint.
      const unreadable = !error.message || /^Invalid JSON received/.test(error.message);
      const idempotency = error instanceof Stripe.errors.StripeIdempotencyError;
      throw new PaymentProviderError(
        unreadable ? 'The payment provider could not be reached. Please try again.' : error.message,
        error.statusCode,
        idempotency ? 'unknown' : outcomeOfStatus(error.statusCode),
      );
    }
    throw error;
  }
}

/** A PaymentIntent's status as the sale sees it: held, waiting for the payer's bank, or lost (declined, cancelled). */
export function authorizationStateOf(status: Stripe.PaymentIntent.Status): AuthorizationState {
  if (status === 'requires_capture' || status === 'succeeded') return 'authorized';
  if (status === 'requires_action' || status === 'requires_confirmation' || status === 'processing')
    return 'requires_action';
  return 'failed';
}

const cardOf = (card: Stripe.Card): PayoutCard => ({
  id: card.id,
  brand: card.brand.toLowerCase(),
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});

/** Stripe through its official SDK: PaymentIntents for bookings and tickets, Connect custom accounts for payouts. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  let client: Stripe | null = null;
  const stripe = () => {
    if (!options.secretKey) throw new PaymentProviderError('STRIPE_SECRET_KEY is not set.');
    client ??= clientOf(options);
    return client;
  };

  return {
    name: 'stripe',
    // A PaymentIntent confirmed at once with manual capture holds the amount on the card (requires_capture), unless the
    // card's bank asks for authentication (requires_action): then the browser runs it with the client secret.
    async authorizePayment({ amountPence, cardToken, description, idempotencyKey }: AuthorizeInput) {
      const intent = await calling(() =>
        stripe().paymentIntents.create(
          {
            amount: amountPence,
            currency: 'gbp',
            payment_method: cardToken,
            capture_method: 'manual',
            confirm: true,
            description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        ),
      );
      if (intent.status === 'requires_action' && intent.client_secret)
        return { authorizationId: intent.id, authentication: { clientSecret: intent.client_secret } };
      if (intent.status !== 'requires_capture')
        throw new PaymentProviderError('The card payment could not be authorised.', 402);
      return { authorizationId: intent.id };
    },
    async authorizationState(authorizationId: string) {
      const intent = await calling(() => stripe().paymentIntents.retrieve(authorizationId));
      return authorizationStateOf(intent.status);
    },
    async capturePayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await calling(() => stripe().paymentIntents.capture(authorizationId, {}, { idempotencyKey }));
    },
    async releasePayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await calling(() => stripe().paymentIntents.cancel(authorizationId, {}, { idempotencyKey }));
    },
    async refundPayment({ authorizationId, idempotencyKey }: PaymentStep) {
      await calling(() => stripe().refunds.create({ payment_intent: authorizationId }, { idempotencyKey }));
    },
    async createCustomer({ email, name, idempotencyKey }: CreateCustomerInput) {
      const customer = await calling(() =>
        stripe().customers.create({ email, name }, idempotencyKey ? { idempotencyKey } : undefined),
      );
      if (!customer?.id) throw new PaymentProviderError('Payment provider returned no customer id.');
      return { customerId: customer.id };
    },

    async createPayoutAccount({ email, idempotencyKey }) {
      const account = await calling(() =>
        stripe().accounts.create(
          {
            type: 'custom',
            country: 'GB',
            email,
            business_type: 'individual',
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },
    async getPayoutAccount(accountId: string): Promise<PayoutAccount> {
      const account = await calling(() => stripe().accounts.retrieve(accountId));
      const cards = (account.external_accounts?.data ?? [])
        .filter((item): item is Stripe.Card => item.object === 'card')
        .map(cardOf);
      return {
        accountId: account.id,
        cards,
        capabilitiesActive:
          account.capabilities?.card_payments === 'active' && account.capabilities?.transfers === 'active',
        verificationPending:
          (account.requirements?.pending_verification?.length ?? 0) > 0 ||
          account.individual?.verification?.status === 'pending',
      };
    },
    async createCardToken() {
      throw new PaymentProviderError(
        'Card details are collected by Stripe Elements when Stripe is configured.',
        400,
      );
    },
    async attachCard({ accountId, cardToken, idempotencyKey }) {
      const external = await calling(() =>
        stripe().accounts.createExternalAccount(
          accountId,
          { external_account: cardToken, default_for_currency: true },
          { idempotencyKey },
        ),
      );
      if (external.object !== 'card')
        throw new PaymentProviderError('Only a debit card can receive payouts here.', 400);
      return cardOf(external);
    },
    // The transfer carries its idempotency key as its group and metadata, so findTransfer can look it up later.
    async transfer({ accountId, amountPence, description, idempotencyKey }: MoneyMovementInput) {
      const transfer = await calling(() =>
        stripe().transfers.create(
          {
            amount: amountPence,
            currency: 'gbp',
            destination: accountId,
            description,
            transfer_group: idempotencyKey,
            metadata: { idempotencyKey },
          },
          { idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },
    async findTransfer({ accountId, idempotencyKey }) {
      const transfers = await calling(() =>
        stripe().transfers.list({ destination: accountId, transfer_group: idempotencyKey, limit: 10 }),
      );
      const made = transfers.data.find((item) => item.metadata?.idempotencyKey === idempotencyKey);
      return made ? { transferId: made.id } : null;
    },
    async payout({ accountId, amountPence, description, idempotencyKey }: MoneyMovementInput) {
      // Made on the connected account (Stripe-Account header): it pays its own balance out to its card.
      const payout = await calling(() =>
        stripe().payouts.create(
          { amount: amountPence, currency: 'gbp', description },
          { idempotencyKey, stripeAccount: accountId },
        ),
      );
      return { payoutId: payout.id };
    },
    async reverseTransfer({ transferId, amountPence, idempotencyKey }) {
      const reversal = await calling(() =>
        stripe().transfers.createReversal(transferId, { amount: amountPence }, { idempotencyKey }),
      );
      return { reversalId: reversal.id };
    },
    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await calling(() =>
        stripe().accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url };
    },
  };
}
