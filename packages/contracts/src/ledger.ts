// The kinds of ledger entry: every change of an account's balance, and the bookings paid in cash (recorded, not
// credited). The functions write them; the payment pages read them.

import type { LedgerDocument, LedgerLineDocument } from './documents/ledger';

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
export type LedgerLine = LedgerLineDocument;

/** An entry with its id, stored as documents/ledger.ts has it. */
export type LedgerEntry = { id: string } & LedgerDocument;
