import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { appliedChangeDocument, statisticsDocument } from '@gigvenue/contracts';
import { updateDocument, writeDocument } from '../shared/documents';
import { nestFigures, type Figures } from './statisticsFigures';
import { addToShard, statisticsShardOf } from './statisticsShards';

/** Retries of a trigger stop after 7 days: a marker older than that can no longer meet its change again. */
const MARKER_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

export const statisticsPath = (uid: string) => `managers/${uid}/private/statistics`;

/** One account's marker of one applied change (a Cloud Event id), beside its figures. */
const markerPath = (uid: string, changeId: string) =>
  `${statisticsPath(uid)}/appliedChanges/${changeId.replace(/\//g, '_')}`;

export interface StatisticsChange {
  /** The Cloud Event's id: the same on every retry of one change. */
  changeId: string;
  /** When the change was committed: a rebuild at or after it already counted it. */
  committedAt: Timestamp;
  deltas: Record<string, Figures>;
  /** Lands on a statistics shard (statisticsShards.ts) rather than the statistics: a ticket's, which come in bursts. */
  sharded?: boolean;
}

export type ChangeOutcome = 'applied' | 'already-applied' | 'counted-by-rebuild';

/**
 * Adds a change's figures to each account it touches, once: in one transaction with a marker per account and change,
 * so a retried delivery finds the marker and adds nothing, and a change a rebuild already counted is left out.
 * Increments commute, so changes delivered out of order still sum to the figures of what exists.
 */
export async function applyStatisticsChange(
  db: Firestore,
  { changeId, committedAt, deltas, sharded = false }: StatisticsChange,
  now: number = Date.now(),
): Promise<Record<string, ChangeOutcome>> {
  const uids = Object.keys(deltas);
  if (uids.length === 0) return {};
  return db.runTransaction(async (tx) => {
    const refs = uids.map((uid) => [db.doc(statisticsPath(uid)), db.doc(markerPath(uid, changeId))]);
    const snapshots = await tx.getAll(...refs.flat());
    const outcomes: Record<string, ChangeOutcome> = {};
    uids.forEach((uid, index) => {
      const [statistics, marker] = [snapshots[index * 2], snapshots[index * 2 + 1]];
      const rebuiltAt = statistics.get('rebuiltAt');
      if (marker.exists) outcomes[uid] = 'already-applied';
      else if (rebuiltAt instanceof Timestamp && committedAt.valueOf() <= rebuiltAt.valueOf())
        outcomes[uid] = 'counted-by-rebuild';
      else {
        if (sharded) addToShard(tx, db, statisticsPath(uid), statisticsShardOf(changeId), deltas[uid], now);
        else
          updateDocument(
            tx,
            'merge',
            statistics.ref,
            statisticsDocument,
            { updatedAt: now },
            nestFigures(deltas[uid], (amount) => FieldValue.increment(amount)),
          );
        writeDocument(tx, 'create', marker.ref, appliedChangeDocument, {
          expireAt: new Date(now + MARKER_LIFETIME_MS),
        });
        outcomes[uid] = 'applied';
      }
    });
    return outcomes;
  });
}
