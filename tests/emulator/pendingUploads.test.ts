import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanStalePendingUploads } from '../../functions/src/storage/pendingUploads';
import { emulatorEndpoint } from '../support/emulators';
import { junkBehindPngHeader, pngOfSize, TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';

// What a pending account (signed up, not yet approved) can leave in Storage, as the attack: a fresh sign-up uploading
// through the app's SDK and storage.rules (offline their JS twin) 3 x 5 MB of junk behind a PNG header, or more real
// pictures than registering needs. The checkUploadedImage and enforceUploadQuota triggers leave nothing, or no more
// than the pending quota (6 files, 10 MB); the nightly cleanPendingUploads sweep deletes the uploads of pending
// accounts that never verified their address.

const projectId = emulatorProjectId();
const bucketName = `${projectId}.appspot.com`;
const runId = Date.now().toString(36);
const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

let admin: App;
const clients: FirebaseApp[] = [];
let sequence = 0;

beforeAll(() => {
  for (const [name, variable] of [
    ['firestore', 'FIRESTORE_EMULATOR_HOST'],
    ['auth', 'FIREBASE_AUTH_EMULATOR_HOST'],
    ['storage', 'FIREBASE_STORAGE_EMULATOR_HOST'],
  ] as const) {
    const { host, port } = emulatorEndpoint(name);
    process.env[variable] ??= `${host}:${port}`;
  }
  admin = initializeAdminApp({ projectId, storageBucket: bucketName }, `pending-uploads-${runId}`);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => deleteApp(client)));
  if (admin) await deleteAdminApp(admin);
});

const db = () => getAdminFirestore(admin);
const bucket = () => getAdminStorage(admin).bucket();

/** The profile a registration writes (the private document first, as the operator's tools do). */
async function writeProfile(uid: string, status: string, createdAt = Timestamp.now()): Promise<void> {
  await db().doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  await db()
    .doc(`managers/${uid}`)
    .set({ email: `${uid}@gigvenue.test`, role: 'eventManager', status, name: 'Sign Up', createdAt });
}

/** A signed-up account of this status, with the app's Storage client signed in as it. */
async function signUp(status: 'pending' | 'active') {
  const client = initializeApp(
    { projectId, apiKey: 'demo-key', storageBucket: bucketName },
    `pending-${runId}-${++sequence}`,
  );
  clients.push(client);
  const auth = getAuth(client);
  const authAt = emulatorEndpoint('auth');
  connectAuthEmulator(auth, `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
  const storage = getStorage(client);
  const storageAt = emulatorEndpoint('storage');
  connectStorageEmulator(storage, storageAt.host, storageAt.port);
  const email = `sign-up-${runId}-${sequence}@gigvenue.test`;
  const { uid } = (await createUserWithEmailAndPassword(auth, email, 'secret123')).user;
  await writeProfile(uid, status);
  const upload = (name: string, bytes: Uint8Array) =>
    uploadBytes(ref(storage, `profileImage/${uid}/${name}`), bytes, { contentType: 'image/png' });
  return { uid, upload };
}

async function namesIn(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((file) => file.name.slice(prefix.length)).sort();
}

/** Waits until the folder holds exactly `names` (the triggers run after each upload, in no set order). */
async function waitForFolder(prefix: string, names: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (JSON.stringify(await namesIn(prefix)) !== JSON.stringify(names)) {
    if (Date.now() > deadline) {
      expect(await namesIn(prefix)).toEqual(names);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a pending account in Storage', () => {
  it('keeps none of 3 x 5 MB of junk behind a PNG header', async () => {
    const signUpAccount = await signUp('pending');
    const junk = junkBehindPngHeader(5 * MB - 1024);
    // storage.rules let a pending account fill its profileImage/ folder with files typed and named as PNGs...
    for (const name of ['a.png', 'b.png', 'c.png']) await signUpAccount.upload(name, junk);
    // ...and the decode in checkUploadedImage deletes every one.
    await waitForFolder(`profileImage/${signUpAccount.uid}/`, []);
  }, 120_000);

  it('keeps real pictures only up to the pending quota (10 MB), deleting the newest past it', async () => {
    const signUpAccount = await signUp('pending');
    for (const name of ['1.png', '2.png', '3.png']) await signUpAccount.upload(name, pngOfSize(4 * MB));
    await waitForFolder(`profileImage/${signUpAccount.uid}/`, ['1.png', '2.png']);
  }, 120_000);

  it('keeps no more than 6 pictures (a picture and five of previous work)', async () => {
    const signUpAccount = await signUp('pending');
    const names = ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png', '7.png'];
    for (const name of names) await signUpAccount.upload(name, TINY_PNG);
    await waitForFolder(`profileImage/${signUpAccount.uid}/`, names.slice(0, 6));
  }, 120_000);

  it('lets an active account keep what the pending quota would not', async () => {
    const active = await signUp('active');
    for (const name of ['1.png', '2.png', '3.png']) await active.upload(name, pngOfSize(4 * MB));
    // By the time the trigger has deleted a later junk upload, it has long dealt with these.
    await active.upload('junk.png', junkBehindPngHeader(4096));
    await waitForFolder(`profileImage/${active.uid}/`, ['1.png', '2.png', '3.png']);
  }, 120_000);
});

describe('cleanStalePendingUploads', () => {
  it("deletes the uploads of week-old pending accounts that never verified their address, and no one else's", async () => {
    const auth = getAdminAuth(admin);
    const old = Timestamp.fromMillis(Date.now() - 30 * DAY_MS);
    const accounts = {
      stale: { status: 'pending', createdAt: old, emailVerified: false },
      verified: { status: 'pending', createdAt: old, emailVerified: true },
      recent: { status: 'pending', createdAt: Timestamp.now(), emailVerified: false },
      active: { status: 'active', createdAt: old, emailVerified: false },
    };
    const uids: Record<string, string> = {};
    for (const [name, account] of Object.entries(accounts)) {
      const { uid } = await auth.createUser({
        email: `cleanup-${name}-${runId}@gigvenue.test`,
        emailVerified: account.emailVerified,
      });
      uids[name] = uid;
      await writeProfile(uid, account.status, account.createdAt);
      await bucket().file(`profileImage/${uid}/me.png`).save(TINY_PNG, { contentType: 'image/png' });
      await bucket().file(`events/${uid}/gig.png`).save(TINY_PNG, { contentType: 'image/png' });
    }

    const run = await cleanStalePendingUploads(db(), auth, bucket(), Date.now(), 7);

    expect(run.files).toBeGreaterThanOrEqual(2);
    expect(await namesIn(`profileImage/${uids.stale}/`)).toEqual([]);
    expect(await namesIn(`events/${uids.stale}/`)).toEqual([]);
    for (const name of ['verified', 'recent', 'active']) {
      expect(await namesIn(`profileImage/${uids[name]}/`)).toEqual(['me.png']);
      expect(await namesIn(`events/${uids[name]}/`)).toEqual(['gig.png']);
    }
    // The profile and the sign-in stay for the operator to decide on.
    expect((await db().doc(`managers/${uids.stale}`).get()).get('status')).toBe('pending');
    expect((await auth.getUser(uids.stale)).uid).toBe(uids.stale);
  }, 120_000);
});
