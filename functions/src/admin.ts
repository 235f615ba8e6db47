import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

const DEFAULT_APP = '[DEFAULT]';

// Initialised lazily so that importing a module (e.g. while the CLI discovers functions) opens no connections.
// firebase-functions registers an app of its own to decode Firestore events, so "no apps yet" is not the test.
function defaultApp(): App {
  return getApps().find((app) => app.name === DEFAULT_APP) ?? initializeApp();
}

export function firestore(): Firestore {
  return getFirestore(defaultApp());
}

export function auth(): Auth {
  return getAuth(defaultApp());
}

export function storage(): Storage {
  return getStorage(defaultApp());
}

const GRPC_ALREADY_EXISTS = 6;

/** True for the error a create() gets when the document is already there: a re-delivered event. */
export function isAlreadyExists(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === GRPC_ALREADY_EXISTS
  );
}
