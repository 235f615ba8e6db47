import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { firestore } from '../../admin';
import { PaymentProviderError } from './errors';
import type { AuthorizeInput, CreateCustomerInput, PaymentProvider, PaymentStep } from './provider';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token the browser's simulated card form makes for the decline test card (4000 0000 0000 0002). */
export const DECLINED_TOKEN = 'tok_sim_declined';
const SIMULATED_TOKEN = /^tok_sim_[a-z]+_\d{4}$/;

export type SimulatedPaymentStatus = 'authorized' | 'captured' | 'released' | 'refunded';

/** Which status each step moves from, and to. A step already taken is a no-op, so retries are safe. */
const STEPS: Record<'capture' | 'release' | 'refund', { from: SimulatedPaymentStatus; to: SimulatedPaymentStatus }> = {
  capture: { from: 'authorized', to: 'captured' },
  release: { from: 'authorized', to: 'released' },
  refund: { from: 'captured', to: 'refunded' },
};

/**
 * Offline stand-in: no network. Customers are derived from the e-mail; card payments are records in
 * simulatedPayments/{authorizationId} (functions-only), so the pages, the seed and the tests can see exactly what
 * was held, taken, released and refunded. Authorisation ids derive from the idempotency key, as Stripe's
 * idempotency makes a retried create return the first result.
 */
export function createSimulatedProvider(db: () => Firestore = firestore): PaymentProvider {
  async function move(step: keyof typeof STEPS, { authorizationId }: PaymentStep): Promise<void> {
    const ref = db().doc(`simulatedPayments/${authorizationId}`);
    const { from, to } = STEPS[step];
    await db().runTransaction(async (tx) => {
      const payment = await tx.get(ref);
      if (!payment.exists) throw new PaymentProviderError(`No such payment: ${authorizationId}`, 404);
      const status = payment.get('status') as SimulatedPaymentStatus;
      if (status === to) return;
      if (status !== from) throw new PaymentProviderError(`This payment is ${status} and cannot be ${to}.`, 400);
      tx.update(ref, { status: to, [`${to}At`]: Date.now() });
    });
  }

  return {
    name: 'simulated',
    async createCustomer({ email }: CreateCustomerInput) {
      return { customerId: `cus_sim_${digest(email.trim().toLowerCase()).slice(0, 14)}` };
    },
    async authorizePayment({ amountPence, cardToken, description, idempotencyKey }: AuthorizeInput) {
      if (cardToken === DECLINED_TOKEN) throw new PaymentProviderError('Your card was declined.', 402);
      if (!SIMULATED_TOKEN.test(cardToken)) throw new PaymentProviderError('Invalid card token.', 400);
      if (!Number.isInteger(amountPence) || amountPence <= 0) throw new PaymentProviderError('Invalid amount.', 400);
      const authorizationId = `sim_pi_${digest(idempotencyKey).slice(0, 24)}`;
      const ref = db().doc(`simulatedPayments/${authorizationId}`);
      try {
        await ref.create({
          amountPence,
          currency: 'gbp',
          card: cardToken.replace(/^tok_sim_/, ''),
          description,
          idempotencyKey,
          status: 'authorized',
          authorizedAt: Date.now(),
        });
      } catch (error) {
        // Already created by an earlier attempt with this key: the same authorisation, as Stripe answers.
        if ((error as { code?: unknown }).code !== 6) throw error;
      }
      return { authorizationId };
    },
    capturePayment: (step) => move('capture', step),
    releasePayment: (step) => move('release', step),
    refundPayment: (step) => move('refund', step),
  };
}
