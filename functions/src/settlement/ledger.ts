// ledger/{entryId}: every change of an account's balance (and the bookings paid in cash, recorded but not credited).
// Entry ids are deterministic, so writing an entry twice is impossible: settlement and withdrawals create() them in
// the transaction that moves the balance, and a retry finds the entry the first attempt made.

export type LedgerKind = 'booking' | 'tickets' | 'cashCollected' | 'withdrawal' | 'withdrawalReturned';

/** One row of the payment details page: a booked slot or a ticket package. */
export interface LedgerLine {
  name: string;
  quantity: number;
  grossPence: number;
  platformPence: number;
  taxPence: number;
  transferPence: number;
}

export interface LedgerEntry {
  id: string;
  payeeId: string;
  kind: LedgerKind;
  eventId: string | null;
  eventTitle: string;
  eventDate: number | null;
  quantity: number;
  grossPence: number;
  platformPence: number;
  taxPence: number;
  /** The signed change of the payee's balance; 0 when not credited. */
  amountPence: number;
  credited: boolean;
  lines: LedgerLine[];
  withdrawalId: string | null;
  createdAt: number;
}

export const eventEntryId = (
  eventId: string,
  payeeId: string,
  kind: 'booking' | 'tickets' | 'cashCollected',
) => `${eventId}_${payeeId}_${kind}`;
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
