import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore, isAlreadyExists } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { appUserRecord } from './appUserRecord';

/** A registration with the combined-account option also gets a mobile-app user with a payment customer. */
export const createAppUser = onDocumentCreated(
  { document: 'managers/{uid}', region: settings.region },
  async (event) => {
    const { uid } = event.params;
    const profile = event.data?.data();
    if (!profile || profile.isAppUser !== true) {
      logs.appUserSkipped({ uid, reason: 'not-app-user' });
      return;
    }
    const userRef = firestore().doc(`users/${uid}`);
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
      logs.appUserFailed({ uid, provider: provider.name, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }

    try {
      await userRef.create(appUserRecord(uid, profile, customerId));
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      logs.appUserSkipped({ uid, reason: 'already-exists' });
      return;
    }
    logs.appUserCreated({ uid, provider: provider.name });
  },
);
