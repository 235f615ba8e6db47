import { statisticsDocument, statisticsShardDocument } from '@gigvenue/contracts';
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { addFigures, flattenFigures, nestFigures, type Figures } from './statisticsFigures';
import { updateDocument, writeDocument } from '../shared/documents';

// An account's ticket figures change with every ticket sold, refunded or lapsed: in a flash sale, far more often than
// the one write per second a document takes. So ticket changes land on one of STATISTICS_SHARDS shard documents
// beside the statistics (Firebase's distributed counter), and a roll-up folds the shards into the statistics the
// dashboard reads: a change rolls up at once when the last roll-up is settings.statisticsRollUpMs old (5 s deployed),
// and a minute sweep folds what a burst left. The figures lag by a minute at most, seconds when the sale is quiet.

/** As many as an event's stock shards at most (tickets/ticketShards.ts MAX_SHARDS): a sale writes the one of its. */
export const STATISTICS_SHARDS = 32;

export const statisticsShardsPath = (statisticsPath: string) => `${statisticsPath}/statisticsShards`;

/** The shard a change lands on: spread by its id, the same on every retry of the change. */
export const statisticsShardOf = (changeId: string) =>
  createHash('sha256').update(changeId).digest().readUInt32BE(0) % STATISTICS_SHARDS;

/** Adds a change's figures to a shard and marks it pending, in the caller's transaction. */
export function addToShard(
  tx: Transaction,
  db: Firestore,
  statisticsPath: string,
  shard: number,
  figures: Figures,
  now: number,
) {
  updateDocument(
    tx,
    'merge',
    db.doc(`${statisticsShardsPath(statisticsPath)}/${shard}`),
    statisticsShardDocument,
    { pending: true, updatedAt: now },
    nestFigures(figures, (amount) => FieldValue.increment(amount)),
  );
}

/**
 * Reads every shard in the transaction and clears the pending ones (their figures emptied), answering what they held:
 * the roll-up adds it to the statistics, a rebuild drops it (its recount has it).
 */
export async function takePending(
  tx: Transaction,
  db: Firestore,
  statisticsPath: string,
  now: number,
): Promise<{ figures: Figures; shards: number }> {
  const shards = await tx.get(db.collection(statisticsShardsPath(statisticsPath)));
  let figures: Figures = {};
  let taken = 0;
  for (const shard of shards.docs) {
    if (shard.get('pending') !== true) continue;
    figures = addFigures(figures, flattenFigures(shard.data()));
    writeDocument(tx, 'set', shard.ref, statisticsShardDocument, { pending: false, updatedAt: now });
    taken += 1;
  }
  return { figures, shards: taken };
}

/**
 * Folds every pending shard into the statistics when the last roll-up is at least `everyMs` old; otherwise leaves
 * them for a later change or the minute sweep (rollUpStatistics). Pending shards are read in the transaction, so
 * no change is folded twice or lost to a change landing meanwhile.
 */
export async function rollUpIfDue(
  db: Firestore,
  statisticsPath: string,
  everyMs: number,
  now: number = Date.now(),
): Promise<'rolled-up' | 'not-due' | 'nothing-pending'> {
  const statisticsRef = db.doc(statisticsPath);
  // A plain read first: in a burst nearly every caller finds the last roll-up recent and stops here, taking no lock
  // on the document every sale of the owner's would otherwise queue on.
  const rolledUpAt = Number((await statisticsRef.get()).get('rolledUpAt') ?? 0);
  if (everyMs > 0 && now - rolledUpAt < everyMs) return 'not-due';
  return db.runTransaction(async (tx) => {
    const statistics = await tx.get(statisticsRef);
    if (now - Number(statistics.get('rolledUpAt') ?? 0) < everyMs) return 'not-due' as const;
    const { figures, shards } = await takePending(tx, db, statisticsPath, now);
    if (shards === 0) return 'nothing-pending' as const;
    updateDocument(
      tx,
      'merge',
      statisticsRef,
      statisticsDocument,
      { rolledUpAt: now, updatedAt: now },
      {
        ...nestFigures(figures, (amount) => FieldValue.increment(amount)),
        // How many roll-ups wrote this document: what measure:flash reports as its writes.
        rollUps: FieldValue.increment(1),
      },
    );
    return 'rolled-up' as const;
  });
}

/** Accounts whose shards hold figures not yet rolled up: what the minute sweep folds. */
export async function accountsPending(db: Firestore, limit: number): Promise<string[]> {
  const pending = await db
    .collectionGroup('statisticsShards')
    .where('pending', '==', true)
    .limit(limit)
    .get();
  // managers/{uid}/private/statistics/statisticsShards/{shard}
  return [...new Set(pending.docs.map((shard) => shard.ref.path.split('/')[1] as string))];
}
