import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubAppEnv } from '../support/appEnv';
import { emulatorEndpoint } from '../support/emulators';
import { TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';

// The real storageService as a signed-in account, in node against the Auth and Storage emulators (so
// storage.rules, or offline its twin scripts/emulators/storage-policy.cjs, decide). Its Firebase app reads the
// VITE_* settings, so they are stubbed before the modules first load.
async function loadServices() {
  stubAppEnv();
  const [{ storageService }, firebase] = await Promise.all([
    import('@/services/storage.service'),
    import('@/lib/firebase/app'),
  ]);
  return { storageService, firebase };
}

const projectId = emulatorProjectId();

const storageAt = emulatorEndpoint('storage');
const firestoreAt = emulatorEndpoint('firestore');

const runId = Date.now().toString(36);
const password = 'secret123';
const owner = { email: `storage-owner-${runId}@gigvenue.test`, uid: '' };
const other = { email: `storage-other-${runId}@gigvenue.test`, uid: '' };
const OTHER_BUCKET = `other-bucket-${runId}`;

// A whole picture, so the bytes are what the content type claims and the checkUploadedImage trigger keeps it.
const PNG = Uint8Array.from(TINY_PNG);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

let services: Awaited<ReturnType<typeof loadServices>>;

async function signInAs(account: { email: string }): Promise<void> {
  const { auth, sdk } = await services.firebase.loadAuth();
  await sdk.signInWithEmailAndPassword(auth, account.email, password);
}

/** The object path a download URL names, read back through the SDK. */
async function pathOf(url: string): Promise<string> {
  const { storage, sdk } = await services.firebase.loadStorage();
  return sdk.ref(storage, url).fullPath;
}

/** Whether the object a download URL names still exists, asked of its own bucket. */
async function exists(url: string): Promise<boolean> {
  const { storage, sdk } = await services.firebase.loadStorage();
  return sdk.getMetadata(sdk.ref(storage, url)).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'storage/object-not-found') return false;
      throw error;
    },
  );
}

beforeAll(async () => {
  services = await loadServices();

  const { auth, sdk } = await services.firebase.loadAuth();
  other.uid = (await sdk.createUserWithEmailAndPassword(auth, other.email, password)).user.uid;
  owner.uid = (await sdk.createUserWithEmailAndPassword(auth, owner.email, password)).user.uid;
  // createUser signs the new account in: the owner is the signed-in user from here on.
  expect(auth.currentUser?.uid).toBe(owner.uid);

  // Uploads to venues/ and events/ need an active account (storage.rules reads its Firestore profile); the private
  // account first, so the provisioning trigger sees an operator-made account and leaves it active.
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  const adminApp = initializeAdminApp({ projectId }, `storage-test-${runId}`);
  const admin = getAdminFirestore(adminApp);
  for (const account of [owner, other]) {
    await admin.doc(`managers/${account.uid}/private/account`).set({ config: {}, currentBalance: 0 });
    await admin
      .doc(`managers/${account.uid}`)
      .set({ email: account.email, role: 'venueOwner', status: 'active', name: 'Storage Test' });
  }
  await deleteAdminApp(adminApp);
});

afterAll(async () => {
  if (services) {
    const { auth, sdk } = await services.firebase.loadAuth();
    await sdk.signOut(auth);
    const { deleteApp } = await import('firebase/app');
    await deleteApp(await services.firebase.loadApp());
  }
  vi.unstubAllEnvs();
});

describe('storageService.upload', () => {
  it("stores the file under the signed-in user's folder with a random name and returns a working download URL", async () => {
    const url = await services.storageService.upload(`profileImage/${owner.uid}`, png('Me.PNG'));

    const { storage, sdk } = await services.firebase.loadStorage();
    const bucket = sdk.ref(storage).bucket;
    const folder = `http://${storageAt.host}:${storageAt.port}/v0/b/${bucket}/o/profileImage%2F${owner.uid}%2F`;
    expect(url.startsWith(folder)).toBe(true);
    expect(url).toContain('alt=media&token=');
    expect(await pathOf(url)).toMatch(new RegExp(`^profileImage/${owner.uid}/[0-9a-f]{32}\\.png$`));

    const metadata = await sdk.getMetadata(sdk.ref(storage, url));
    expect(metadata.contentType).toBe('image/png');
    expect(metadata.size).toBe(PNG.length);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('never overwrites: the same file name gets a new object each time', async () => {
    const first = await services.storageService.upload(`venues/${owner.uid}`, png('hall.png'));
    const second = await services.storageService.upload(`venues/${owner.uid}`, png('hall.png'));
    expect(await pathOf(first)).not.toBe(await pathOf(second));
    expect(await exists(first)).toBe(true);
    expect(await exists(second)).toBe(true);
  });
});

describe('storageService.remove', () => {
  it('deletes the object a download URL points at; removing it again is fine', async () => {
    const url = await services.storageService.upload(`events/${owner.uid}`, png('poster.png'));
    expect(await exists(url)).toBe(true);

    await services.storageService.remove(url);

    expect(await exists(url)).toBe(false);
    // The download token went with the object (the emulator then answers 403 or 404, never the bytes).
    expect((await fetch(url)).ok).toBe(false);
    await expect(services.storageService.remove(url)).resolves.toBeUndefined();
  });

  it("is refused for another account's file, which stays", async () => {
    await signInAs(other);
    const theirs = await services.storageService.upload(`profileImage/${other.uid}`, png('them.png'));
    await signInAs(owner);

    await expect(services.storageService.remove(theirs)).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(await exists(theirs)).toBe(true);
  });

  it("leaves the demo data's static paths alone", async () => {
    await expect(services.storageService.remove('/demo/avatar-marco.png')).resolves.toBeUndefined();
    await expect(services.storageService.remove('')).resolves.toBeUndefined();
  });

  it("leaves another bucket's and another host's URLs alone, even for the same path", async () => {
    const ours = await services.storageService.upload(`profileImage/${owner.uid}`, png('me.png'));
    const path = await pathOf(ours);

    // The same object path in a second bucket of the same emulator, uploaded by the owner (the rules allow it).
    const { sdk } = await services.firebase.loadStorage();
    const otherStorage = sdk.getStorage(await services.firebase.loadApp(), `gs://${OTHER_BUCKET}`);
    sdk.connectStorageEmulator(otherStorage, storageAt.host, storageAt.port);
    const otherRef = sdk.ref(otherStorage, path);
    await sdk.uploadBytes(otherRef, PNG, { contentType: 'image/png' });
    const theirs = await sdk.getDownloadURL(otherRef);
    expect(theirs).toContain(`/v0/b/${OTHER_BUCKET}/o/`);

    await services.storageService.remove(theirs);
    const elsewhere = new URL(ours);
    elsewhere.host = 'files.example.com';
    await services.storageService.remove(elsewhere.toString());

    expect(await exists(ours)).toBe(true);
    const stillThere = await sdk.getMetadata(otherRef);
    expect(stillThere.fullPath).toBe(path);
  });
});
