import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type RatingRefusal } from '../logs';
import { parseRateRequest } from './ratingRules';
import { saveRating } from './saveRating';

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
 * so a repeated call changes the same rating), changeable for 14 days; saveRating checks and writes it in one
 * transaction with the rated party's average and count.
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
  const { orderId, stars } = input;

  const outcome = await saveRating(firestore(), uid, input);

  if ('refused' in outcome) {
    logs.ratingRefused({ uid, orderId, reason: outcome.refused });
    const [code, message] = REFUSALS[outcome.refused];
    throw new HttpsError(code, message, { reason: outcome.refused });
  }
  logs.ratingSaved({ uid, orderId, stars, edited: outcome.edited });
  return { ratingId: orderId };
});
