import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { firebase } from '@/lib/firebase/app';

/** Signs in and returns the uid; "remember me" decides whether the session outlives the browser tab. */
async function signIn(email: string, password: string, remember: boolean): Promise<string> {
  const { auth } = firebase();
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user.uid;
}

async function signUp(email: string, password: string): Promise<string> {
  const credential = await createUserWithEmailAndPassword(firebase().auth, email, password);
  return credential.user.uid;
}

async function signOut(): Promise<void> {
  await firebaseSignOut(firebase().auth);
}

async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebase().auth, email);
}

function currentUid(): string | null {
  return firebase().auth.currentUser?.uid ?? null;
}

/** The uid once Firebase has restored any persisted session; before that currentUser is always null. */
async function restoredUid(): Promise<string | null> {
  const { auth } = firebase();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Rolls back a registration that failed after the Auth user was created. */
async function deleteCurrentUser(): Promise<void> {
  const user = firebase().auth.currentUser;
  if (user) await deleteUser(user);
}

export const authService = {
  signIn,
  signUp,
  signOut,
  sendPasswordReset,
  currentUid,
  restoredUid,
  deleteCurrentUser,
};
