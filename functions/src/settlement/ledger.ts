import type { EventLedgerKind, LedgerEntry } from '@gigvenue/contracts';

// ledger/{entryId}: every change of an account's balance (and the bookings paid in cash, recorded but not credited).
// Entry ids are deterministic, so writing an entry twice is impossible: settlement and withdrawals create() them in
// the transaction that moves the balance, and a retry finds the entry the first attempt made.

export type { EventLedgerKind, LedgerEntry, LedgerKind, LedgerLine } from '@gigvenue/contracts';

export const eventEntryId = (eventId: string, payeeId: string, kind: EventLedgerKind) =>
  `${eventId}_${payeeId}_${kind}`;
export const withdrawalEntryId = (withdrawalId: string) => `${withdrawalId}_withdrawal`;
export const returnedEntryId = (withdrawalId: string) => `${withdrawalId}_returned`;

/** The movement of a withdrawal: the whole balance leaves (reserved) or comes back (the provider failed). */
export function withdrawalEntry(
  kind: 'withdrawal' | 'withdrawalReturned',
  payeeId: string,
  withdrawalId: string,
  pence: number,
  now: number,
): LedgerEntry {
  return {
    id: kind === 'withdrawal' ? withdrawalEntryId(withdrawalId) : returnedEntryId(withdrawalId),
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
