import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import { emulatorEndpoints } from '../support/emulators';
import { TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs against whichever Storage rules engine the emulator has: storage.rules on the Java runtime, or its
// JS twin scripts/emulators/storage-policy.cjs offline. Both must pass the same tests; each block's name says
// which engine this run proved.
type Storage = ReturnType<RulesTestContext['storage']>;

const root = new URL('../../', import.meta.url);
const { storageRulesEngine } = createRequire(import.meta.url)(
  '../../scripts/emulators/storage-runtime-shim.cjs',
) as {
  storageRulesEngine: () => 'java' | 'js-twin';
};
const ENGINE =
  storageRulesEngine() === 'java'
    ? 'storage.rules on the Java rules runtime'
    : 'the JS twin storage-policy.cjs';
const MB = 1024 * 1024;

function firestoreEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromEnv) {
    const url = new URL(`http://${fromEnv}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  return emulatorEndpoints().firestore;
}

function storageEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (fromEnv) {
    const url = new URL(fromEnv.includes('://') ? fromEnv : `http://${fromEnv}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  return emulatorEndpoints().storage;
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: emulatorProjectId(),
    storage: { ...storageEmulator(), rules: readFileSync(new URL('storage.rules', root), 'utf8') },
    // Uploads depend on the account's status in its Firestore profile.
    firestore: { ...firestoreEmulator(), rules: readFileSync(new URL('firestore.rules', root), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

let sequence = 0;
const runId = Date.now().toString(36);
const freshUid = (name: string) => `${name}-${runId}-${++sequence}`;

const as = (uid: string): Storage => env.authenticatedContext(uid).storage();

/** An account with a profile of this status, written as the operator's tools do (the private document first). */
async function account(status: 'active' | 'pending' | 'suspended' = 'active'): Promise<string> {
  const uid = freshUid(status);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
    await db.doc(`managers/${uid}`).set({ email: `${uid}@gigvenue.test`, role: 'venueOwner', status });
  });
  return uid;
}
const anonymous = (): Storage => env.unauthenticatedContext().storage();

// A whole picture, so the bytes are what the content type claims and the checkUploadedImage trigger keeps it.
const PNG = Uint8Array.from(TINY_PNG);

function upload(storage: Storage, path: string, data: Uint8Array, contentType: string): Promise<unknown> {
  return storage
    .ref(path)
    .put(data, { contentType })
    .then((snapshot) => snapshot.metadata);
}

async function seedImage(path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), path, PNG, 'image/png');
  });
}

describe(`uploading (${ENGINE})`, () => {
  it.each(['profileImage', 'venues', 'events'])(
    'lets an active owner upload a png under %s/{uid}',
    async (folder) => {
      const uid = await account();
      await assertSucceeds(upload(as(uid), `${folder}/${uid}/photo.png`, PNG, 'image/png'));
    },
  );

  it.each([
    ['image/jpeg', 'photo.jpeg'],
    ['image/jpeg', 'PHOTO.JPG'],
    ['image/jpg', 'photo.jpg'],
    ['image/gif', 'photo.gif'],
  ])('accepts %s named %s', async (contentType, name) => {
    const uid = await account();
    await assertSucceeds(upload(as(uid), `venues/${uid}/${name}`, PNG, contentType));
  });

  it.each([
    ['image/png', 'photo'],
    ['image/png', 'photo.jpg'],
    ['image/jpeg', 'photo.png'],
    ['image/gif', 'photo.gif.html'],
    ['image/png', 'page.html'],
  ])('denies %s named %s: the type and the name must agree', async (contentType, name) => {
    const uid = await account();
    await assertFails(upload(as(uid), `venues/${uid}/${name}`, PNG, contentType));
  });

  it('accepts an image of exactly 5 MB and files in nested folders', async () => {
    const uid = await account();
    await assertSucceeds(
      upload(as(uid), `events/${uid}/gallery/big.png`, new Uint8Array(5 * MB), 'image/png'),
    );
  });

  it('lets the owner replace their image', async () => {
    const uid = await account();
    await seedImage(`profileImage/${uid}/me.png`);
    await assertSucceeds(upload(as(uid), `profileImage/${uid}/me.png`, PNG, 'image/png'));
  });

  it.each(['text/plain', 'application/pdf', 'image/svg+xml', 'video/mp4', 'text/html'])(
    'denies %s',
    async (contentType) => {
      const uid = await account();
      await assertFails(upload(as(uid), `profileImage/${uid}/file.png`, PNG, contentType));
    },
  );

  it('denies an image over 5 MB', async () => {
    const uid = await account();
    await assertFails(upload(as(uid), `venues/${uid}/huge.png`, new Uint8Array(6 * MB), 'image/png'));
  });

  it("denies uploading into another account's folder", async () => {
    const victim = freshUid('victim');
    await assertFails(upload(as(await account()), `profileImage/${victim}/photo.png`, PNG, 'image/png'));
  });

  it('denies folders other than profileImage, venues and events', async () => {
    const uid = await account();
    await assertFails(upload(as(uid), `private/${uid}/photo.png`, PNG, 'image/png'));
    await assertFails(upload(as(uid), `photo-${uid}.png`, PNG, 'image/png'));
  });

  it('denies a file without a name below the uid folder', async () => {
    const uid = await account();
    await assertFails(upload(as(uid), `profileImage/${uid}`, PNG, 'image/png'));
  });

  it('denies unauthenticated uploads', async () => {
    const uid = await account();
    await assertFails(upload(anonymous(), `profileImage/${uid}/photo.png`, PNG, 'image/png'));
  });

  it('denies a signed-in user without an account record: registration writes the profile first', async () => {
    const uid = freshUid('registering');
    await assertFails(upload(as(uid), `profileImage/${uid}/me.png`, PNG, 'image/png'));
    await assertFails(upload(as(uid), `venues/${uid}/hall.png`, PNG, 'image/png'));
    await assertFails(upload(as(uid), `events/${uid}/poster.png`, PNG, 'image/png'));
  });

  it('lets a pending account fill its registration folder only', async () => {
    const uid = await account('pending');
    await assertSucceeds(upload(as(uid), `profileImage/${uid}/work.png`, PNG, 'image/png'));
    await assertFails(upload(as(uid), `venues/${uid}/hall.png`, PNG, 'image/png'));
    await assertFails(upload(as(uid), `events/${uid}/poster.png`, PNG, 'image/png'));
  });

  it.each(['profileImage', 'venues', 'events'])(
    'denies a suspended account uploading under %s',
    async (folder) => {
      const uid = await account('suspended');
      await assertFails(upload(as(uid), `${folder}/${uid}/photo.png`, PNG, 'image/png'));
    },
  );
});

