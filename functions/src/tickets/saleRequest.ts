import { createHash } from 'node:crypto';
import type { buyTickets, CheckedRequestOf } from '@gigvenue/contracts';

/**
 * The buyTickets request once its contract checked it (packages/contracts/src/callables/buyTickets.ts): name trimmed,
 * e-mail trimmed and lower-cased, sizes and formats in range. Prices and package names are absent on purpose: they
 * come from the stored event.
 */
export type SaleRequest = CheckedRequestOf<typeof buyTickets>;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** One purchase per (caller, request id): a retried or double-clicked Buy finds the purchase the first one made. */
export const purchaseIdFor = (callerUid: string | null, requestId: string) =>
  `pur-${digest(`${callerUid ?? 'public'}:${requestId}`).slice(0, 20)}`;

/** The n-th seat's ticket id (n from 1): 20 upper-case hex characters, so the 7 the table shows tell tickets apart. */
export const ticketIdFor = (purchaseId: string, n: number) =>
  digest(`${purchaseId}:${n}`).slice(0, 20).toUpperCase();

/** An app user's id for an e-mail nobody uses yet; the same e-mail always gets the same id. */
export const appUserIdFor = (email: string) => `app-${digest(email).slice(0, 20)}`;
