import { FieldPath, FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { ticketHolderDocument, ticketStatsDocument, toPence } from '@gigvenue/contracts';
import { updateDocument } from '../shared/documents';
import { logs } from '../logs';
import { staffIdsOf } from './ticketStaff';
import { shardPath } from './ticketShards';
import type { StatsCounters } from '../shared/ticketStock';

/** Tickets read per page while rebuilding: bounded memory whatever the event's size. */
const PAGE_SIZE = 500;

export interface TicketTally extends StatsCounters {
  /** Tickets per buyer: the ticketHolders entries. */
  byHolder: Record<string, number>;
}

export const emptyTally = (): TicketTally => ({
  sold: 0,
  revenuePence: 0,
  checkedIn: 0,
  holders: 0,
  packages: {},
  byHolder: {},
});

/** Adds tickets (as stored) to a running tally; legacy tickets without a package count under 'Standard'. */
export function tallyTickets(tally: TicketTally, tickets: Record<string, unknown>[]): TicketTally {
  const next = { ...tally, packages: { ...tally.packages }, byHolder: { ...tally.byHolder } };
  for (const ticket of tickets) {
    const type = typeof ticket.ticketType === 'string' && ticket.ticketType ? ticket.ticketType : 'Standard';
    const holder = typeof ticket.userId === 'string' ? ticket.userId : '';
    next.sold += 1;
    next.revenuePence += toPence(ticket.amountPaid);
    if (ticket.isCheckedIn === true) next.checkedIn += 1;
    next.packages[type] = (next.packages[type] ?? 0) + 1;
    if (holder) next.byHolder[holder] = (next.byHolder[holder] ?? 0) + 1;
  }
  next.holders = Object.keys(next.byHolder).length;
  return next;
}

/**
 * Recounts an event's ticketStats (and its ticketHolders entries) from its tickets, read in pages: for tickets written
 * before the counters existed (seeded legacy data) and for operators repairing them. Not transactional: run it while
 * the event is not selling or scanning, since a sale during the recount could be counted or missed.
 */
export async function rebuildTicketStats(
  db: Firestore,
  eventId: string,
  now: Date = new Date(),
): Promise<TicketTally> {
  const event = await db.doc(`events/${eventId}`).get();
  const data = event.data() ?? {};
  const venueId = data.selectedVenue;
  const venue = typeof venueId === 'string' && venueId ? await db.doc(`venues/${venueId}`).get() : null;
  const venueOwnerId =
    typeof venue?.get('createdBy') === 'string' ? (venue.get('createdBy') as string) : null;

  let tally = emptyTally();
  let query = db
    .collection('tickets')
    .where('eventId', '==', eventId)
    .orderBy(FieldPath.documentId())
    .limit(PAGE_SIZE);
  for (;;) {
    const page = await query.get();
    tally = tallyTickets(
      tally,
      page.docs.map((ticket) => ticket.data()),
    );
    if (page.size < PAGE_SIZE) break;
    query = query.startAfter(page.docs[page.size - 1]);
  }

  const { byHolder, ...counters } = tally;
  // Only the recounted fields are replaced (mergeFields): what the sale keeps beside them (latestEndAt on ticketStats,
  // the holder's mailLinkOpenedAt) is evidence settlement and announcements rely on, not a count to redo.
  const writes: ((batch: WriteBatch) => void)[] = [
    (batch) =>
      updateDocument(
        batch,
        'mergeFields',
        db.doc(`ticketStats/${eventId}`),
        ticketStatsDocument,
        {
          eventId,
          eventOwnerId: typeof data.createdBy === 'string' ? data.createdBy : '',
          staffIds: staffIdsOf(data, venueOwnerId),
          ...counters,
          updatedAt: now.getTime(),
        },
        // The shards' quotas were split from the counts this recount replaces: the next sale splits anew.
        { splitKey: FieldValue.delete(), quotas: FieldValue.delete() },
      ),
    ...Object.entries(byHolder).map(
      ([userId, tickets]) =>
        (batch: WriteBatch) =>
          updateDocument(
            batch,
            'mergeFields',
            db.doc(`ticketHolders/${eventId}_${userId}`),
            ticketHolderDocument,
            {
              eventId,
              userId,
              tickets,
            },
          ),
    ),
  ];
  // The recount lands on the base; the shards keep the event's staff but count nothing (ticketShards.ts), so the stock
  // they split is what the base leaves.
  const shardCount: unknown = (await db.doc(`ticketStats/${eventId}`).get()).get('shards');
  if (typeof shardCount === 'number') {
    for (let index = 0; index < shardCount; index += 1) {
      writes.push((batch) =>
        updateDocument(batch, 'mergeFields', db.doc(shardPath(eventId, index)), ticketStatsDocument, {
          sold: 0,
          revenuePence: 0,
          checkedIn: 0,
          holders: 0,
          packages: {},
          updatedAt: now.getTime(),
        }),
      );
    }
  }
  for (let index = 0; index < writes.length; index += PAGE_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(index, index + PAGE_SIZE)) write(batch);
    await batch.commit();
  }
  logs.ticketStatsRebuilt({ eventId, sold: tally.sold, checkedIn: tally.checkedIn });
  return tally;
}
