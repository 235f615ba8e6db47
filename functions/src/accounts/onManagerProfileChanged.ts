import { appUserDocument } from '@gigvenue/contracts';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { appUserProfileChanges } from './appUserRecord';
import { updateDocument } from '../shared/documents';

const MIRRORED_FIELDS = ['img', 'name'] as const;

/**
 * Keeps users/{uid}, the mobile-app record made at registration, showing the account's current picture and
 * name. Only a change to those fields wakes it; it then compares fresh reads inside a transaction rather than
 * the event's copies, so late, repeated or out-of-order events settle on the account as it is now and write
 * nothing when the app user already matches. That makes retries safe.
 */
export const onManagerProfileChanged = onDocumentUpdated(
  { document: 'managers/{uid}', region: settings.region, retry: true },
  async (event) => {
    const before = event.data?.before.data() ?? {};
    const after = event.data?.after.data() ?? {};
    if (MIRRORED_FIELDS.every((field) => before[field] === after[field])) return;

    const { uid } = event.params;
    const db = firestore();
    const accountRef = db.doc(`managers/${uid}`);
    const appUserRef = db.doc(`users/${uid}`);
    const outcome = await db.runTransaction(async (tx) => {
      const [account, appUser] = await tx.getAll(accountRef, appUserRef);
      if (!account.exists) return { kind: 'skipped', reason: 'account-deleted' } as const;
      if (!appUser.exists) return { kind: 'skipped', reason: 'no-app-user' } as const;
      const changes = appUserProfileChanges(account.data() ?? {}, appUser.data() ?? {});
      if (!changes) return { kind: 'skipped', reason: 'up-to-date' } as const;
      updateDocument(tx, 'update', appUserRef, appUserDocument, changes);
      return { kind: 'synced', fields: Object.keys(changes) } as const;
    });

    if (outcome.kind === 'skipped') logs.appUserProfileSyncSkipped({ uid, reason: outcome.reason });
    else logs.appUserProfileSynced({ uid, fields: outcome.fields });
  },
);
