import {
  bookingPaymentDocument,
  LEGACY_OWED_STATUSES,
  nextPaymentStatus,
  owedBack,
  type PaymentChange,
  PaymentStatus,
} from '@gigvenue/contracts';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PaymentProvider } from './providers/provider';
import { updateDocument } from '../shared/documents';

// A booking payment whose booking is gone (cancelled before the cut-off, or deleted) is 'refund-due' or 'release-due'
// from the commit that removed the booking until the provider confirms the refund or the release. Whoever gets there
// first settles it (deleteEvent right after its commit, the refund job, a capture that raced the deletion, the hourly
// sweep) under one idempotency key per payment, so the payer gets their money back exactly once.

/** The idempotency keys of a booking payment's refund and release: the same whichever path settles it. */
export const bookingRefundKeyOf = (eventId: string) => `refund-${eventId}`;
export const bookingReleaseKeyOf = (authorizationId: string) => `release-${authorizationId}`;

/** Moves a booking payment by `change` in the transaction when the state machine allows it; whether it moved. */
export function applyPaymentChange(
  tx: Transaction,
  ref: DocumentReference,
  stored: unknown,
  change: PaymentChange,
): boolean {
  const next = nextPaymentStatus(stored, change);
  if (next === null || next === stored) return false;
  updateDocument(
    tx,
    'update',
    ref,
    bookingPaymentDocument,
    { status: next },
    { [`${change}At`]: FieldValue.serverTimestamp() },
  );
  return true;
}

export type OwedOutcome = 'refunded' | 'released' | 'not-owed';

/**
 * Returns a booking payment's money when its status says it is owed back, then records it compare-and-set. A provider
 * error leaves the status owed (and is thrown) for the next attempt; the same key makes a repeat harmless.
 */
export async function settleOwedBookingPayment(
  db: Firestore,
  provider: PaymentProvider,
  eventId: string,
): Promise<OwedOutcome> {
  const ref = db.doc(`bookingPayments/${eventId}`);
  const payment = await ref.get();
  const owed = owedBack(payment.get('status'));
  const authorizationId = payment.get('authorizationId');
  if (!owed || typeof authorizationId !== 'string' || !authorizationId) return 'not-owed';
  if (owed === 'refund')
    await provider.refundPayment({ authorizationId, idempotencyKey: bookingRefundKeyOf(eventId) });
  else
    await provider.releasePayment({ authorizationId, idempotencyKey: bookingReleaseKeyOf(authorizationId) });
  const moved = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    return applyPaymentChange(tx, ref, current.get('status'), owed);
  });
  if (!moved) return 'not-owed';
  return owed === 'refund' ? 'refunded' : 'released';
}

/** Booking payments left owed back, the legacy suffixed statuses included: what the sweep settles. */
export async function owedBookingPayments(db: Firestore, limit: number): Promise<string[]> {
  const owed = await db
    .collection('bookingPayments')
    .where('status', 'in', [PaymentStatus.RefundDue, PaymentStatus.ReleaseDue, ...LEGACY_OWED_STATUSES])
    .limit(limit)
    .get();
  return owed.docs.map((doc) => doc.id);
}
