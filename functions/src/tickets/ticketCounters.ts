import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { shardPath, sumCounters } from './ticketShards';
import { statsCountersOf, type StatsCounters } from '../shared/ticketStock';

type GetAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/**
 * An event's ticket counters: its base ticketStats document plus every shard the base records (ticketShards.ts), so
 * exact at the moment read, never a roll-up that lags. n + 1 reads, n at most MAX_SHARDS; a transaction passes its
 * getAll so the figures it acts on (settlement, cancellation) are the committed ones.
 */
export async function readEventCounters(
  db: Firestore,
  getAll: GetAll,
  eventId: string,
): Promise<{ base: DocumentSnapshot; counters: StatsCounters }> {
  const [base] = await getAll(db.doc(`ticketStats/${eventId}`));
  const stored = base.get('shards');
  const n = typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : 0;
  const shards =
    n > 0 ? await getAll(...Array.from({ length: n }, (_, index) => db.doc(shardPath(eventId, index)))) : [];
  return {
    base,
    counters: sumCounters([base, ...shards].map((snapshot) => statsCountersOf(snapshot.data()))),
  };
}
