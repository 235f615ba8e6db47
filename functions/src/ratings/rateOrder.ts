import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type RatingRefusal } from '../logs';
import { readRatedDocuments, ratedPartyExists, writeAggregate } from './ratedDocuments';
import { isEditable, parseRateRequest, ratingTargetOf, type Contribution } from './ratingRules';

type RefusalCode = 'not-found' | 'permission-denied' | 'failed-precondition';

const REFUSALS: Record<RatingRefusal, [code: RefusalCode, message: string]> = {
  'order-not-found': ['not-found', 'Booking not found.'],
  'not-rater': ['permission-denied', "Only the event's organizer can rate this booking."],
  'rater-inactive': ['permission-denied', 'Only an active account can rate.'],
  'not-completed': ['failed-precondition', 'A booking can be rated once its event has completed.'],
  'own-listing': ['permission-denied', 'You cannot rate your own venue or yourself.'],
  'edit-closed': ['failed-precondition', 'A rating can be changed for 14 days only.'],
  'rated-party-gone': ['not-found', 'The rated venue or manager no longer exists.'],
};

/**
 * The organizer of a completed event rates a venue or manager it booked: one rating per order (its id is the order's,
 * so a repeated call changes the same rating), changeable for 14 days. Everything is re-read inside the transaction
 * that also moves the rated party's average and count, so concurrent ratings of one venue all count exactly once.
 */
export const rateOrder = onCall(callableOptions, async (request): Promise<{ ratingId: string }> => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
  const input = parseRateRequest(request.data);
  if (!input)
    throw new HttpsError(
      'invalid-argument',
      'Choose 1 to 5 stars; the text may hold up to 1,000 characters.',
      {
        reason: 'rating-invalid',
      },
    );
  const { orderId, stars, text } = input;

  const db = firestore();
  const ratingRef = db.doc(`ratings/${orderId}`);
  const outcome = await db.runTransaction(
    async (tx): Promise<{ refused: RatingRefusal } | { edited: boolean }> => {
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
      if (rating.exists && !isEditable(Number(rating.get('createdAt')), now))
        return { refused: 'edit-closed' };
      const rated = await readRatedDocuments(db, tx, target);
      if (!ratedPartyExists(rated)) return { refused: 'rated-party-gone' };

      const before: Contribution | null = rating.exists
        ? { counts: rating.get('counts') === true, stars: Number(rating.get('stars')) }
        : null;
      const after: Contribution = { counts: true, stars };
      writeAggregate(tx, rated, before, after);
      const changes = { stars, text, counts: true, updatedAt: now };
      if (rating.exists) tx.update(ratingRef, changes);
      else
        tx.create(ratingRef, {
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
    },
  );

  if ('refused' in outcome) {
    logs.ratingRefused({ uid, orderId, reason: outcome.refused });
    const [code, message] = REFUSALS[outcome.refused];
    throw new HttpsError(code, message, { reason: outcome.refused });
  }
  logs.ratingSaved({ uid, orderId, stars, edited: outcome.edited });
  return { ratingId: orderId };
});
