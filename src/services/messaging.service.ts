import { registerPushToken as registerPushTokenContract } from '@gigvenue/contracts';
import { loadApp } from '@/lib/firebase/app';
import { env } from '@/config/env';
import { callContract } from './callContract';

// Web push for accounts. Only offered when the project has a VAPID key; without one nothing here loads. The token
// belongs to the app's one service worker (src/sw.ts), which shows messages that arrive in the background.

export type PushTokenResult =
  | { kind: 'token'; token: string }
  /** The person said no, or the browser blocks notifications for this site. */
  | { kind: 'denied' }
  /** No push in this browser, or the service worker is not running (development server). */
  | { kind: 'unsupported' };

const isOffered = (): boolean => env.firebase.vapidKey !== '';

/** Asks for permission, then gets this browser's FCM token. */
async function requestToken(): Promise<PushTokenResult> {
  if (!isOffered() || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) {
    return { kind: 'unsupported' };
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return { kind: 'unsupported' };
  const [app, sdk] = await Promise.all([loadApp(), import('firebase/messaging')]);
  if (!(await sdk.isSupported())) return { kind: 'unsupported' };
  const token = await sdk.getToken(sdk.getMessaging(app), {
    vapidKey: env.firebase.vapidKey,
    serviceWorkerRegistration: registration,
  });
  return token ? { kind: 'token', token } : { kind: 'unsupported' };
}

/** Stores this browser's push token on the caller's private account (registerPushToken); '' clears it. */
async function registerPushToken(token: string): Promise<void> {
  await callContract(registerPushTokenContract, { token });
}

export const messagingService = {
  isOffered,
  requestToken,
  registerPushToken,
};
