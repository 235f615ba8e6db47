import type { Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { webhookEventDocument } from '@gigvenue/contracts';
import { writeDocument } from '../../shared/documents';
import type { PaymentProvider } from '../providers/provider';
import { onAccountUpdated } from './accountUpdated';
import { onDispute } from './dispute';
import { onHoldCancelled } from './holdCancelled';
import { onOutsideRefund } from './outsideRefund';
import { onPayout, reverseFailedPayout } from './payout';
import { unchanged, type WebhookHandler } from './step';

// The events the endpoint acts on (docs/how-it-works.md lists them for the Stripe dashboard), each with its handler. Every
// event is recorded once, as webhookEvents/{eventId}, in the transaction that makes its effect: a replay, or Stripe
// delivering the same event twice, finds the record and changes nothing.

export const HANDLERS: Readonly<Record<string, WebhookHandler>> = {
  'payment_intent.canceled': onHoldCancelled,
  'charge.refunded': onOutsideRefund,
  'charge.dispute.created': onDispute,
  'charge.dispute.closed': onDispute,
  'payout.paid': onPayout,
  'payout.failed': onPayout,
  'account.updated': onAccountUpdated,
};

export const SUBSCRIBED_EVENTS = Object.keys(HANDLERS);

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an event's record is kept (webhookEvents/{id}.expiresAt), well past Stripe's retries. */
const RECORD_DAYS = 30;

/**
 * The event Stripe signed, or null when the signature (Stripe-Signature: t=...,v1=...) does not match the raw body
 * under the endpoint's secret, or is too old (Stripe's 5-minute tolerance): such a request changes nothing.
 */
export function verifiedEvent(
  rawBody: Buffer | string | undefined,
  signature: string | string[] | undefined,
  secret: string,
): Stripe.Event | null {
  if (!rawBody || !secret || typeof signature !== 'string' || !signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

export interface HandledEvent {
  outcome: string;
  /** True when the event was recorded before: nothing was done this time. */
  replayed: boolean;
}

/** Applies one verified event and records it, once. A provider step (a payout's reversal) runs first, under its key. */
export async function handleStripeEvent(
  db: Firestore,
  provider: PaymentProvider,
  event: Stripe.Event,
): Promise<HandledEvent> {
  const eventRef = db.doc(`webhookEvents/${event.id}`);
  if ((await eventRef.get()).exists) return { outcome: 'replayed', replayed: true };
  await reverseFailedPayout(db, provider, event);
  const at = event.created * 1000;
  const handler = HANDLERS[event.type];
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return { outcome: 'replayed', replayed: true };
    const step = handler ? await handler({ db, tx, event, at }) : unchanged('not-handled');
    step.write();
    writeDocument(tx, 'create', eventRef, webhookEventDocument, {
      type: event.type,
      account: event.account ?? null,
      objectId: String((event.data.object as { id?: unknown }).id ?? ''),
      outcome: step.outcome,
      created: at,
      receivedAt: Date.now(),
      // Stripe re-sends an event for 3 days at most; a TTL policy on expiresAt drops the record long after that
      // (and a handler given the same event again would change nothing anyway: each is monotone).
      expiresAt: new Date(Date.now() + RECORD_DAYS * DAY_MS),
    });
    return { outcome: step.outcome, replayed: false };
  });
}
