import { loadAuth } from '@/lib/firebase/app';

/** Signs in and returns the uid; "remember me" decides whether the session outlives the browser tab. */
async function signIn(email: string, password: string, remember: boolean): Promise<string> {
  const { auth, sdk } = await loadAuth();
  await sdk.setPersistence(auth, remember ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return credential.user.uid;
}

async function signUp(email: string, password: string): Promise<string> {
  const { auth, sdk } = await loadAuth();
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
  return credential.user.uid;
}

async function signOut(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}

async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.sendPasswordResetEmail(auth, email);
}

async function currentUid(): Promise<string | null> {
  const { auth } = await loadAuth();
  return auth.currentUser?.uid ?? null;
}

/** The uid once Firebase has restored any persisted session; before that currentUser is always null. */
async function restoredUid(): Promise<string | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Rolls back a registration that failed after the Auth user was created. */
async function deleteCurrentUser(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  if (auth.currentUser) await sdk.deleteUser(auth.currentUser);
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
