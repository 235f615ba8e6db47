import type { QuerySnapshot } from 'firebase/firestore';
import { refundTicketPurchase as refundTicketPurchaseContract, type ResponseOf } from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import type { Ticket } from '@/domain/entities';
import {
  NO_TICKET_STATS,
  TICKETS_PAGE_SIZE,
  ticketSearchOf,
  type TicketsQuery,
  type TicketStats,
} from '@/domain/tickets';
import { callContract } from './callContract';
import { decodeCursor, encodeCursor, type Page } from './cursor';

// Data model.
// tickets/{ticketId}: one seat sold by the ticket functions. The event owner (eventOwnerId, a copy of the event's
//   createdBy) reads them and may write feedbackNotes only (1..2000 characters, with updatedAt: serverTimestamp()
//   as every ticket write has); the rules require every query to
//   filter on eventOwnerId == uid, so each one here does, with its event and a limit.
// ticketStats/{eventId}: sold, revenuePence, checkedIn, holders and per-package counts kept by the functions,
//   readable by the event's staff (staffIds). A missing document means nothing sold yet. Sales and check-ins count
//   on its shards, ticketStats/{eventId}/shards/{0..shards-1} (the base records how many): the figures are the base's
//   plus every shard's, summed here, so they are exact and live with no roll-up (functions/src/tickets/ticketShards.ts).

export const TICKETS_EXPORT_PAGE_SIZE = 500;

export interface TicketsPageRequest extends TicketsQuery {
  cursor?: string | null;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function ticketOf(id: string, data: Record<string, unknown>): Ticket {
  return {
    id,
    ticketId: str(data.ticketId) || id,
    userId: str(data.userId),
    userName: str(data.userName),
    purchaseDate: num(data.purchaseDate),
    amountPaid: num(data.amountPaid),
    isPaid: data.isPaid === true,
    refunded: data.refunded === true,
    disputed: data.disputed === true,
    isCheckedIn: data.isCheckedIn === true,
    paymentMethod: str(data.paymentMethod),
    ticketType: str(data.ticketType),
    eventId: str(data.eventId),
    eventOwnerId: str(data.eventOwnerId),
    feedbackNotes: str(data.feedbackNotes),
    purchaseId: str(data.purchaseId),
  };
}

function statsOf(data: Record<string, unknown> | undefined): TicketStats {
  if (!data) return NO_TICKET_STATS;
  const packages =
    data.packages && typeof data.packages === 'object' ? (data.packages as Record<string, unknown>) : {};
  return {
    sold: num(data.sold),
    revenuePence: num(data.revenuePence),
    checkedIn: num(data.checkedIn),
    holders: num(data.holders),
    packages: Object.fromEntries(Object.entries(packages).map(([detail, sold]) => [detail, num(sold)])),
  };
}

/**
 * The field a page is ordered by. A prefix search is a range on its field, which Firestore orders by first, so a
 * search orders by what it searches (in the chosen direction); otherwise the chosen column.
 */
function orderFieldOf(query: TicketsQuery): {
  field: 'ticketId' | 'userNameLower';
  search: ReturnType<typeof ticketSearchOf>;
} {
  const search = ticketSearchOf(query.search);
  if (search) return { field: search.field, search };
  return { field: query.sort === 'userName' ? 'userNameLower' : 'ticketId', search };
}

/**
 * One page (10) of an event's tickets for its owner: sorted by ticket id or buyer name, optionally only the checked
 * in ones, optionally a buyer name or ticket id prefix. Pass the returned cursor back for the next page.
 */
async function listForEvent(
  eventId: string,
  ownerUid: string,
  request: TicketsPageRequest,
  pageSize = TICKETS_PAGE_SIZE,
): Promise<Page<Ticket>> {
  const { db, sdk } = await loadFirestore();
  const { field, search } = orderFieldOf(request);
  const after = decodeCursor(request.cursor);
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'tickets'),
      sdk.where('eventId', '==', eventId),
      sdk.where('eventOwnerId', '==', ownerUid),
      ...(request.checkedInOnly ? [sdk.where('isCheckedIn', '==', true)] : []),
      ...(search
        ? [
            sdk.where(search.field, '>=', search.prefix),
            sdk.where(search.field, '<=', `${search.prefix}\uf8ff`),
          ]
        : []),
      sdk.orderBy(field, request.direction),
      sdk.orderBy(sdk.documentId(), request.direction),
      ...(after ? [sdk.startAfter(...after)] : []),
      // One extra document tells whether another page exists without a second query.
      sdk.limit(pageSize + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  const items = docs.map((doc) => ticketOf(doc.id, toPlain(doc.data())));
  const last = docs.at(-1);
  const lastValue = last?.get(field);
  return {
    items,
    cursor:
      snapshot.docs.length > pageSize && last
        ? encodeCursor(typeof lastValue === 'string' ? lastValue : '', last.id)
        : null,
  };
}

/** Every ticket of an event for the CSV export, read in pages of 500 in ticket id order. */
async function listAllForExport(eventId: string, ownerUid: string): Promise<Ticket[]> {
  const { db, sdk } = await loadFirestore();
  const tickets: Ticket[] = [];
  let after: string | null = null;
  for (;;) {
    const snapshot: QuerySnapshot = await sdk.getDocs(
      sdk.query(
        sdk.collection(db, 'tickets'),
        sdk.where('eventId', '==', eventId),
        sdk.where('eventOwnerId', '==', ownerUid),
        sdk.orderBy(sdk.documentId()),
        ...(after ? [sdk.startAfter(after)] : []),
        sdk.limit(TICKETS_EXPORT_PAGE_SIZE),
      ),
    );
    tickets.push(...snapshot.docs.map((doc) => ticketOf(doc.id, toPlain(doc.data()))));
    if (snapshot.docs.length < TICKETS_EXPORT_PAGE_SIZE) return tickets;
    after = snapshot.docs[snapshot.docs.length - 1].id;
  }
}

/**
 * The event owner's feedback note on a ticket; the rules accept 1 to 2000 characters and no other field but the
 * server-time stamp every ticket write carries (updatedAt, see functions/src/shared/ticketChange.ts).
 */
async function addFeedback(ticketId: string, note: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, 'tickets', ticketId), {
    feedbackNotes: note,
    updatedAt: sdk.serverTimestamp(),
  });
}

