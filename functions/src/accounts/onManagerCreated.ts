import { accountStatusFields, privateAccountDocument } from '@gigvenue/contracts';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { newPrivateAccount } from './defaultConfig';
import { provisioningStatus } from './provisioningStatus';
import { updateDocument, writeDocument } from '../shared/documents';

/**
 * Provisions a new account: the owner-only private document with the platform default config, and a
 * 'pending' status if a client managed to create it with another one (the rules forbid it; this is the backstop).
 * The backstop judges the status the document was created with, not the one it finds: the operator may approve
 * the account before this runs (on the emulators it can run many seconds late), and that approval stands.
 * An existing private document means the account is already provisioned (a re-delivered event, or an
 * account seeded by an operator), so nothing is touched and a balance can never be reset.
 */
export const onManagerCreated = onDocumentCreated(
  { document: 'managers/{uid}', region: settings.region, retry: true },
  async (event) => {
    const { uid } = event.params;
    const createdStatus: unknown = event.data?.get('status');
    const db = firestore();
    const profileRef = db.doc(`managers/${uid}`);
    const privateRef = profileRef.collection('private').doc('account');
    const defaultsRef = db.doc('configurations/default');

    const outcome = await db.runTransaction(async (tx) => {
      const [privateSnap, profileSnap, defaultsSnap] = await tx.getAll(privateRef, profileRef, defaultsRef);
      if (privateSnap.exists) return { kind: 'skipped', reason: 'already-provisioned' } as const;
      if (!profileSnap.exists) return { kind: 'skipped', reason: 'profile-missing' } as const;
      const corrected = provisioningStatus(createdStatus, profileSnap.get('status'));
      if (corrected) updateDocument(tx, 'update', profileRef, accountStatusFields, { status: corrected });
      writeDocument(tx, 'create', privateRef, privateAccountDocument, newPrivateAccount(defaultsSnap.data()));
      return { kind: 'provisioned', statusForced: corrected !== null } as const;
    });

    if (outcome.kind === 'skipped') {
      logs.accountProvisioningSkipped({ uid, reason: outcome.reason });
      return;
    }
    if (outcome.statusForced) logs.accountStatusForced({ uid, writtenStatus: createdStatus });
    logs.accountProvisioned({ uid, statusForced: outcome.statusForced });
  },
);
