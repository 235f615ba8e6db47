import type { Firestore } from 'firebase-admin/firestore';
import { pushOutboxDocument } from '@gigvenue/contracts';
import { writeDocument } from '../shared/documents';
import type { PushMessage, PushOutcome, PushSender } from './pushSender';

const BATCH_SIZE = 500;

/** The push's outbox id: one per holder and announcement, so a resumed send overwrites rather than adds. */
export const outboxIdOf = (message: Pick<PushMessage, 'announcementId' | 'userId'>) =>
  `${message.announcementId}-${message.userId}`;

/**
 * The offline sender (emulators, demos, tests): records in pushOutbox each push it would send, and nothing leaves the
 * machine. Every message counts as sent.
 */
export function createOutboxSender(db: Firestore, now: () => number = Date.now): PushSender {
  return {
    name: 'outbox',
    async send(messages) {
      for (let start = 0; start < messages.length; start += BATCH_SIZE) {
        const batch = db.batch();
        for (const message of messages.slice(start, start + BATCH_SIZE)) {
          const { token, title, body, userId, announcementId } = message;
          writeDocument(batch, 'set', db.doc(`pushOutbox/${outboxIdOf(message)}`), pushOutboxDocument, {
            token,
            title,
            body,
            userId,
            announcementId,
            createdAt: now(),
          });
        }
        await batch.commit();
      }
      return messages.map((): PushOutcome => 'sent');
    },
  };
}
