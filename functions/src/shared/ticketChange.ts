import { orderDocument, ticketDocument, type TicketDocument } from '@gigvenue/contracts';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { updateDocument } from './documents';

/**
 * The stamp of a write to a ticket: the server's commit time in `updatedAt`. Every writer of tickets passes it (the
 * sale, check-in, the refund job, a lapsed or refunded payment, a dispute; the rules ask the same of the owner's
 * feedback note), so the door list can send a phone only the tickets changed since its last list (ticketDoorList).
 * The commit time, not the clock at the start of the transaction: a query that read at time T never misses a ticket
 * stamped after T.
 */
export const ticketChange = () => ({ updatedAt: FieldValue.serverTimestamp() });

/** What a payment's fate changes on what it paid for (refunded: tickets only). */
export type PaidForChange = Partial<Pick<TicketDocument, 'isPaid' | 'disputed' | 'refunded'>>;

/** Updates a document a payment paid for: a ticket, with its stamp, or a booking's order. */
export function updatePaidFor(tx: Transaction, ref: DocumentReference, fields: PaidForChange): void {
  if (ref.parent.id === 'tickets') updateDocument(tx, 'update', ref, ticketDocument, fields, ticketChange());
  else updateDocument(tx, 'update', ref, orderDocument, fields);
}
