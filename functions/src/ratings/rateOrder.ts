import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { rateOrder as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs, type RatingRefusal } from '../logs';
import { contractCall } from '../shared/contractCall';
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
 * so a repeated call changes the same rating), changeable for RATING_EDIT_DAYS; saveRating checks and writes it in one
 * transaction with the rated party's average and count.
 */
export const rateOrder = contractCall(contract, { signedIn: true }, async (input, request) => {
  const uid = request.auth?.uid ?? ''; // contractCall lets in signed-in callers only
  const { orderId, stars } = input;

  const outcome = await saveRating(firestore(), uid, input);

  if ('refused' in outcome) {
    logs.ratingRefused({ uid, orderId, reason: outcome.refused });
    throw refuse(...REFUSALS[outcome.refused]);
  }
  logs.ratingSaved({ uid, orderId, stars, edited: outcome.edited });
  return { ratingId: orderId };
});
