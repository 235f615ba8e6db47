import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { ratingDocument, replyToRating as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs, type RatingReplyRefusal } from '../logs';
import { contractCall } from '../shared/contractCall';
import { refuse, type RefusalReason } from '../shared/refusals';
import { updateDocument } from '../shared/documents';

const REFUSALS: Record<RatingReplyRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'rating-not-found': ['not-found', 'ratingNotFound'],
  'not-rated-party': ['permission-denied', 'replyNotRatedParty'],
  'replier-inactive': ['permission-denied', 'replyInactive'],
  'already-replied': ['failed-precondition', 'ratingAlreadyReplied'],
};

/**
 * The rated party answers a rating once, publicly, while its account is active: a suspended account is kept out of
 * everything shared, its public replies too. The same reply sent again (a retried call) is accepted as it
 * stands; any other second reply is refused, so a reply is never rewritten after people have read it.
 */
export const replyToRating = contractCall(
  contract,
  { signedIn: true },
  async ({ ratingId, text }, request) => {
    const uid = request.auth?.uid ?? ''; // contractCall lets in signed-in callers only

    const db = firestore();
    const ratingRef = db.doc(`ratings/${ratingId}`);
    const refused = await db.runTransaction(async (tx): Promise<RatingReplyRefusal | null> => {
      const [rating, replier] = await tx.getAll(ratingRef, db.doc(`managers/${uid}`));
      if (!rating.exists) return 'rating-not-found';
      if (rating.get('ratedUid') !== uid) return 'not-rated-party';
      if (replier.get('status') !== 'active') return 'replier-inactive';
      const reply = rating.get('reply') as { text?: unknown } | null;
      if (reply) return reply.text === text ? null : 'already-replied';
      updateDocument(tx, 'update', ratingRef, ratingDocument, { reply: { text, at: Date.now() } });
      return null;
    });

    if (refused) {
      logs.ratingReplyRefused({ uid, ratingId, reason: refused });
      throw refuse(...REFUSALS[refused]);
    }
    logs.ratingReplied({ uid, ratingId });
    return { ratingId };
  },
);
