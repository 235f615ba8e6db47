import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { mailDocument, type MailMessage } from '@gigvenue/contracts';
import { settings } from '../config';
import { writeDocument, type DocumentWriter } from './documents';

/**
 * Queues mail/{id} for the Trigger Email extension through the typed writer, from the configured sender when there
 * is one. A fixed id per message makes a retried write the same mail, not a second one.
 */
export function writeMail<Result>(
  writer: DocumentWriter<Result>,
  how: 'create' | 'set',
  db: Firestore,
  id: string,
  to: string,
  message: MailMessage,
): Result {
  const from = settings.mailFrom ? { from: settings.mailFrom } : {};
  return writeDocument(
    writer,
    how,
    db.doc(`mail/${id}`),
    mailDocument,
    { to, ...from, message },
    {
      createdAt: FieldValue.serverTimestamp(),
    },
  );
}
