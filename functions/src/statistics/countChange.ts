import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { logs } from '../logs';
import { applyStatisticsChange, statisticsPath } from './applyStatisticsChange';
import { commitTimeOf } from './commitTime';
import { settings } from '../config';
import { rollUpIfDue } from './statisticsShards';
import { statisticsDelta, type StatisticsSource } from './statisticsFigures';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** What every statistics trigger does with a write of its collection. */
export async function countChange(source: StatisticsSource, event: WriteEvent): Promise<void> {
  const deltas = statisticsDelta(source, event.data?.before.data(), event.data?.after.data());
  if (Object.keys(deltas).length === 0) return;
  // Tickets come in bursts (a flash sale): theirs land on a shard and are rolled up (statisticsShards.ts).
  const sharded = source === 'tickets';
  const db = firestore();
  const outcomes = await applyStatisticsChange(db, {
    changeId: event.id,
    committedAt: commitTimeOf(event.data?.after ?? { exists: false }, event.time),
    deltas,
    sharded,
  });
  logs.statisticsChangeCounted({ source, documentId: event.document, outcomes });
  if (!sharded) return;
  for (const [uid, outcome] of Object.entries(outcomes))
    if (outcome === 'applied') await rollUpIfDue(db, statisticsPath(uid), settings.statisticsRollUpMs);
}
