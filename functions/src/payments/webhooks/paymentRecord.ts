import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { BOOKING_PAYMENTS, fieldOf, TICKET_PURCHASES, type HeldPaymentSource } from '../capturePlan';

// The card payment a Stripe event is about, found by its PaymentIntent id: a ticket sale's
// (ticketPurchases/{id}.payment.authorizationId) or a booking's (bookingPayments/{eventId}.authorizationId).

export interface PaymentRecord {
  source: HeldPaymentSource;
  snapshot: DocumentSnapshot;
}

/** The PaymentIntent id an event's object names: a string, or an expanded object with an id; null otherwise. */
export function paymentIntentIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id ? id : null;
}

/** Reads, in the transaction, the one record paid by `paymentIntentId`, or null when none was (not this platform's). */
export async function findPaymentRecord(
  db: Firestore,
  tx: Transaction,
  paymentIntentId: string,
): Promise<PaymentRecord | null> {
  for (const source of [TICKET_PURCHASES, BOOKING_PAYMENTS]) {
    const found = await tx.get(
      db
        .collection(source.collection)
        .where(fieldOf(source, 'authorizationId'), '==', paymentIntentId)
        .limit(1),
    );
    if (!found.empty) return { source, snapshot: found.docs[0] };
  }
  return null;
}

/** What a payment paid for: a sale's tickets, or a booking's orders (the documents a lapse or refund marks unpaid). */
export function paidForOf(source: HeldPaymentSource, data: Record<string, unknown>) {
  const ids = (source.kind === 'booking' ? data.orderIds : data.ticketIds) ?? [];
  return {
    collection: source.kind === 'booking' ? ('orders' as const) : ('tickets' as const),
    ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && id !== '') : [],
  };
}

/** The event a payment belongs to: the booking payment's own id, or the sale's eventId. */
export const eventIdOf = (record: PaymentRecord) =>
  record.source.kind === 'booking' ? record.snapshot.id : String(record.snapshot.get('eventId') ?? '');
