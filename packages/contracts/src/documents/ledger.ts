import * as z from 'zod/mini';
import { LEDGER_KINDS } from '../ledger';

// ledger/{entryId} as the functions write it (the id is the document's): the Cloud Functions create every entry
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
