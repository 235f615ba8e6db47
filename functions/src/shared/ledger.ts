import type { Firestore } from 'firebase-admin/firestore';
import { ledgerDocument, type EventLedgerKind, type LedgerEntry, type LedgerKind } from '@gigvenue/contracts';
import { writeDocument, type DocumentWriter } from './documents';

// ledger/{entryId}: every change of an account's balance (and the bookings paid in cash, recorded but not credited).
// Entry ids are deterministic, so writing an entry twice is impossible: settlement and withdrawals create() them in
// the transaction that moves the balance, and a retry finds the entry the first attempt made.

export type { EventLedgerKind, LedgerEntry, LedgerKind, LedgerLine } from '@gigvenue/contracts';

/** Creates ledger/{entry.id} through the typed writer; a second create of the same id fails the transaction. */
export function createLedgerEntry(
  writer: DocumentWriter,
  db: Firestore,
  { id, ...stored }: LedgerEntry,
): void {
  writeDocument(writer, 'create', db.doc(`ledger/${id}`), ledgerDocument, stored);
}

export const eventEntryId = (eventId: string, payeeId: string, kind: EventLedgerKind) =>
  `${eventId}_${payeeId}_${kind}`;
export const withdrawalEntryId = (withdrawalId: string) => `${withdrawalId}_withdrawal`;
export const returnedEntryId = (withdrawalId: string) => `${withdrawalId}_returned`;
/** A payout the bank returned after it was paid out (Stripe's payout.failed): its amount comes back, once. */
export const payoutFailedEntryId = (withdrawalId: string) => `${withdrawalId}_payoutFailed`;

const withdrawalEntryIds = {
  withdrawal: withdrawalEntryId,
  withdrawalReturned: returnedEntryId,
  payoutFailed: payoutFailedEntryId,
};

/** Money taken back from a payee after settlement credited it: a refund made outside the app, or a lost dispute. */
export type TakeBackKind = Extract<LedgerKind, 'refundAfterSettlement' | 'disputeLost'>;

/**
 * ledger/{recordId}_{payeeId}_{kind}: one per payment record (ticketPurchases/{id}, or bookingPayments/{eventId}),
 * payee and kind, so a webhook delivered twice takes nothing twice.
 */
export const takeBackEntryId = (recordId: string, payeeId: string, kind: TakeBackKind) =>
  `${recordId}_${payeeId}_${kind}`;

/** The debit of a take-back: `pence` leaves the payee's balance, described as the settlement entry it undoes. */
export function takeBackEntry(input: {
  kind: TakeBackKind;
  recordId: string;
  credited: Pick<LedgerEntry, 'payeeId' | 'eventId' | 'eventTitle' | 'eventDate'>;
  quantity: number;
  pence: number;
  now: number;
}): LedgerEntry {
  const { kind, recordId, credited, quantity, pence, now } = input;
  return {
    id: takeBackEntryId(recordId, credited.payeeId, kind),
    payeeId: credited.payeeId,
    kind,
    eventId: credited.eventId,
    eventTitle: credited.eventTitle,
    eventDate: credited.eventDate,
    quantity,
    grossPence: pence,
    platformPence: 0,
    taxPence: 0,
    amountPence: -pence,
    credited: true,
    lines: [],
    withdrawalId: null,
    createdAt: now,
  };
}

/**
 * The movement of a withdrawal: the whole balance leaves (reserved), or comes back (the provider declined the
 * transfer, or the bank returned the payout).
 */
export function withdrawalEntry(
  kind: 'withdrawal' | 'withdrawalReturned' | 'payoutFailed',
  payeeId: string,
  withdrawalId: string,
  pence: number,
  now: number,
): LedgerEntry {
  return {
    id: withdrawalEntryIds[kind](withdrawalId),
    payeeId,
    kind,
    eventId: null,
    eventTitle: '',
    eventDate: null,
    quantity: 0,
    grossPence: pence,
    platformPence: 0,
    taxPence: 0,
    amountPence: kind === 'withdrawal' ? -pence : pence,
    credited: true,
    lines: [],
    withdrawalId,
    createdAt: now,
  };
}
