import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';

/**
 * A write to a ticket, stamped with the server's commit time in `updatedAt`. Every writer of tickets uses it (the
 * sale, check-in, the refund job, a lapsed or refunded payment, a dispute; the rules ask the same of the owner's
 * feedback note), so the door list can send a phone only the tickets changed since its last list (ticketDoorList).
 * The commit time, not the clock at the start of the transaction: a query that read at time T never misses a ticket
 * stamped after T.
 */
export const ticketChange = <T extends Record<string, unknown>>(fields: T) => ({
  ...fields,
  updatedAt: FieldValue.serverTimestamp(),
});

/** A document a payment paid for changed: a ticket gets its stamp, a booking's order stays as it is. */
export const paidForChange = <T extends Record<string, unknown>>(ref: DocumentReference, fields: T) =>
  ref.parent.id === 'tickets' ? ticketChange(fields) : fields;
