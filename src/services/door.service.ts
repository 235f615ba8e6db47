import {
  checkInTicket as checkInTicketContract,
  ticketDoorList as ticketDoorListContract,
  type RequestOf,
  type ResponseOf,
} from '@gigvenue/contracts';
import { isUnreachable } from '@/lib/firebase/errors';
import type { DoorListUpdate } from '@/domain/doorCheck';
import { callContract } from './callContract';

// The door's two callables (functions/src/tickets), called through their contracts: ticketDoorList, the event's
// ticket ids and check-ins with the public key that verifies codes offline (whole once, then what changed), and
// checkInTicket, the one transaction that sets isCheckedIn once.

/**
 * A scanned QR text (`code`) or a ticket id typed for a damaged code (`ticketId`), one of the two; the same
 * `requestId` for every try of one scan, so a retried or synced scan is never counted twice; `offline` when the
 * scan was accepted offline and is being synced.
 */
export type CheckInRequest = RequestOf<typeof checkInTicketContract>;

export type CheckInAnswer = ResponseOf<typeof checkInTicketContract>;

/** The server's answer, or `unreachable` when the request never got one (no network, or too slow to wait for). */
export type CheckInReply = { kind: 'answered'; answer: CheckInAnswer } | { kind: 'unreachable' };

// A person at the door waits for each scan; past this the scan is decided on the phone and queued instead.
const CHECK_IN_TIMEOUT_MS = 8_000;

/** Checks a ticket in; a refusal is thrown with its reason code (errors.ts refusalOf). */
async function checkIn(request: CheckInRequest): Promise<CheckInReply> {
  try {
    const answer = await callContract(checkInTicketContract, request, { timeout: CHECK_IN_TIMEOUT_MS });
    return { kind: 'answered', answer };
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unreachable' };
    throw error;
  }
}

/**
 * The event's door list, for staff of the event only: every ticket when `changedSince` is null (or the server finds it
 * too old), else only the tickets changed since that `changedUntil` of an earlier answer (see mergeDoorList).
 */
async function doorList(eventId: string, changedSince: number | null): Promise<DoorListUpdate> {
  return callContract(
    ticketDoorListContract,
    changedSince === null ? { eventId } : { eventId, changedSince },
  );
}

export const doorService = {
  checkIn,
  doorList,
};
