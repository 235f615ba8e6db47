import { onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type RatingReplyRefusal } from '../logs';
import { parseReplyRequest } from './ratingRules';
import { refuse, type RefusalReason } from '../shared/refusals';

const REFUSALS: Record<RatingReplyRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'rating-not-found': ['not-found', 'ratingNotFound'],
  'not-rated-party': ['permission-denied', 'replyNotRatedParty'],
  'already-replied': ['failed-precondition', 'ratingAlreadyReplied'],
};

/**
 * The rated party answers a rating once, publicly. The same reply sent again (a retried call) is accepted as it
 * stands; any other second reply is refused, so a reply is never rewritten after people have read it.
 */
export const replyToRating = onCall(callableOptions, async (request): Promise<{ ratingId: string }> => {
  const uid = request.auth?.uid;
  if (!uid) throw refuse('unauthenticated', 'signInFirst');
  const input = parseReplyRequest(request.data);
  if (!input) throw refuse('invalid-argument', 'replyInvalid');
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
    throw refuse(...REFUSALS[refused]);
  }
  logs.ratingReplied({ uid, ratingId });
  return { ratingId };
});
