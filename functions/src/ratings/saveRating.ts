import type { Firestore } from 'firebase-admin/firestore';
import type { CheckedRequestOf, rateOrder } from '@gigvenue/contracts';
import type { RatingRefusal } from '../logs';
import { readRatedDocuments, ratedPartyExists, writeAggregate } from './ratedDocuments';
import { isRatingEditable, ratingDocument } from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import { ratingTargetOf, type Contribution } from './ratingRules';

export type SaveRatingOutcome = { refused: RatingRefusal } | { edited: boolean };

/**
 * Gives or changes `uid`'s rating of one order (ratings/{orderId}) and moves the rated party's aggregate, in one
 * transaction that re-reads the order, its event, the rater, the rating and the rated documents: concurrent ratings of
 * one venue each count exactly once, and a repeated request changes nothing. The rateOrder callable and the seed use it.
 */
export async function saveRating(
  db: Firestore,
  uid: string,
  { orderId, stars, text }: CheckedRequestOf<typeof rateOrder>,
): Promise<SaveRatingOutcome> {
  const ratingRef = db.doc(`ratings/${orderId}`);
  return db.runTransaction(async (tx): Promise<SaveRatingOutcome> => {
    const now = Date.now();
    const [order, rater, rating] = await tx.getAll(
      db.doc(`orders/${orderId}`),
      db.doc(`managers/${uid}`),
      ratingRef,
    );
    if (!order.exists) return { refused: 'order-not-found' };
    if (order.get('createdBy') !== uid) return { refused: 'not-rater' };
    if (rater.get('status') !== 'active') return { refused: 'rater-inactive' };
    if (order.get('createdTo') === uid) return { refused: 'own-listing' };
    const target = ratingTargetOf(order.data() ?? {});
    if (!target) return { refused: 'order-not-found' };
    const event = await tx.get(db.doc(`events/${String(order.get('event'))}`));
    if (event.get('status') !== 'completed' || order.get('status') !== 'completed')
      return { refused: 'not-completed' };
    if (rating.exists && !isRatingEditable(Number(rating.get('createdAt')), now))
      return { refused: 'edit-closed' };
    const rated = await readRatedDocuments(db, tx, target);
    if (!ratedPartyExists(rated)) return { refused: 'rated-party-gone' };

    const before: Contribution | null = rating.exists
      ? { counts: rating.get('counts') === true, stars: Number(rating.get('stars')) }
      : null;
    const after: Contribution = { counts: true, stars };
    writeAggregate(tx, rated, before, after);
    const changes = { stars, text, counts: true, updatedAt: now };
    if (rating.exists) updateDocument(tx, 'update', ratingRef, ratingDocument, changes);
    else
      writeDocument(tx, 'create', ratingRef, ratingDocument, {
        ...changes,
        orderId,
        eventId: event.id,
        eventTitle: String(event.get('title') ?? ''),
        raterId: uid,
        raterName: String(rater.get('name') ?? ''),
        targetType: target.type,
        targetId: target.id,
        ratedUid: String(order.get('createdTo')),
        createdAt: now,
        reply: null,
      });
    return { edited: rating.exists };
  });
}
