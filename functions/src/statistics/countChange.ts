import { Timestamp } from 'firebase-admin/firestore';
import type { Change, FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../admin';
import { logs } from '../logs';
import { applyStatisticsChange } from './applyStatisticsChange';
import { statisticsDelta, type StatisticsSource } from './statisticsFigures';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** A write's commit time: the new version's update time, or for a delete the event's time. */
function committedAt(event: WriteEvent): Timestamp {
  const after = event.data?.after;
  return after?.exists && after.updateTime ? after.updateTime : Timestamp.fromDate(new Date(event.time));
}

/** What every statistics trigger does with a write of its collection. */
export async function countChange(source: StatisticsSource, event: WriteEvent): Promise<void> {
  const deltas = statisticsDelta(source, event.data?.before.data(), event.data?.after.data());
  if (Object.keys(deltas).length === 0) return;
  const outcomes = await applyStatisticsChange(firestore(), {
    changeId: event.id,
    committedAt: committedAt(event),
    deltas,
  });
  logs.statisticsChangeCounted({ source, documentId: event.document, outcomes });
}
