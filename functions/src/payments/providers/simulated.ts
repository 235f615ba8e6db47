import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import {
  simulatedAccountDocument,
  simulatedMoneyMovementDocument,
  simulatedPaymentDocument,
  simulatedTransferReversalDocument,
} from '@gigvenue/contracts';
import { directWriter, updateDocument, writeDocument } from '../../shared/documents';
import { firestore } from '../../admin';
import { settings } from '../../config';
import { PaymentProviderError } from './errors';
import type {
  AuthorizeInput,
  CardDetailsInput,
  CreateCustomerInput,
  MoneyMovementInput,
  PaymentProvider,
  PaymentStep,
  PayoutAccount,
  PayoutCard,
} from './provider';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const transferIdFor = (idempotencyKey: string) => `tr_sim_${digest(idempotencyKey).slice(0, 20)}`;

/** The token the browser's simulated card form makes for the decline test card (4000 0000 0000 0002). */
export const DECLINED_TOKEN = 'tok_sim_declined';
/** Stripe's insufficient-funds test card (4000 0000 0000 9995). */
export const INSUFFICIENT_FUNDS_TOKEN = 'tok_sim_insufficient_funds';
/** Stripe's test card whose bank always asks for authentication (4000 0025 0000 3155). */
const AUTHENTICATION_CARD = '4000002500003155';
export const AUTHENTICATION_TOKEN_PREFIX = 'tok_sim_visa_3155';
/** The client secret of a simulated payment waiting for its bank step: the browser's simulated bank page answers it. */
export const simulatedClientSecret = (authorizationId: string) => `${authorizationId}_secret_sim`;
/** tok_sim_<brand>_<last4>, and for payout cards _<month>_<year> after it (the expiry the card list shows). */
const SIMULATED_TOKEN = /^tok_sim_([a-z]+)_(\d{4})(?:_(\d{1,2})_(\d{4}))?$/;

/**
 * The simulated payout account as kept in simulatedAccounts/{accountId}. A new account can be paid at once, so the
 * demo's withdrawal goes through; tests move it to the other branches by setting capabilitiesActive,
 * verificationPending, or a failTransfers / failPayouts message the next transfer or payout fails with.
 */
interface SimulatedAccount {
  email: string;
  cards: PayoutCard[];
  capabilitiesActive: boolean;
  verificationPending: boolean;
  failTransfers?: string;
  failPayouts?: string;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** The declined test card's number (as Stripe's 4000 0000 0000 0002). */
const DECLINED_CARD = '4000000000000002';
const INSUFFICIENT_FUNDS_CARD = '4000000000009995';

/** As a PaymentIntent: 'requires_action' waits for the bank step, 'failed' is a bank step that failed. */
export type SimulatedPaymentStatus =
  'requires_action' | 'failed' | 'authorized' | 'captured' | 'released' | 'refunded';

/**
 * A simulatedPayments/{authorizationId} record, with the fault a test may set on it: failCaptures, the message the
 * next captures fail with, as a definite refusal (status 402) or, with captureOutcome 'unknown', as a timeout.
 */
interface SimulatedPayment {
  status: SimulatedPaymentStatus;
  authorizedAt: number;
  failCaptures?: string;
  captureOutcome?: 'unknown';
  /** The message the next refunds are declined with (a test's fault, as a card closed since the purchase). */
  failRefunds?: string;
}

/** Which status each step moves from, and to. A step already taken is a no-op, so retries are safe. */
const STEPS: Record<
  'capture' | 'release' | 'refund',
  { from: SimulatedPaymentStatus[]; to: SimulatedPaymentStatus }
> = {
  capture: { from: ['authorized'], to: 'captured' },
  // As cancelling a PaymentIntent: a hold, or one still waiting for (or failed at) the bank step.
  release: { from: ['authorized', 'requires_action', 'failed'], to: 'released' },
  refund: { from: ['captured'], to: 'refunded' },
};

