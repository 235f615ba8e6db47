import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type RatingReplyRefusal } from '../logs';
import { parseReplyRequest } from './ratingRules';

type RefusalCode = 'not-found' | 'permission-denied' | 'failed-precondition';

const REFUSALS: Record<RatingReplyRefusal, [code: RefusalCode, message: string]> = {
  'rating-not-found': ['not-found', 'Rating not found.'],
  'not-rated-party': ['permission-denied', 'Only the rated venue owner or manager can reply.'],
  'already-replied': ['failed-precondition', 'This rating already has a reply.'],
};

/**
 * The rated party answers a rating once, publicly. The same reply sent again (a retried call) is accepted as it
 * stands; any other second reply is refused, so a reply is never rewritten after people have read it.
 */
export const replyToRating = onCall(callableOptions, async (request): Promise<{ ratingId: string }> => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
  const input = parseReplyRequest(request.data);
  if (!input)
    throw new HttpsError('invalid-argument', 'A reply needs a text of up to 1,000 characters.', {
      reason: 'reply-invalid',
    });
  const { ratingId, text } = input;

  const db = firestore();
  const ratingRef = db.doc(`ratings/${ratingId}`);
  const refused = await db.runTransaction(async (tx): Promise<RatingReplyRefusal | null> => {
    const rating = await tx.get(ratingRef);
    if (!rating.exists) return 'rating-not-found';
    if (rating.get('ratedUid') !== uid) return 'not-rated-party';
    const reply = rating.get('reply') as { text?: unknown } | null;
    if (reply) return reply.text === text ? null : 'already-replied';
    tx.update(ratingRef, { reply: { text, at: Date.now() } });
    return null;
  });

  if (refused) {
    logs.ratingReplyRefused({ uid, ratingId, reason: refused });
    const [code, message] = REFUSALS[refused];
    throw new HttpsError(code, message, { reason: refused });
  }
  logs.ratingReplied({ uid, ratingId });
  return { ratingId };
});
