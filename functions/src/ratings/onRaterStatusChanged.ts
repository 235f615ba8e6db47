import { ratingDocument } from '@gigvenue/contracts';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { readRatedDocuments, writeAggregate } from './ratedDocuments';
import { storedTargetOf } from './ratingRules';
import { updateDocument } from '../shared/documents';

const PAGE = 100;

/**
 * Brings one rating's part in its target's aggregate in line with its rater's status now. The status and the
 * rating's `counts` flag are re-read in the transaction, so late, repeated or out-of-order events (a suspension
 * lifted before its event arrives) settle on the account as it is and never count a rating twice.
 */
async function alignRating(db: Firestore, ratingId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const rating = await tx.get(db.doc(`ratings/${ratingId}`));
    if (!rating.exists) return false;
    const rater = await tx.get(db.doc(`managers/${String(rating.get('raterId'))}`));
    const counts = rater.get('status') === 'active';
    const wasCounting = rating.get('counts') === true;
    if (counts === wasCounting) return false;
    const target = storedTargetOf(rating.data() ?? {});
    if (!target) return false;
    const rated = await readRatedDocuments(db, tx, target);
    const stars = Number(rating.get('stars'));
    writeAggregate(tx, rated, { counts: wasCounting, stars }, { counts, stars });
    updateDocument(tx, 'update', rating.ref, ratingDocument, { counts });
    return true;
  });
}

/**
 * Ratings by an account that is suspended stop counting, and count again when it is reactivated. The aggregate
 * keeps only sums, so this walks the rater's own ratings (an organizer's, a bounded few) rather than recomputing
 * every rated party from all its ratings; each rating moves in a transaction of its own with its target.
 */
export const onRaterStatusChanged = onDocumentUpdated(
  { document: 'managers/{uid}', region: settings.region, retry: true },
  async (event) => {
    const wasActive = event.data?.before.get('status') === 'active';
    const isActive = event.data?.after.get('status') === 'active';
    if (wasActive === isActive) return;

    const { uid } = event.params;
    const db = firestore();
    let changed = 0;
    let after: string | null = null;
    for (;;) {
      let query = db
        .collection('ratings')
        .where('raterId', '==', uid)
        .orderBy(FieldPath.documentId())
        .limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.select().get();
      for (const doc of page.docs) if (await alignRating(db, doc.id)) changed += 1;
      if (page.size < PAGE) break;
      after = page.docs[page.size - 1].id;
    }
    logs.raterRatingsRecounted({ uid, counting: isActive, changed });
  },
);
