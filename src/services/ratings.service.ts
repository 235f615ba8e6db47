import type { DocumentData } from 'firebase/firestore';
import {
  rateOrder as rateOrderContract,
  replyToRating as replyToRatingContract,
  type RequestOf,
} from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import type { Rating } from '@/domain/rating';
import { callContract } from './callContract';
import { decodeCursor, encodeCursor, type Page } from './cursor';

// Data model.
// ratings/{orderId}: one organizer's rating of a venue or manager its completed event booked, public, written only by
//   the rateOrder and replyToRating functions (which also keep ratingCount/ratingAverage on the venue or profile).
//   `counts` is false while the rater is suspended; such ratings are not listed.

export const RATINGS_PAGE_SIZE = 10;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function ratingOf(id: string, data: DocumentData): Rating {
  const reply = data.reply as { text?: unknown; at?: unknown } | null | undefined;
  return {
    id,
    orderId: text(data.orderId) || id,
    eventTitle: text(data.eventTitle),
    raterName: text(data.raterName),
    targetType: data.targetType === 'venue' ? 'venue' : 'manager',
    targetId: text(data.targetId),
    ratedUid: text(data.ratedUid),
    stars: num(data.stars),
    text: text(data.text),
    createdAt: num(data.createdAt),
    reply: reply && typeof reply.text === 'string' ? { text: reply.text, at: num(reply.at) } : null,
  };
}

type Sdk = Awaited<ReturnType<typeof loadFirestore>>['sdk'];

/** One page of the ratings the filters pick, newest first (ties by id), with the cursor of the next page. */
async function newestFirst(
  filters: (sdk: Sdk) => ReturnType<Sdk['where']>[],
  cursor: string | null | undefined,
  pageSize: number,
): Promise<Page<Rating>> {
  const { db, sdk } = await loadFirestore();
  const after = decodeCursor(cursor);
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'ratings'),
      ...filters(sdk),
      sdk.orderBy('createdAt', 'desc'),
      sdk.orderBy(sdk.documentId(), 'desc'),
      ...(after ? [sdk.startAfter(...after)] : []),
      sdk.limit(pageSize + 1),
    ),
  );
  const items = snapshot.docs.slice(0, pageSize).map((doc) => ratingOf(doc.id, doc.data()));
  const last = items.at(-1);
  return {
    items,
    cursor: snapshot.docs.length > pageSize && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** One page of a venue's or manager's counted ratings, newest first. */
const listForTarget = (targetId: string, cursor?: string | null, pageSize = RATINGS_PAGE_SIZE) =>
  newestFirst(
    (sdk) => [sdk.where('targetId', '==', targetId), sdk.where('counts', '==', true)],
    cursor,
    pageSize,
  );

/** One page of the ratings an account received (as a venue's owner or as a manager), newest first. */
const listReceived = (uid: string, cursor?: string | null, pageSize = RATINGS_PAGE_SIZE) =>
  newestFirst((sdk) => [sdk.where('ratedUid', '==', uid)], cursor, pageSize);

/** The ratings already given for these orders (a rating's id is its order's), keyed by order id. */
async function getForOrders(orderIds: string[]): Promise<Record<string, Rating>> {
  const { db, sdk } = await loadFirestore();
  const snapshots = await Promise.all(orderIds.map((id) => sdk.getDoc(sdk.doc(db, 'ratings', id))));
  return Object.fromEntries(
    snapshots
      .filter((snapshot) => snapshot.exists())
      .map((snapshot) => [snapshot.id, ratingOf(snapshot.id, snapshot.data())]),
  );
}

export type RateOrderRequest = RequestOf<typeof rateOrderContract>;

/** Gives or changes the rating of a completed booking; the server checks the order and keeps the average. */
async function rateOrder(request: RateOrderRequest): Promise<void> {
  await callContract(rateOrderContract, request);
}

/** The rated party's one public reply. */
async function reply(ratingId: string, replyText: string): Promise<void> {
  await callContract(replyToRatingContract, { ratingId, text: replyText });
}

export const ratingsService = {
  listForTarget,
  listReceived,
  getForOrders,
  rateOrder,
  reply,
};
