import { createHash } from 'node:crypto';
import { CODE_ID } from './ticketCodes';

// The buyTickets callable's input, checked for type, size and range before anything is read. Prices and package
// names are absent on purpose: they come from the stored event.

export const MAX_TICKETS_PER_PURCHASE = 10;
const MAX_NAME = 100;
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A name is mailed to whatever address the buyer typed: no markup, control characters or links in it. */
const NOT_A_NAME = /[<>\p{Cc}]|:\/\/|www\./iu;
/** Card tokens from Stripe Elements (pm_...) or the simulated form (tok_sim_...). */
const CARD_TOKEN = /^[A-Za-z0-9_]{1,255}$/;

export interface SaleRequest {
  eventId: string;
  packageIndex: number;
  quantity: number;
  name: string;
  /** Trimmed and lower-cased: app users are found by it. */
  email: string;
  cardToken: string | null;
  requestId: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function parseSaleRequest(data: unknown): Parsed<SaleRequest> {
  if (!isRecord(data)) return { ok: false, message: 'The purchase is not valid.' };
  const { eventId, packageIndex, quantity, name, email, cardToken, requestId } = data;
  if (typeof eventId !== 'string' || !CODE_ID.test(eventId))
    return { ok: false, message: 'No Event Details' };
  if (typeof requestId !== 'string' || !CODE_ID.test(requestId))
    return { ok: false, message: 'The request id is not valid.' };
  if (typeof packageIndex !== 'number' || !Number.isInteger(packageIndex) || packageIndex < 0) {
    return { ok: false, message: 'Choose a ticket package.' };
  }
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_TICKETS_PER_PURCHASE
  ) {
    return { ok: false, message: `Quantity must be a whole number from 1 to ${MAX_TICKETS_PER_PURCHASE}.` };
  }
  const trimmedName = typeof name === 'string' ? name.trim() : '';
  if (!trimmedName) return { ok: false, message: 'Name is required.' };
  if (trimmedName.length > MAX_NAME)
    return { ok: false, message: `Name must be at most ${MAX_NAME} characters.` };
  if (NOT_A_NAME.test(trimmedName))
    return { ok: false, message: 'Enter your name without links or the characters < and >.' };
  const trimmedEmail = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!trimmedEmail) return { ok: false, message: 'Email is required.' };
  if (trimmedEmail.length > MAX_EMAIL || !EMAIL.test(trimmedEmail))
    return { ok: false, message: 'Enter a valid email address.' };
  if (
    cardToken !== undefined &&
    cardToken !== null &&
    (typeof cardToken !== 'string' || !CARD_TOKEN.test(cardToken))
  ) {
    return { ok: false, message: 'Invalid card token.' };
  }
  return {
    ok: true,
    value: {
      eventId,
      packageIndex,
      quantity,
      name: trimmedName,
      email: trimmedEmail,
      cardToken: typeof cardToken === 'string' ? cardToken : null,
      requestId,
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** One purchase per (caller, request id): a retried or double-clicked Buy finds the purchase the first one made. */
export const purchaseIdFor = (callerUid: string | null, requestId: string) =>
  `pur-${digest(`${callerUid ?? 'public'}:${requestId}`).slice(0, 20)}`;

/** The n-th seat's ticket id (n from 1): 20 upper-case hex characters, so the 7 the table shows tell tickets apart. */
export const ticketIdFor = (purchaseId: string, n: number) =>
  digest(`${purchaseId}:${n}`).slice(0, 20).toUpperCase();

/** An app user's id for an e-mail nobody uses yet; the same e-mail always gets the same id. */
export const appUserIdFor = (email: string) => `app-${digest(email).slice(0, 20)}`;
