import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

// One Stripe event's effect, in the transaction that also records the event (webhookEvents/{eventId}): a handler
// reads everything it decides on, then returns its outcome and the writes, which run after every read.

export interface WebhookStep {
  /** What the event came to, stored on webhookEvents/{eventId} and logged ('lapsed', 'unchanged', ...). */
  outcome: string;
  write: () => void;
}

export interface WebhookInput {
  db: Firestore;
  tx: Transaction;
  event: Stripe.Event;
  /** The event's own time (ms): what a handler stores, so a replay writes the same values. */
  at: number;
}

export type WebhookHandler = (input: WebhookInput) => Promise<WebhookStep>;

/** A step that writes nothing. */
export const unchanged = (outcome = 'unchanged'): WebhookStep => ({ outcome, write: () => {} });
