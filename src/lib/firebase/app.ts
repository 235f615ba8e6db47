import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { yieldToMain } from '@/lib/scheduling/yieldToMain';

// Each Firebase SDK is loaded on first use, not in the initial bundle: the sign-in page must stay small
// (ARCHITECTURE budgets), and most screens need only some of the four SDKs. In local development every SDK
// is pointed at the emulators when it loads.

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const emulatorUrl = (port: number) => `http://${env.emulators.host}:${port}`;

export const loadApp = once(async (): Promise<FirebaseApp> => {
  const { getApps, initializeApp } = await import('firebase/app');
  const existing = getApps()[0];
  if (existing) return existing;
  const app = initializeApp(env.firebase);
  // App Check starts with the app, before any SDK makes a call, so every call can carry its token.
  if (env.appCheckSiteKey && !env.useEmulators) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  return app;
});

/**
 * getAuth() would also prepare sign-in by popup or redirect, which fetches Google's iframe script at every start (a
 * request that fails offline and delays the signed-in first screen); the app signs in with e-mail and password only.
 * The persistence choices are getAuth()'s.
 */
function emailPasswordAuth(app: FirebaseApp, sdk: typeof import('firebase/auth')): Auth {
  try {
    return sdk.initializeAuth(app, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
  } catch (error) {
    // A hot reload in development runs this module again for an app that already has its Auth.
    if ((error as { code?: string }).code !== 'auth/already-initialized') throw error;
    return sdk.getAuth(app);
  }
}

export const loadAuth = once(async () => {
  const [app, sdk] = await Promise.all([loadApp(), import('firebase/auth')]);
  // The SDK's modules have just run; Auth's start (its persistence, the stored user) gets a task of its own.
  await yieldToMain();
  const auth = emailPasswordAuth(app, sdk);
  if (env.useEmulators)
    sdk.connectAuthEmulator(auth, emulatorUrl(env.emulators.auth), { disableWarnings: true });
  return { auth, sdk };
});

const startFirestore = once(async () => {
  const [app, sdk] = await Promise.all([loadApp(), import('firebase/firestore')]);
  // As with Auth: the SDK's modules have just run, and its setup gets a task of its own.
  await yieldToMain();
  const db: Firestore = sdk.getFirestore(app);
  if (env.useEmulators) sdk.connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestore);
  // Firestore builds its client (local store, sync engine, connection) on first use, inside the task of that first
  // call. enableNetwork, a no-op for a client that is online, builds it now, in a task apart from the first read.
  await yieldToMain();
  sdk.enableNetwork(db).catch(() => undefined);
  return { db, sdk };
});

/**
 * Firestore's calls are heavy on the main thread the first times (the client starts, a listener allocates its
 * target), and they are mostly made from a React commit's effects or from a saga that such an effect started. Each
 * caller's Firestore work begins in a task of its own, so it never lengthens the commit's task, where it would block
 * input (Lighthouse's Total Blocking Time on /dashboard).
 */
export const loadFirestore = async () => {
  const firestore = await startFirestore();
  await yieldToMain();
  return firestore;
};

export const loadStorage = once(async () => {
  const [app, sdk] = await Promise.all([loadApp(), import('firebase/storage')]);
  const storage: FirebaseStorage = sdk.getStorage(app);
  if (env.useEmulators) sdk.connectStorageEmulator(storage, env.emulators.host, env.emulators.storage);
  return { storage, sdk };
});

export const loadFunctions = once(async () => {
  const [app, sdk] = await Promise.all([loadApp(), import('firebase/functions')]);
  const functions: Functions = sdk.getFunctions(app, env.firebase.functionsRegion);
  if (env.useEmulators) sdk.connectFunctionsEmulator(functions, env.emulators.host, env.emulators.functions);
  return { functions, sdk };
});
