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
import { emulatorEndpoint } from '../support/emulators';
import { TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';
import { afterAll, beforeAll, describe, it } from 'vitest';

// Issue 22 section 5, as the attack on Storage: anyone can create an Auth user, so a bare sign-up with no account
// record must not store anything (it could fill its profile folder up to the quota). Runs against whichever engine the
// Storage emulator has: storage.rules on the Java runtime or its JS twin scripts/emulators/storage-policy.cjs.

type Storage = ReturnType<RulesTestContext['storage']>;

const root = new URL('../../', import.meta.url);
const { storageRulesEngine } = createRequire(import.meta.url)(
  '../../scripts/emulators/storage-runtime-shim.cjs',
) as { storageRulesEngine: () => 'java' | 'js-twin' };
const ENGINE = storageRulesEngine() === 'java' ? 'storage.rules' : 'the JS twin storage-policy.cjs';

const hostOf = (value: string | undefined) => {
  if (!value) return null;
  const url = new URL(value.includes('://') ? value : `http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: emulatorProjectId(),
    storage: {
      ...(hostOf(process.env.FIREBASE_STORAGE_EMULATOR_HOST) ?? emulatorEndpoint('storage')),
      rules: readFileSync(new URL('storage.rules', root), 'utf8'),
    },
    firestore: {
      ...(hostOf(process.env.FIRESTORE_EMULATOR_HOST) ?? emulatorEndpoint('firestore')),
      rules: readFileSync(new URL('firestore.rules', root), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const runId = Date.now().toString(36);
let sequence = 0;
const freshUid = (name: string) => `${name}-${runId}-${++sequence}`;
const as = (uid: string): Storage => env.authenticatedContext(uid).storage();

// A whole picture, so the checkUploadedImage trigger keeps it.
const PNG = Uint8Array.from(TINY_PNG);
const upload = (storage: Storage, path: string) =>
  storage
    .ref(path)
    .put(PNG, { contentType: 'image/png' })
    .then((snapshot) => snapshot.metadata);

describe(`uploads need an account record (${ENGINE})`, () => {
  it.each(['profileImage', 'venues', 'events'])(
    'refuses a signed-in user with no account record under %s/{uid}',
    async (folder) => {
      const uid = freshUid('stranger');
      await assertFails(upload(as(uid), `${folder}/${uid}/filler.png`));
    },
  );

  it('takes the registration pictures once the pending account record exists', async () => {
    const uid = freshUid('registering');
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc(`managers/${uid}`)
        .set({ email: `${uid}@gigvenue.test`, role: 'eventManager', status: 'pending' });
    });
    await assertSucceeds(upload(as(uid), `profileImage/${uid}/me.png`));
    await assertFails(upload(as(uid), `venues/${uid}/hall.png`));
  });
});
