import type { checkInTicket, CheckedRequestOf, ResponseOf, TicketDocument } from '@gigvenue/contracts';
import { refusal, type Refusal } from '../shared/refusals';
import type { TicketCode } from './ticketCodes';

// The decision a check-in makes from what its transaction read. Pure, so every answer is tested without emulators;
// checkIn.ts only reads, calls these, and writes. The request's own checks are the contract's
// (packages/contracts/src/callables/checkInTicket.ts).

export const CHECKED_IN = 'Checked In Successfully !...';
export const ALREADY_CHECKED_IN = 'Already Checked In !...';

/** What checking a ticket in writes on it. */
type CheckInWrite = Pick<TicketDocument, 'isCheckedIn' | 'checkedInAt' | 'checkedInBy' | 'checkInRequestId'>;

/** The checkInTicket request once checked: a scanned code (null when typed) or a typed ticket id (null when scanned). */
export type CheckInRequest = CheckedRequestOf<typeof checkInTicket>;

export type CheckInResult = ResponseOf<typeof checkInTicket>;

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
): { refused: Refusal } | { result: CheckInResult; write: CheckInWrite | null } {
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
  // The card holder disputes the payment at their bank (Stripe's webhook, payments/webhooks/dispute.ts): no entry
  // while it is open, nor once it is lost; a won dispute clears the flag.
  if (data.disputed === true) return { refused: refusal('failed-precondition', 'ticketDisputed') };
  return {
    result: { result: 'checkedIn', message: CHECKED_IN, ticket: summary, checkedInAt: now, checkedInBy: uid },
    write: { isCheckedIn: true, checkedInAt: now, checkedInBy: uid, checkInRequestId: request.requestId },
  };
}