/** Creates the document unless an earlier attempt with the same id did: the simulated form of an idempotent create. */
async function createOnce<Schema extends z.ZodMiniType>(
  ref: DocumentReference,
  schema: Schema,
  data: z.input<Schema>,
): Promise<void> {
  try {
    await writeDocument(directWriter, 'create', ref, schema, data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

/**
 * Offline stand-in: no network. Customers are derived from the e-mail; card payments are records in
 * simulatedPayments/{authorizationId} (functions-only), so the pages, the seed and the tests can see exactly what
 * was held, taken, released and refunded. Authorisation ids derive from the idempotency key, as Stripe's
 * idempotency makes a retried create return the first result.
 */
export function createSimulatedProvider(
  db: () => Firestore = firestore,
  authorizationLifetimeDays: number = settings.authorizationLifetimeDays,
): PaymentProvider {
  const lifetimeMs = authorizationLifetimeDays * 24 * 60 * 60 * 1000;

  async function move(step: keyof typeof STEPS, { authorizationId }: PaymentStep): Promise<void> {
    const ref = db().doc(`simulatedPayments/${authorizationId}`);
    const { from, to } = STEPS[step];
    await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw new PaymentProviderError(`No such payment: ${authorizationId}`, 404);
      const payment = snapshot.data() as SimulatedPayment;
      if (payment.status === to) return;
      if (!from.includes(payment.status))
        throw new PaymentProviderError(`This payment is ${payment.status} and cannot be ${to}.`, 400);
      if (step === 'capture') refuseCapture(payment);
      if (step === 'refund' && payment.failRefunds) throw new PaymentProviderError(payment.failRefunds, 402);
      updateDocument(tx, 'update', ref, simulatedPaymentDocument, {
        status: to,
        [`${to}At` as const]: Date.now(),
      });
    });
  }

  /** A test's fault first; then, as Stripe, an authorisation older than its lifetime is gone and cannot be captured. */
  function refuseCapture(payment: SimulatedPayment): void {
    if (payment.failCaptures) {
      const unknown = payment.captureOutcome === 'unknown';
      throw new PaymentProviderError(payment.failCaptures, unknown ? undefined : 402);
    }
    if (Date.now() - payment.authorizedAt > lifetimeMs)
      throw new PaymentProviderError(
        'This payment was not captured in time: its authorisation expired.',
        400,
      );
  }

  return {
    name: 'simulated',
    async createCustomer({ email }: CreateCustomerInput) {
      return { customerId: `cus_sim_${digest(email.trim().toLowerCase()).slice(0, 14)}` };
    },
    async authorizePayment({ amountPence, cardToken, description, idempotencyKey }: AuthorizeInput) {
      if (cardToken === DECLINED_TOKEN) throw new PaymentProviderError('Your card was declined.', 402);
      if (cardToken === INSUFFICIENT_FUNDS_TOKEN)
        throw new PaymentProviderError('Your card has insufficient funds.', 402);
      if (!SIMULATED_TOKEN.test(cardToken)) throw new PaymentProviderError('Invalid card token.', 400);
      if (!Number.isInteger(amountPence) || amountPence <= 0)
        throw new PaymentProviderError('Invalid amount.', 400);
      const authorizationId = `sim_pi_${digest(idempotencyKey).slice(0, 24)}`;
      const authenticate = cardToken.startsWith(AUTHENTICATION_TOKEN_PREFIX);
      // Already created by an earlier attempt with this key: the same authorisation, as Stripe answers.
      await createOnce(db().doc(`simulatedPayments/${authorizationId}`), simulatedPaymentDocument, {
        amountPence,
        currency: 'gbp',
        card: cardToken.replace(/^tok_sim_/, ''),
        description,
        idempotencyKey,
        status: authenticate ? 'requires_action' : 'authorized',
        authorizedAt: Date.now(),
      });
      // As Stripe's idempotent create, a repeat answers as the first call did: the caller reads the state again.
      return authenticate
        ? { authorizationId, authentication: { clientSecret: simulatedClientSecret(authorizationId) } }
        : { authorizationId };
    },
    async authorizationState(authorizationId: string) {
      const payment = await db().doc(`simulatedPayments/${authorizationId}`).get();
      const status = payment.get('status') as SimulatedPaymentStatus | undefined;
      if (status === 'requires_action') return 'requires_action';
      return status === 'authorized' || status === 'captured' ? 'authorized' : 'failed';
    },
    capturePayment: (step) => move('capture', step),
    releasePayment: (step) => move('release', step),
    refundPayment: (step) => move('refund', step),

    async createPayoutAccount({ email, idempotencyKey }) {
      const accountId = `acct_sim_${digest(idempotencyKey).slice(0, 16)}`;
      const account: SimulatedAccount = {
        email,
        cards: [],
        capabilitiesActive: true,
        verificationPending: false,
      };
      await createOnce(db().doc(`simulatedAccounts/${accountId}`), simulatedAccountDocument, {
        ...account,
        createdAt: Date.now(),
      });
      return { accountId };
    },
    async getPayoutAccount(accountId: string): Promise<PayoutAccount> {
      const account = await readAccount(accountId);
      return {
        accountId,
        cards: account.cards,
        capabilitiesActive: account.capabilitiesActive,
        verificationPending: account.verificationPending,
      };
    },
    async createCardToken({ cardNumber, expMonth, expYear, cvc }: CardDetailsInput) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{12,17}$/.test(digits)) throw new PaymentProviderError('Your card number is incorrect.', 402);
      if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
        throw new PaymentProviderError("Your card's expiration month is invalid.", 402);
      const now = new Date();
      const expired =
        expYear < now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
      if (!Number.isInteger(expYear) || expired || expYear > now.getUTCFullYear() + 50) {
        throw new PaymentProviderError("Your card's expiration year is invalid.", 402);
      }
      if (!/^\d{3,4}$/.test(cvc))
        throw new PaymentProviderError("Your card's security code is invalid.", 402);
      if (digits === DECLINED_CARD) return { tokenId: DECLINED_TOKEN };
      if (digits === INSUFFICIENT_FUNDS_CARD) return { tokenId: INSUFFICIENT_FUNDS_TOKEN };
      if (digits === AUTHENTICATION_CARD)
        return { tokenId: `${AUTHENTICATION_TOKEN_PREFIX}_${expMonth}_${expYear}` };
      return { tokenId: `tok_sim_${brandOf(digits)}_${digits.slice(-4)}_${expMonth}_${expYear}` };
    },
    async attachCard({ accountId, cardToken, idempotencyKey }) {
      if (cardToken === DECLINED_TOKEN) throw new PaymentProviderError('Your card was declined.', 402);
      const token = SIMULATED_TOKEN.exec(cardToken);
      if (!token || !token[3]) throw new PaymentProviderError('Invalid card token.', 400);
      const card: PayoutCard = {
        id: `card_sim_${digest(idempotencyKey).slice(0, 16)}`,
        brand: token[1],
        last4: token[2],
        exp_month: Number(token[3]),
        exp_year: Number(token[4]),
      };
      const ref = db().doc(`simulatedAccounts/${accountId}`);
      await db().runTransaction(async (tx) => {
        const account = await tx.get(ref);
        if (!account.exists) throw new PaymentProviderError(`No such account: ${accountId}`, 404);
        const cards = ((account.get('cards') as PayoutCard[] | undefined) ?? []).filter(
          (item) => item.id !== card.id,
        );
        updateDocument(tx, 'update', ref, simulatedAccountDocument, { cards: [...cards, card] });
      });
      return card;
    },
    async transfer(input: MoneyMovementInput) {
      const transferId = transferIdFor(input.idempotencyKey);
      await moveMoney('transfer', transferId, input);
      return { transferId };
    },
    async findTransfer({ accountId, idempotencyKey }) {
      const transferId = transferIdFor(idempotencyKey);
      const transfer = await db().doc(`simulatedTransfers/${transferId}`).get();
      return transfer.exists && transfer.get('accountId') === accountId ? { transferId } : null;
    },
    async payout(input: MoneyMovementInput) {
      const payoutId = `po_sim_${digest(input.idempotencyKey).slice(0, 20)}`;
      await moveMoney('payout', payoutId, input);
      return { payoutId };
    },
    async reverseTransfer({ transferId, amountPence, idempotencyKey }) {
      const transfer = await db().doc(`simulatedTransfers/${transferId}`).get();
      if (!transfer.exists) throw new PaymentProviderError(`No such transfer: ${transferId}`, 404);
      const reversalId = `trr_sim_${digest(idempotencyKey).slice(0, 20)}`;
      await createOnce(
        db().doc(`simulatedTransferReversals/${reversalId}`),
        simulatedTransferReversalDocument,
        {
          transferId,
          accountId: String(transfer.get('accountId') ?? ''),
          amountPence,
          currency: 'gbp',
          idempotencyKey,
          createdAt: Date.now(),
        },
      );
      return { reversalId };
    },
    async createOnboardingLink({ accountId, returnUrl }) {
      await readAccount(accountId);
      const url = new URL(returnUrl);
      url.searchParams.set('simulatedOnboarding', accountId);
      return { url: url.toString() };
    },
  };

  async function readAccount(accountId: string): Promise<SimulatedAccount> {
    const account = await db().doc(`simulatedAccounts/${accountId}`).get();
    if (!account.exists) throw new PaymentProviderError(`No such account: ${accountId}`, 404);
    return account.data() as SimulatedAccount;
  }

  /**
   * A transfer to, or a payout from, a simulated account: recorded in simulatedTransfers or simulatedPayouts under an
   * id derived from the idempotency key, so a retry finds the first record instead of moving the money again.
   */
  async function moveMoney(
    kind: 'transfer' | 'payout',
    id: string,
    { accountId, amountPence, description, idempotencyKey }: MoneyMovementInput,
  ) {
    if (!Number.isInteger(amountPence) || amountPence <= 0)
      throw new PaymentProviderError('Invalid amount.', 400);
    const account = await readAccount(accountId);
    const failure = kind === 'transfer' ? account.failTransfers : account.failPayouts;
    if (failure) throw new PaymentProviderError(failure, 400);
    if (kind === 'payout' && account.cards.length === 0) {
      throw new PaymentProviderError('This account has no external account to pay out to.', 400);
    }
    const collection = kind === 'transfer' ? 'simulatedTransfers' : 'simulatedPayouts';
    const card = kind === 'payout' ? account.cards[account.cards.length - 1] : null;
    await createOnce(db().doc(`${collection}/${id}`), simulatedMoneyMovementDocument, {
      accountId,
      amountPence,
      currency: 'gbp',
      description,
      idempotencyKey,
      ...(card ? { card: `${card.brand} ${card.last4}` } : {}),
      createdAt: Date.now(),
    });
  }
}

/**
 * The simulated bank's answer to its authentication step (the browser's stand-in for the bank's page): a payment
 * waiting for it becomes held, or failed. Anything else is left as it is, so a repeated answer changes nothing.
 */
export async function answerSimulatedAuthentication(
  db: Firestore,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<boolean> {
  const authorizationId = clientSecret.replace(/_secret_sim$/, '');
  if (
    simulatedClientSecret(authorizationId) !== clientSecret ||
    !/^sim_pi_[0-9a-f]{24}$/.test(authorizationId)
  )
    return false;
  const ref = db.doc(`simulatedPayments/${authorizationId}`);
  return db.runTransaction(async (tx) => {
    const payment = await tx.get(ref);
    if (payment.get('status') !== 'requires_action') return false;
    updateDocument(tx, 'update', ref, simulatedPaymentDocument, {
      status: outcome === 'complete' ? 'authorized' : 'failed',
      authorizedAt: Date.now(),
    });
    return true;
  });
}
