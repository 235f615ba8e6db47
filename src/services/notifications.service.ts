import { storedNotificationWording } from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import { subscribeQuery } from './subscribeQuery';
import type { AppNotification, NotificationSubject } from '@/domain/notifications';

// notifications/{id}: written only by the functions (booking received or cancelled, payouts, announcements). The
// rules let an account list its own (createdTo == uid, limit <= 20) and set `read` from false to true, nothing else.

export const LATEST_NOTIFICATIONS = 10;

const SUBJECTS: readonly NotificationSubject[] = ['announcement', 'order', 'event', 'payment'];

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function notificationOf(id: string, data: Record<string, unknown>): AppNotification {
  const subjectType = SUBJECTS.find((subject) => subject === data.subjectType) ?? 'announcement';
  return {
    id,
    title: str(data.title),
    message: str(data.message),
    subjectType,
    subjectId: str(data.subjectId),
    createdBy: str(data.createdBy),
    createdTo: str(data.createdTo),
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
    read: data.read === true,
    wording: storedNotificationWording.parse(data),
  };
}

/**
 * Watches the account's newest notifications, newest first: onChange gets them now and on every change.
 * Firestore ends a listener after an error, which onError reports once. Returns the unsubscribe.
 */
function subscribeLatest(
  uid: string,
  onChange: (items: AppNotification[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeQuery(
    ({ db, sdk }) =>
      sdk.query(
        sdk.collection(db, 'notifications'),
        sdk.where('createdTo', '==', uid),
        sdk.orderBy('createdAt', 'desc'),
        sdk.limit(LATEST_NOTIFICATIONS),
      ),
    (snapshot) => snapshot.docs.map((doc) => notificationOf(doc.id, toPlain(doc.data()))),
    onChange,
    onError,
  );
}

/** Marks notifications read in one batch; the rules allow no other change. */
async function markRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db, sdk } = await loadFirestore();
  const batch = sdk.writeBatch(db);
  for (const id of ids) batch.update(sdk.doc(db, 'notifications', id), { read: true });
  await batch.commit();
}

export const notificationsService = {
  subscribeLatest,
  markRead,
};
