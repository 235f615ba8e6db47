// The kinds of ledger entry: every change of an account's balance, and the bookings paid in cash (recorded, not
// credited). The functions write them; the payment pages read them.

export const LEDGER_KINDS = [
  'booking',
  'tickets',
  'cashCollected',
  'withdrawal',
  'withdrawalReturned',
  // Stripe's webhooks (functions/src/payments/webhooks): money taken back from a payee after settlement credited it,
  // and a payout the bank returned.
  'refundAfterSettlement',
  'disputeLost',
  'payoutFailed',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds an event's settlement writes, one entry per payee and kind. */
export type EventLedgerKind = Extract<LedgerKind, 'booking' | 'tickets' | 'cashCollected'>;

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
