import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  check,
  checkInTicket,
  type RequestOf,
  ticketDocument,
  ticketStatsDocument,
} from '@gigvenue/contracts';
import { refusal, type Refusal } from '../shared/refusals';
import { decideCheckIn, ticketNamed, type CheckInResult } from './checkInDecision';
import { readEventStaff } from './eventStaff';
import { ticketChange } from '../shared/ticketChange';
import { verifyTicketCode, type TicketKeys } from './ticketCodes';
import { shardPath } from './ticketShards';
import { PREFIX_MATCH_LIMIT, singleMatch, typedIdPrefixes } from './typedTicketId';
import { updateDocument } from '../shared/documents';

/** Two phones scanning one ticket contend for one document; a few quick retries settle it. */
const MAX_TRANSACTION_ATTEMPTS = 10;

/** A check-in the door refuses; the message is for the person at the door. */
export class CheckInRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'CheckInRefused';
  }
}

export interface CheckInOutcome extends CheckInResult {
  offline: boolean;
  eventId: string;
}

/**
 * The ticket a typed id names when no ticket has that exact id: the one ticket of the event whose id starts with
 * it (the short id printed under the QR code). Read in the check-in's transaction, so a ticket sold a moment ago
 * is found whatever list the door phone holds.
 */
async function ticketByPrefix(
  db: Firestore,
  tx: Transaction,
  eventId: string,
  typed: string,
): Promise<{ ticket: DocumentSnapshot } | { refused: Refusal }> {
  const found: DocumentSnapshot[] = [];
  for (const prefix of typedIdPrefixes(typed)) {
    const matches = await tx.get(
      db
        .collection('tickets')
        .where('eventId', '==', eventId)
        .orderBy(FieldPath.documentId())
        .startAt(prefix)
        .endAt(`${prefix}\uf8ff`)
        .limit(PREFIX_MATCH_LIMIT),
    );
    found.push(...matches.docs);
  }
  const single = singleMatch(found);
  return 'refused' in single ? single : { ticket: single.match };
}

/**
 * Checks a ticket in at the door, once. A scanned code's signature is verified before anything is read; then one
 * transaction reads the event, the caller, the booked venue and the ticket (a typed short id is resolved there, after
 * the staff check, see ticketByPrefix), confirms the caller is the event's staff and the ticket is this event's, and
 * sets isCheckedIn with who, when and which request did it, counting it on the ticket's stock shard. Of two scans at once exactly
 * one checks in; the other is told the ticket is already in. Used by the checkInTicket callable and by the seed.
 */
export async function checkIn(
  db: Firestore,
  keys: Pick<TicketKeys, 'publicKey'>,
  uid: string,
  data: RequestOf<typeof checkInTicket>,
  now: Date = new Date(),
): Promise<CheckInOutcome> {
  // The callable's contract checked the request already; the seed and the measuring script call this directly.
  const checked = check(checkInTicket.request, data);
  if (!checked.ok) throw new CheckInRefused(refusal('invalid-argument', checked.reason, checked.params));
  const request = checked.value;
  const named = ticketNamed(request, request.code === null ? null : verifyTicketCode(keys, request.code));
  if ('refused' in named) throw new CheckInRefused(named.refused);
  const ticketRef = db.doc(`tickets/${named.ticketId}`);

  const outcome = await db.runTransaction(
    async (tx): Promise<{ refused: Refusal } | { result: CheckInResult }> => {
      const staff = await readEventStaff(db, tx, uid, request.eventId, [ticketRef]);
      const event = staff.event.data();
      if (!event) return { refused: refusal('not-found', 'noEventDetails') };
      if (!staff.isStaff) return { refused: refusal('permission-denied', 'notDoorStaff') };
      if (event.status === 'cancelled') return { refused: refusal('failed-precondition', 'eventCancelled') };
      const [exact] = staff.extra;
      let ticket = exact;
      if (!exact.exists && request.code === null) {
        const typed = await ticketByPrefix(db, tx, request.eventId, named.ticketId);
        if ('refused' in typed) return typed;
        ticket = typed.ticket;
      }
      const decided = decideCheckIn(
        request,
        ticket.id,
        { exists: ticket.exists, data: ticket.data() ?? {} },
        uid,
        now.getTime(),
      );
      if ('refused' in decided) return decided;
      if (decided.write) {
        updateDocument(tx, 'update', ticket.ref, ticketDocument, decided.write, ticketChange());
        // An increment, not a read-modify-write, on the stock shard the ticket was sold from (ticketShards.ts): scans
        // at the door spread over the shards as the sales did. A ticket sold before the shards counts on the base.
        const shard = ticket.get('stockShard');
        updateDocument(
          tx,
          'merge',
          db.doc(
            typeof shard === 'number' ? shardPath(request.eventId, shard) : `ticketStats/${request.eventId}`,
          ),
          ticketStatsDocument,
          {
            eventId: request.eventId,
            eventOwnerId: String(event.createdBy ?? ''),
            staffIds: staff.staffIds,
            updatedAt: now.getTime(),
          },
          { checkedIn: FieldValue.increment(1) },
        );
      }
      return { result: decided.result };
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
  if ('refused' in outcome) throw new CheckInRefused(outcome.refused);
  return { ...outcome.result, offline: request.offline, eventId: request.eventId };
}
