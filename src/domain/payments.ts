import type {
  attachPayoutCard,
  getPayoutAccount,
  LedgerEntry,
  ResponseOf,
  withdrawBalance,
} from '@gigvenue/contracts';
import type { EventStatus } from './entities';

// The Payments pages' rules (spec section 4) and the shapes of what the money functions write.

// The ledger's entries, and the payout callables' answers, are the functions' contract.
export type { LedgerEntry, LedgerKind, LedgerLine } from '@gigvenue/contracts';

/** A debit card attached to the payout account (spec: Bank card). */
export type PayoutCard = ResponseOf<typeof attachPayoutCard>['card'];

export type PayoutAccountView = ResponseOf<typeof getPayoutAccount>;

export type WithdrawOutcome = ResponseOf<typeof withdrawBalance>;

export type TransferBadge = 'pending' | 'transferred' | 'failed';
export type Clearance = 'success' | 'failed' | 'pending';

type Settleable = { status: EventStatus | string; isPaymentCleared: boolean };

/** Spec: Pending when not cleared and active; Transfered when cleared and completed; otherwise Failed. */
export function transferBadge({ status, isPaymentCleared }: Settleable): TransferBadge {
  if (!isPaymentCleared && status === 'active') return 'pending';
  if (isPaymentCleared && status === 'completed') return 'transferred';
  return 'failed';
}

/** Spec: Success when cleared and completed; Failed when not cleared and completed; otherwise Pending. */
export function clearanceStatus({ status, isPaymentCleared }: Settleable): Clearance {
  if (status === 'completed') return isPaymentCleared ? 'success' : 'failed';
  return 'pending';
}

/** One row of the Payments events table: an event the account owns, or one it was booked for. */
export interface PaymentEventRow {
  id: string;
  title: string;
  date: number;
  status: EventStatus;
  isPaymentCleared: boolean;
  /** Tickets sold, for the account's own events; null for an event it was booked for. */
  soldTickets: number | null;
  /** Ticket revenue of an own event, or the account's booked slot prices of another's. */
  revenuePence: number;
}

/** Own events and booked-for events in one list, newest first; an event in both counts as the account's own. */
export function mergePaymentEvents(
  own: readonly PaymentEventRow[],
  booked: readonly PaymentEventRow[],
): PaymentEventRow[] {
  const ownIds = new Set(own.map((row) => row.id));
  return [...own, ...booked.filter((row) => !ownIds.has(row.id))].sort(
    (a, b) => b.date - a.date || a.id.localeCompare(b.id),
  );
}

export interface LineTotals {
  quantity: number;
  grossPence: number;
  feesPence: number;
  transferPence: number;
}

/** The details table's totals row: every line of the account's entries for the event. */
export function lineTotals(entries: readonly LedgerEntry[]): LineTotals {
  const lines = entries.flatMap((entry) => entry.lines);
  return {
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    grossPence: lines.reduce((sum, line) => sum + line.grossPence, 0),
    feesPence: lines.reduce((sum, line) => sum + line.platformPence + line.taxPence, 0),
    transferPence: lines.reduce((sum, line) => sum + line.transferPence, 0),
  };
}

/** A card's expiry as the card list shows it: '04/2031'. */
export const cardExpiry = (card: Pick<PayoutCard, 'exp_month' | 'exp_year'>) =>
  `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
