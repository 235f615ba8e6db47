import { onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type RatingRefusal } from '../logs';
import { parseRateRequest } from './ratingRules';
import { saveRating } from './saveRating';
import { refuse, type RefusalReason } from '../shared/refusals';

const REFUSALS: Record<RatingRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'order-not-found': ['not-found', 'ratingOrderNotFound'],
  'not-rater': ['permission-denied', 'ratingNotRater'],
  'rater-inactive': ['permission-denied', 'ratingRaterInactive'],
  'not-completed': ['failed-precondition', 'ratingNotCompleted'],
  'own-listing': ['permission-denied', 'ratingOwnListing'],
  'edit-closed': ['failed-precondition', 'ratingEditClosed'],
  'rated-party-gone': ['not-found', 'ratedPartyGone'],
};

/**
 * The organizer of a completed event rates a venue or manager it booked: one rating per order (its id is the order's,
 * so a repeated call changes the same rating), changeable for 14 days; saveRating checks and writes it in one
 * transaction with the rated party's average and count.
 */
export const rateOrder = onCall(callableOptions, async (request): Promise<{ ratingId: string }> => {
  const uid = request.auth?.uid;
  if (!uid) throw refuse('unauthenticated', 'signInFirst');
  const input = parseRateRequest(request.data);
  if (!input) throw refuse('invalid-argument', 'ratingInvalid');
  const { orderId, stars } = input;

  const outcome = await saveRating(firestore(), uid, input);

  if ('refused' in outcome) {
    logs.ratingRefused({ uid, orderId, reason: outcome.refused });
    throw refuse(...REFUSALS[outcome.refused]);
  }
  logs.ratingSaved({ uid, orderId, stars, edited: outcome.edited });
  return { ratingId: orderId };
});
