import { privateAccountDocument, registerPushToken as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs } from '../logs';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { directWriter, updateDocument } from '../shared/documents';

/**
 * The profile page's "allow notifications": keeps the browser's FCM token on the caller's private account (which
 * only functions write); an empty token clears it, e.g. when permission is withdrawn.
 */
export const registerPushToken = contractCall(contract, { signedIn: true }, async ({ token }, request) => {
  const uid = request.auth?.uid ?? ''; // contractCall lets in signed-in callers only
  const db = firestore();
  if (!(await db.doc(`managers/${uid}`).get()).exists)
    throw refuse('permission-denied', 'pushNotPlatformAccount');
  await updateDocument(
    directWriter,
    'merge',
    db.doc(`managers/${uid}/private/account`),
    privateAccountDocument,
    {
      notificationToken: token,
    },
  );
  logs.pushTokenRegistered({ uid, cleared: token === '' });
  return { ok: true as const };
});
