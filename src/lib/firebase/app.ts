import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';

interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
}

let handles: FirebaseHandles | undefined;

/** Initialises Firebase once; in local development every SDK is pointed at the emulators. */
export function firebase(): FirebaseHandles {
  if (handles) return handles;
  const app = initializeApp(env.firebase);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const storage = getStorage(app);
  const functions = getFunctions(app, env.firebase.functionsRegion);
  if (env.useEmulators) {
    const { host } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${env.emulators.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, env.emulators.firestore);
    connectStorageEmulator(storage, host, env.emulators.storage);
    connectFunctionsEmulator(functions, host, env.emulators.functions);
  }
  handles = { app, auth, db, storage, functions };
  return handles;
}
