import type { DocumentData, Query, QuerySnapshot } from 'firebase/firestore';
import { loadFirestore } from '@/lib/firebase/app';
import { inOwnTask } from '@/lib/scheduling/yieldToMain';

type Firestore = Awaited<ReturnType<typeof loadFirestore>>;

/**
 * Watches a query: onChange gets `read(snapshot)` now and on every change, in tasks of their own after Firestore's
 * (see inOwnTask), and nothing once stopped. Firestore ends a listener after an error, which onError reports once.
 * Returns the unsubscribe.
 */
export function subscribeQuery<T>(
  query: (firestore: Firestore) => Query<DocumentData>,
  read: (snapshot: QuerySnapshot<DocumentData>) => T,
  onChange: (value: T) => void,
  onError: (error: Error) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  const fail = inOwnTask((error: Error) => {
    if (!stopped) onError(error);
  });
  const report = inOwnTask((value: T) => {
    if (!stopped) onChange(value);
  });
  loadFirestore().then((firestore) => {
    if (stopped) return;
    unsubscribe = firestore.sdk.onSnapshot(query(firestore), (snapshot) => report(read(snapshot)), fail);
  }, fail);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