describe(`reading (${ENGINE})`, () => {
  it("lets any signed-in user read another account's images", async () => {
    const owner = freshUid('owner');
    await seedImage(`venues/${owner}/hall.png`);
    await assertSucceeds(as(freshUid('reader')).ref(`venues/${owner}/hall.png`).getMetadata());
    await assertSucceeds(as(owner).ref(`venues/${owner}/hall.png`).getDownloadURL());
  });

  it('lets a signed-in user list an upload folder', async () => {
    const owner = freshUid('owner');
    await seedImage(`events/${owner}/poster.png`);
    await assertSucceeds(as(freshUid('reader')).ref(`events/${owner}`).listAll());
  });

  it('denies unauthenticated reads and listings', async () => {
    const owner = freshUid('owner');
    await seedImage(`profileImage/${owner}/me.png`);
    await assertFails(anonymous().ref(`profileImage/${owner}/me.png`).getMetadata());
    await assertFails(anonymous().ref(`profileImage/${owner}`).listAll());
  });
});

describe(`deleting (${ENGINE})`, () => {
  async function seed(path: string, contentType = 'image/png'): Promise<void> {
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), path, PNG, contentType);
    });
  }

  /** Whether the object is still stored, read past the rules. */
  async function exists(path: string): Promise<boolean> {
    let found = true;
    await env.withSecurityRulesDisabled(async (context) => {
      found = await context
        .storage()
        .ref(path)
        .getMetadata()
        .then(
          () => true,
          (error: { code?: string }) => {
            if (error.code === 'storage/object-not-found') return false;
            throw error;
          },
        );
    });
    return found;
  }

  it('lets the owner delete their image', async () => {
    const owner = freshUid('owner');
    await seedImage(`venues/${owner}/old.png`);
    await assertSucceeds(as(owner).ref(`venues/${owner}/old.png`).delete());
  });

  it.each(['profileImage', 'venues', 'events'])(
    'lets the owner delete their own files under %s/{uid}, nested ones too',
    async (folder) => {
      const owner = freshUid('owner');
      await seed(`${folder}/${owner}/photo.png`);
      await seed(`${folder}/${owner}/gallery/2030/photo.png`);
      await assertSucceeds(as(owner).ref(`${folder}/${owner}/photo.png`).delete());
      await assertSucceeds(as(owner).ref(`${folder}/${owner}/gallery/2030/photo.png`).delete());
      expect(await exists(`${folder}/${owner}/photo.png`)).toBe(false);
      expect(await exists(`${folder}/${owner}/gallery/2030/photo.png`)).toBe(false);
    },
  );

  it('does not check the content type or size on delete (a delete has no request.resource)', async () => {
    const owner = freshUid('owner');
    await seed(`profileImage/${owner}/notes.txt`, 'text/plain');
    await assertSucceeds(as(owner).ref(`profileImage/${owner}/notes.txt`).delete());
    expect(await exists(`profileImage/${owner}/notes.txt`)).toBe(false);
  });

  it("denies deleting another account's image", async () => {
    const owner = freshUid('owner');
    await seedImage(`venues/${owner}/keep.png`);
    await assertFails(as(freshUid('attacker')).ref(`venues/${owner}/keep.png`).delete());
    await assertFails(anonymous().ref(`venues/${owner}/keep.png`).delete());
  });

  it.each(['profileImage', 'venues', 'events'])(
    'denies another signed-in user and the unauthenticated deleting under %s/{uid}',
    async (folder) => {
      const owner = freshUid('owner');
      await seed(`${folder}/${owner}/keep.png`);
      await assertFails(as(freshUid('attacker')).ref(`${folder}/${owner}/keep.png`).delete());
      await assertFails(anonymous().ref(`${folder}/${owner}/keep.png`).delete());
      expect(await exists(`${folder}/${owner}/keep.png`)).toBe(true);
    },
  );

  it('denies deleting outside the upload folders, even under the own uid', async () => {
    const owner = freshUid('owner');
    await seed(`private/${owner}/photo.png`);
    await assertFails(as(owner).ref(`private/${owner}/photo.png`).delete());
    expect(await exists(`private/${owner}/photo.png`)).toBe(true);
  });
});
