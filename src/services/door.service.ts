import { loadFunctions } from '@/lib/firebase/app';
import { isUnreachable } from '@/lib/firebase/errors';
import type { DoorList } from '@/domain/doorCheck';

// The door's two callables (functions/src/tickets): ticketDoorList, the event's ticket ids and check-ins with the
// public key that verifies codes offline, and checkInTicket, the one transaction that sets isCheckedIn once.

export interface CheckInRequest {
  eventId: string;
  /** A scanned QR text. */
  code?: string;
  /** A typed ticket id for a damaged code. */
  ticketId?: string;
  /** The same id for every try of one scan, so a retried or synced scan is never counted twice. */
  requestId: string;
  /** The scan was accepted offline and is being synced. */
  offline?: boolean;
}

export interface CheckInAnswer {
  result: 'checkedIn' | 'alreadyCheckedIn';
  message: string;
  ticket: { ticketId: string; userName: string; ticketType: string };
  checkedInAt: number;
  checkedInBy: string;
}

/** The server's answer, or `unreachable` when the request never got one (no network, or too slow to wait for). */
export type CheckInReply = { kind: 'answered'; answer: CheckInAnswer } | { kind: 'unreachable' };

// A person at the door waits for each scan; past this the scan is decided on the phone and queued instead.
const CHECK_IN_TIMEOUT_MS = 8_000;

/** Checks a ticket in; a refusal is thrown with its reason code (errors.ts refusalOf). */
async function checkIn(request: CheckInRequest): Promise<CheckInReply> {
  let loaded;
  try {
    loaded = await loadFunctions();
  } catch {
    // The SDK's chunk could not be fetched: offline on a phone that never loaded it.
    return { kind: 'unreachable' };
  }
  const { functions, sdk } = loaded;
  const call = sdk.httpsCallable<CheckInRequest, CheckInAnswer>(functions, 'checkInTicket', {
    timeout: CHECK_IN_TIMEOUT_MS,
  });
  try {
    const result = await call(request);
    return { kind: 'answered', answer: result.data };
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unreachable' };
    throw error;
  }
}

/** The event's door list, for staff of the event only. */
async function doorList(eventId: string): Promise<DoorList> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<{ eventId: string }, DoorList>(
    functions,
    'ticketDoorList',
  )({ eventId });
  return result.data;
}

export const doorService = {
  checkIn,
  doorList,
};
