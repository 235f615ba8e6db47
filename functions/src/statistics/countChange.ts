import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Change, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { applyStatisticsChange, statisticsPath } from './applyStatisticsChange';
import { commitTimeOf } from './commitTime';
import { statisticsDelta, type StatisticsSource } from './statisticsFigures';
import { rollUpIfDue } from './statisticsShards';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;
type DeleteEvent = FirestoreEvent<QueryDocumentSnapshot | undefined, Record<string, string>>;

interface Versions {
  changeId: string;
  document: string;
  time: string;
  before?: DocumentSnapshot;
  after?: DocumentSnapshot;
}

async function count(source: StatisticsSource, { changeId, document, time, before, after }: Versions) {
  const deltas = statisticsDelta(source, before?.data(), after?.data());
  if (Object.keys(deltas).length === 0) return;
  // Tickets come in bursts (a flash sale): theirs land on a shard and are rolled up (statisticsShards.ts).
  const sharded = source === 'tickets';
  const db = firestore();
  const outcomes = await applyStatisticsChange(db, {
    changeId,
    committedAt: commitTimeOf(after ?? { exists: false }, time),
    deltas,
    sharded,
  });
  logs.statisticsChangeCounted({ source, documentId: document, outcomes });
  if (!sharded) return;
  for (const [uid, outcome] of Object.entries(outcomes))
    if (outcome === 'applied') await rollUpIfDue(db, statisticsPath(uid), settings.statisticsRollUpMs);
}

/** What a statistics trigger does with a write of its collection. */
export const countChange = (source: StatisticsSource, event: WriteEvent) =>
  count(source, {
    changeId: event.id,
    document: event.document,
    time: event.time,
    before: event.data?.before,
    after: event.data?.after,
  });

/** A deletion: the version before, none after. */
export const countDeletion = (source: StatisticsSource, event: DeleteEvent) =>
  count(source, { changeId: event.id, document: event.document, time: event.time, before: event.data });
