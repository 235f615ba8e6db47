import { refusal, type Refusal } from '../shared/refusals';
import { CODE_ID, type TicketCode } from './ticketCodes';

// The checkInTicket callable's input and the decision a check-in makes from what its transaction read. Pure, so
// every answer is tested without emulators; checkIn.ts only reads, calls these, and writes.

export const CHECKED_IN = 'Checked In Successfully !...';
export const ALREADY_CHECKED_IN = 'Already Checked In !...';

export interface CheckInRequest {
  eventId: string;
  /** A scanned QR text, verified before anything is read; null when staff typed the ticket id. */
  code: string | null;
  ticketId: string | null;
  requestId: string;
  offline: boolean;
}

export type CheckInResultKind = 'checkedIn' | 'alreadyCheckedIn';

export interface CheckInResult {
  result: CheckInResultKind;
  message: string;
  ticket: { ticketId: string; userName: string; ticketType: string };
  checkedInAt: number;
  checkedInBy: string;
}

export function parseCheckInRequest(
  data: unknown,
): { ok: true; value: CheckInRequest } | { ok: false; refusal: Refusal } {
  const input = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const { eventId, code, ticketId, requestId, offline } = input;
  if (typeof eventId !== 'string' || !CODE_ID.test(eventId))
    return { ok: false, refusal: refusal('not-found', 'noEventDetails') };
  if (typeof requestId !== 'string' || !CODE_ID.test(requestId)) {
    return { ok: false, refusal: refusal('invalid-argument', 'requestIdInvalid') };
  }
  const hasCode = typeof code === 'string' && code.trim() !== '';
  const typed = typeof ticketId === 'string' ? ticketId.trim() : '';
  if (hasCode === (typed !== ''))
    return {
      ok: false,
      refusal: refusal('invalid-argument', 'scanOrTypeTicket'),
    };
  if (!hasCode && !CODE_ID.test(typed)) return { ok: false, refusal: refusal('not-found', 'ticketNotFound') };
  // Sold tickets' ids are upper-case hex; staff reading one off a damaged code may type it in lower case.
  const typedId = /^[0-9a-f]{20}$/i.test(typed) ? typed.toUpperCase() : typed;
  return {
    ok: true,
    value: {
      eventId,
      code: hasCode ? (code as string).trim() : null,
      ticketId: hasCode ? null : typedId,
      requestId,
      offline: offline === true,
    },
  };
}

/** Which ticket a request names, once its code (if any) has been verified: refused when forged or foreign. */
export function ticketNamed(
  request: CheckInRequest,
  verified: TicketCode | null,
): { ticketId: string } | { refused: Refusal } {
  if (request.code === null) return { ticketId: request.ticketId as string };
  if (!verified) return { refused: refusal('invalid-argument', 'invalidTicketCode') };
  if (verified.eventId !== request.eventId)
    return { refused: refusal('failed-precondition', 'ticketOfOtherEvent') };
  return { ticketId: verified.ticketId };
}

export interface StoredTicket {
  exists: boolean;
  data: Record<string, unknown>;
}

/**
 * The check-in of a ticket as the transaction read it: 'checkedIn' sets isCheckedIn (once), a ticket already in is
 * 'alreadyCheckedIn', except for the request that checked it in, which gets its own success again (a retried sync).
 */
export function decideCheckIn(
  request: CheckInRequest,
  ticketId: string,
  ticket: StoredTicket,
  uid: string,
  now: number,
): { refused: Refusal } | { result: CheckInResult; write: Record<string, unknown> | null } {
  if (!ticket.exists) return { refused: refusal('not-found', 'ticketNotFound') };
  const { data } = ticket;
  if (data.eventId !== request.eventId)
    return { refused: refusal('failed-precondition', 'ticketOfOtherEvent') };
  const summary = {
    ticketId,
    userName: String(data.userName ?? ''),
    ticketType: String(data.ticketType ?? ''),
  };
  if (data.isCheckedIn === true) {
    const again = data.checkInRequestId === request.requestId;
    return {
      result: {
        result: again ? 'checkedIn' : 'alreadyCheckedIn',
        message: again ? CHECKED_IN : ALREADY_CHECKED_IN,
        ticket: summary,
        checkedInAt: typeof data.checkedInAt === 'number' ? data.checkedInAt : 0,
        checkedInBy: typeof data.checkedInBy === 'string' ? data.checkedInBy : '',
      },
      write: null,
    };
  }
  // A card payment whose authorisation lapsed uncaptured (captureRetry) leaves the ticket unpaid: no entry for it.
  if (data.isPaid === false) return { refused: refusal('failed-precondition', 'ticketUnpaid') };
  return {
    result: { result: 'checkedIn', message: CHECKED_IN, ticket: summary, checkedInAt: now, checkedInBy: uid },
    write: { isCheckedIn: true, checkedInAt: now, checkedInBy: uid, checkInRequestId: request.requestId },
  };
}
