import { loadFirestore } from '@/lib/firebase/app';
import { yieldToMain } from '@/lib/scheduling/yieldToMain';
import { toPlain } from '@/lib/firebase/converters';
import type { AccountStatistics } from '@/domain/statistics';

// Data model.
// managers/{uid}/private/statistics: the account's dashboard figures (totals and London months, see
//   AccountStatistics), kept by functions in transactions as events, tickets and orders are written, and rebuilt
//   from those collections by `npm run operator -- rebuild-stats <email>`. Only the owner reads it; no client writes.
// A dashboard load is this one document read, whatever the number of events, tickets and orders behind it
// (scripts/measure-dashboard-reads.mjs shows it).

export interface StoredStatistics extends AccountStatistics {
  id: string;
  /** When functions last changed the figures, and when they were last recounted from the collections (ms). */
  updatedAt?: number;
  rebuiltAt?: number;
}

/** The account's statistics document, or null while nothing has been counted for it. */
async function get(uid: string): Promise<StoredStatistics | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'managers', uid, 'private', 'statistics'));
  // The dashboard renders what this returns synchronously; in a task of its own, not Firestore's (see inOwnTask).
  await yieldToMain();
  if (!snapshot.exists()) return null;
  const data = toPlain(snapshot.data());
  return { totals: {}, months: {}, ...data, id: snapshot.id };
}

export const statisticsService = {
  get,
};