/** The base's shard count: none before the first sale. */
function shardCountOf(data: Record<string, unknown> | undefined): number {
  const stored = data?.shards;
  return typeof stored === 'number' && Number.isInteger(stored) && stored > 0 && stored <= 256 ? stored : 0;
}

/** The event's figures: the base's counters plus its shards'. */
function sumStats(parts: (Record<string, unknown> | undefined)[]): TicketStats {
  const total: TicketStats = { sold: 0, revenuePence: 0, checkedIn: 0, holders: 0, packages: {} };
  for (const part of parts) {
    const stats = statsOf(part);
    total.sold += stats.sold;
    total.revenuePence += stats.revenuePence;
    total.checkedIn += stats.checkedIn;
    total.holders += stats.holders;
    for (const [detail, sold] of Object.entries(stats.packages))
      total.packages[detail] = (total.packages[detail] ?? 0) + sold;
  }
  return parts.some(Boolean) ? total : NO_TICKET_STATS;
}

/** An event's ticket counters once (zeros when nothing sold yet): the base and its shards, at most 33 reads. */
async function getStats(eventId: string): Promise<TicketStats> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'ticketStats', eventId));
  const base = snapshot.exists() ? toPlain(snapshot.data()) : undefined;
  const shards = await Promise.all(
    Array.from({ length: shardCountOf(base) }, (_, index) =>
      sdk.getDoc(sdk.doc(db, 'ticketStats', eventId, 'shards', String(index))),
    ),
  );
  return sumStats([base, ...shards.map((shard) => (shard.exists() ? toPlain(shard.data()) : undefined))]);
}

/**
 * Watches ticketStats/{eventId} and its shards: onChange gets the figures now and whenever a sale or check-in changes
 * them (zeros while nothing is sold). Once the base names its shards, each shard is watched too (at most 32
 * listeners). Firestore ends a listener after an error, which onError reports once. Returns the unsubscribe.
 */
function subscribeStats(
  eventId: string,
  onChange: (stats: TicketStats) => void,
  onError: (error: Error) => void,
): () => void {
  let stopped = false;
  const unsubscribes: (() => void)[] = [];
  let base: Record<string, unknown> | undefined;
  const shards: (Record<string, unknown> | undefined)[] = [];
  // A shard's first snapshot comes after the base's: until each has come, the sum would show too few tickets.
  const arrived: boolean[] = [];
  let failed = false;
  const fail = (error: Error) => {
    if (stopped || failed) return;
    failed = true;
    onError(error);
  };
  const report = () => {
    if (!stopped && !failed && arrived.every(Boolean)) onChange(sumStats([base, ...shards]));
  };
  loadFirestore().then(
    ({ db, sdk }) => {
      if (stopped) return;
      unsubscribes.push(
        sdk.onSnapshot(
          sdk.doc(db, 'ticketStats', eventId),
          (snapshot) => {
            base = snapshot.exists() ? toPlain(snapshot.data()) : undefined;
            const count = shardCountOf(base);
            // The count is fixed at the first sale: the shards are watched once, from then on.
            for (let index = shards.length; index < count; index += 1) {
              shards.push(undefined);
              arrived.push(false);
              unsubscribes.push(
                sdk.onSnapshot(
                  sdk.doc(db, 'ticketStats', eventId, 'shards', String(index)),
                  (shard) => {
                    shards[index] = shard.exists() ? toPlain(shard.data()) : undefined;
                    arrived[index] = true;
                    report();
                  },
                  fail,
                ),
              );
            }
            report();
          },
          fail,
        ),
      );
    },
    (error: Error) => fail(error),
  );
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/** The tickets of one purchase, for the refund's confirmation: a purchase holds at most a few tickets. */
async function listPurchase(eventId: string, ownerUid: string, purchaseId: string): Promise<Ticket[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'tickets'),
      sdk.where('eventId', '==', eventId),
      sdk.where('eventOwnerId', '==', ownerUid),
      sdk.where('purchaseId', '==', purchaseId),
      sdk.limit(TICKETS_EXPORT_PAGE_SIZE),
    ),
  );
  return snapshot.docs.map((doc) => ticketOf(doc.id, toPlain(doc.data())));
}

export type PurchaseRefund = ResponseOf<typeof refundTicketPurchaseContract>;

/**
 * The event owner refunds the whole purchase a ticket belongs to: the card is refunded and the tickets go back on
 * sale (to the waitlist first). Refused for a checked-in ticket, one already refunded, or after the payout.
 */
async function refundPurchase(ticketId: string): Promise<PurchaseRefund> {
  return callContract(refundTicketPurchaseContract, { ticketId });
}

export const ticketsService = {
  getStats,
  listPurchase,
  refundPurchase,
  listForEvent,
  listAllForExport,
  addFeedback,
  subscribeStats,
};
