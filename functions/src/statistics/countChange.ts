import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { logs } from '../logs';
import { applyStatisticsChange } from './applyStatisticsChange';
import { commitTimeOf } from './commitTime';
import { statisticsDelta, type StatisticsSource } from './statisticsFigures';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** What every statistics trigger does with a write of its collection. */
export async function countChange(source: StatisticsSource, event: WriteEvent): Promise<void> {
  const deltas = statisticsDelta(source, event.data?.before.data(), event.data?.after.data());
  if (Object.keys(deltas).length === 0) return;
  const outcomes = await applyStatisticsChange(firestore(), {
    changeId: event.id,
    committedAt: commitTimeOf(event.data?.after ?? { exists: false }, event.time),
    deltas,
  });
  logs.statisticsChangeCounted({ source, documentId: event.document, outcomes });
}
