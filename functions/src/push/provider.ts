import { applicationDefault, getApp } from 'firebase-admin/app';
import { firestore } from '../admin';
import { settings } from '../config';
import { createFcmSender } from './fcmSender';
import { createOutboxSender } from './outboxSender';
import type { PushSender } from './pushSender';

async function adminAccessToken(): Promise<string> {
  // firestore() has initialised the default app; its credential is the function's service account.
  const credential = getApp().options.credential ?? applicationDefault();
  return (await credential.getAccessToken()).access_token;
}

/** The push sender chosen by PUSH_SENDER: the offline outbox unless FCM is configured. */
export function pushSender(): PushSender {
  const db = firestore();
  if (settings.pushSender === 'outbox') return createOutboxSender(db);
  const projectId =
    getApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  return createFcmSender({ apiBase: settings.fcmApiBase, projectId, accessToken: adminAccessToken });
}
