import { appUserDocument } from '@gigvenue/contracts';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { firestore, isAlreadyExists } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { appUserRecord } from './appUserRecord';
import { isApproval } from './approval';
import { writeDocument } from '../shared/documents';

/**
 * An account registered with the combined-account option also gets a mobile-app user with a payment customer, once
 * the operator approves it: an unverified sign-up makes nothing at the payment provider.
 */
export const createAppUser = onDocumentUpdated(
  { document: 'managers/{uid}', region: settings.region, retry: true, secrets: [...paymentSecrets()] },
  async (event) => {
    const { uid } = event.params;
    const profile = event.data?.after.data();
    if (!isApproval(event.data?.before.data(), profile)) return;
    if (!profile || profile.isAppUser !== true) {
      logs.appUserSkipped({ uid, reason: 'not-app-user' });
      return;
    }
    const db = firestore();
    const userRef = db.doc(`users/${uid}`);
    if ((await userRef.get()).exists) {
      logs.appUserSkipped({ uid, reason: 'already-exists' });
      return;
    }

    const provider = paymentProvider();
    let customerId: string;
    try {
      // The idempotency key makes a re-delivered event reuse the customer instead of creating a second one.
      ({ customerId } = await provider.createCustomer({
        email: String(profile.email ?? ''),
        name: String(profile.name ?? ''),
        idempotencyKey: `app-user-${uid}`,
      }));
    } catch (error) {
      logs.appUserFailed({
        uid,
        provider: provider.name,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }

    // Built from the account as it is now, in a transaction, so a picture or name changed since registration is
    // either read here or seen by onManagerProfileChanged once this record exists; neither change is lost.
    const accountRef = db.doc(`managers/${uid}`);
    let created: boolean;
    try {
      created = await db.runTransaction(async (tx) => {
        const [account, existing] = await tx.getAll(accountRef, userRef);
        if (existing.exists) return false;
        writeDocument(
          tx,
          'create',
          userRef,
          appUserDocument,
          appUserRecord(uid, account.data() ?? profile, customerId),
        );
        return true;
      });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      created = false;
    }
    if (!created) {
      logs.appUserSkipped({ uid, reason: 'already-exists' });
      return;
    }
    logs.appUserCreated({ uid, provider: provider.name });
  },
);
