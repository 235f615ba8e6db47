import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs } from '../logs';
import { refuse } from '../shared/refusals';

/** FCM registration tokens: URL-safe base64 with ':' separators, well under this length. */
const PUSH_TOKEN = /^[A-Za-z0-9_:.-]{0,4096}$/;

/**
 * The profile page's "allow notifications": keeps the browser's FCM token on the caller's private account (which
 * only functions write); an empty token clears it, e.g. when permission is withdrawn.
 */
export const registerPushToken = onCall(callableOptions, async (request): Promise<{ ok: true }> => {
  const uid = request.auth?.uid;
  if (!uid) throw refuse('unauthenticated', 'signInFirst');
  const token = (request.data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !PUSH_TOKEN.test(token.trim()))
    throw refuse('invalid-argument', 'pushTokenInvalid');
  const db = firestore();
  if (!(await db.doc(`managers/${uid}`).get()).exists)
    throw refuse('permission-denied', 'pushNotPlatformAccount');
  await db.doc(`managers/${uid}/private/account`).set({ notificationToken: token.trim() }, { merge: true });
  logs.pushTokenRegistered({ uid, cleared: token.trim() === '' });
  return { ok: true };
});
