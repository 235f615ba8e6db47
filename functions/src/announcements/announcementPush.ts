import { FieldValue, type DocumentSnapshot, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { announcementDocument, appUserDocument } from '@gigvenue/contracts';
import type { PushMessage, PushSender } from '../push/pushSender';
import { updateDocument } from '../shared/documents';
import type { Announcement } from './announcementPlan';

// The push: the announcement to the app users just notified who have a push token, through the configured sender.

const text = (snapshot: DocumentSnapshot, field: string) =>
  typeof snapshot.get(field) === 'string' ? (snapshot.get(field) as string) : '';

/**
 * Pushes the announcement to each of these app users with a notificationToken, and adds to `batch` what came of it:
 * the tokens the push service called invalid are forgotten, and the announcement counts the pushes sent and the
 * invalid tokens.
 */
export async function pushTo(
  db: Firestore,
  sender: PushSender,
  announcement: Announcement,
  userIds: readonly string[],
  batch: WriteBatch,
): Promise<void> {
  const users =
    userIds.length > 0 ? await db.getAll(...userIds.map((userId) => db.doc(`users/${userId}`))) : [];
  const messages: PushMessage[] = users
    .filter((user) => text(user, 'notificationToken') !== '')
    .map((user) => ({
      token: text(user, 'notificationToken'),
      title: announcement.title,
      body: announcement.message,
      userId: user.id,
      announcementId: announcement.announcementId,
    }));
  const outcomes = await sender.send(messages);
  const invalid = messages.filter((_, index) => outcomes[index] === 'invalid');

  for (const message of invalid)
    updateDocument(batch, 'update', db.doc(`users/${message.userId}`), appUserDocument, {
      notificationToken: '',
    });
  updateDocument(
    batch,
    'update',
    db.doc(`announcements/${announcement.announcementId}`),
    announcementDocument,
    {},
    {
      pushed: FieldValue.increment(outcomes.filter((outcome) => outcome === 'sent').length),
      invalidTokens: FieldValue.increment(invalid.length),
    },
  );
}
