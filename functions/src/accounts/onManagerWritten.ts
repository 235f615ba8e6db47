import { publicProfileDocument } from '@gigvenue/contracts';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { publicProfileOf } from './publicProfile';
import { writeDocument } from '../shared/documents';

/**
 * Keeps profiles/{uid}, the directory's public copy of an account, in step with managers/{uid}. It copies from
 * a fresh read inside a transaction rather than from the event, so events delivered late or out of order still
 * leave the copy matching the account as it is now (an operator suspending an account removes it at once).
 */
export const onManagerWritten = onDocumentWritten(
  { document: 'managers/{uid}', region: settings.region, retry: true },
  async (event) => {
    const { uid } = event.params;
    const db = firestore();
    const accountRef = db.doc(`managers/${uid}`);
    const publicRef = db.doc(`profiles/${uid}`);
    const listed = await db.runTransaction(async (tx) => {
      const [account, current] = await tx.getAll(accountRef, publicRef);
      const profile = publicProfileOf(account.data());
      if (profile) writeDocument(tx, 'set', publicRef, publicProfileDocument, profile);
      else if (current.exists) tx.delete(publicRef);
      return profile !== null;
    });
    logs.publicProfileSynced({ uid, listed });
  },
);
