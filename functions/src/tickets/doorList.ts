import { Timestamp, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import type { ResponseOf, ticketDoorList } from '@gigvenue/contracts';
import { refusal, type Refusal } from '../shared/refusals';
import { readEventStaff } from './eventStaff';
import { readEventCounters } from './ticketCounters';

/**
 * A phone's `changedSince` older than this gets the whole list again: it bounds how long a ticket the operator
 * removed by hand (no writer deletes tickets) could linger on a phone.
 */
export const MAX_CHANGES_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How far a `changedSince` (Firestore's read time) may be ahead of this instance's clock before it is unknown. */
export const CLOCK_SKEW_MS = 60_000;

/** Whether the changes since `changedSince` can be answered, or the whole list is due (none, too old, unknown). */
export function changesUsable(changedSince: number | undefined, nowMs: number): changedSince is number {
  return (
    changedSince !== undefined &&
    changedSince <= nowMs + CLOCK_SKEW_MS &&
    nowMs - changedSince <= MAX_CHANGES_AGE_MS
  );
}

export type DoorListAnswer = Omit<ResponseOf<typeof ticketDoorList>, 'publicKey'>;

const FIELDS = ['userName', 'ticketType', 'isCheckedIn', 'isPaid', 'disputed'] as const;

const ticketsOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((ticket) => ({
    ticketId: ticket.id,
    userName: String(ticket.get('userName') ?? ''),
    ticketType: String(ticket.get('ticketType') ?? ''),
    isCheckedIn: ticket.get('isCheckedIn') === true,
    ...(ticket.get('isPaid') === false ? { unpaid: true as const } : {}),
    ...(ticket.get('disputed') === true ? { disputed: true as const } : {}),
  }));

/**
 * The door list of an event for `uid`, who must be its staff: every ticket, or with a usable `changedSince` only
 * those whose `updatedAt` (ticketChange) is later, plus the event's counters from its ticketStats and its stock
 * shards. Reads the event, the caller, the booked venue, then the tickets returned, and on a refresh ticketStats and
 * its shards (at most 33): a refresh costs what changed, not what was sold. `changedUntil` is the query's read time, floored to the millisecond: a ticket written after it has a
 * later commit time and comes with the next call (one written in that same millisecond may come twice, harmlessly).
 * Tickets written before updatedAt existed have none: they come with the whole list, and any later write stamps them.
 */
export async function readDoorList(
  db: Firestore,
  uid: string,
  eventId: string,
  changedSince: number | undefined,
  nowMs: number = Date.now(),
): Promise<{ refused: Refusal } | { list: DoorListAnswer }> {
  const changes = changesUsable(changedSince, nowMs);
  const tickets = db.collection('tickets').where('eventId', '==', eventId);
  const staff = await readEventStaff(db, db, uid, eventId, []);
  if (!staff.event.exists) return { refused: refusal('not-found', 'noEventDetails') };
  if (!staff.isStaff) return { refused: refusal('permission-denied', 'notDoorStaff') };
  const snapshot = await (
    changes ? tickets.where('updatedAt', '>', Timestamp.fromMillis(changedSince)) : tickets
  )
    .select(...FIELDS)
    .get();
  const listed = ticketsOf(snapshot);
  // A refresh takes the counts from the base and its stock shards (ticketShards.ts), summed: exact when read.
  const counters = changes
    ? (await readEventCounters(db, (...refs) => db.getAll(...refs), eventId)).counters
    : { sold: listed.length, checkedIn: listed.filter((ticket) => ticket.isCheckedIn).length };
  return {
    list: {
      eventId,
      seats: staff.seats,
      sold: counters.sold,
      checkedIn: counters.checkedIn,
      cancelled: staff.event.get('status') === 'cancelled',
      complete: !changes,
      changedUntil: snapshot.readTime.toMillis(),
      tickets: listed,
    },
  };
}
