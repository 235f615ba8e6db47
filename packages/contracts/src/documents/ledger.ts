import * as z from 'zod/mini';
import { LEDGER_KINDS } from '../ledger';

// ledger/{entryId} and withdrawals/{id} as the functions write them (the id is the document's): the Cloud Functions create every entry
// through this schema, so a misnamed field or a fractional penny throws before anything is stored.

const pence = z.int();

export const ledgerLineDocument = z.strictObject({
  name: z.string(),
  quantity: z.int(),
  grossPence: pence,
  platformPence: pence,
  taxPence: pence,
  transferPence: pence,
});

export const ledgerDocument = z.strictObject({
  payeeId: z.string().check(z.minLength(1)),
  kind: z.enum(LEDGER_KINDS),
  eventId: z.nullable(z.string()),
  eventTitle: z.string(),
  eventDate: z.nullable(z.number()),
  quantity: z.int(),
  grossPence: pence,
  platformPence: pence,
  taxPence: pence,
  /** The signed change of the payee's balance; 0 when not credited. */
  amountPence: pence,
  credited: z.boolean(),
  lines: z.array(ledgerLineDocument),
  withdrawalId: z.nullable(z.string()),
  createdAt: z.number(),
});

export type LedgerLineDocument = z.output<typeof ledgerLineDocument>;
export type LedgerDocument = z.output<typeof ledgerDocument>;

/** A withdrawal's life (functions/src/payouts/withdrawal.ts): reserved, then transferred and paid, or failed. */
export const WITHDRAWAL_STATUSES = [
  'reserved',
  'unknown',
  'transferred',
  'paid',
  'failed',
  'payoutFailed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** withdrawals/{id} as the functions create it (its id is the document's); later moves update its status. */
export const withdrawalDocument = z.strictObject({
  uid: z.string().check(z.minLength(1)),
  accountId: z.string(),
  amountPence: z.int().check(z.positive()),
  status: z.enum(WITHDRAWAL_STATUSES),
  transferId: z.nullable(z.string()),
  payoutId: z.nullable(z.string()),
  createdAt: z.number(),
  settledAt: z.nullable(z.number()),
  error: z.nullable(z.string()),
  /** What the provider's webhook last reported of the payout, and when it was paid. */
  payoutStatus: z.optional(z.enum(['paid', 'failed'])),
  paidAt: z.optional(z.number()),
});

export type WithdrawalDocument = z.output<typeof withdrawalDocument>;
