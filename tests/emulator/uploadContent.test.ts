import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';

// The checkUploadedImage trigger against the Storage emulator, as the attack: a file named and typed as a PNG whose
// bytes are a web page (or anything else) is deleted; a real picture stays.

const projectId = emulatorProjectId();
const storageAt = emulatorEndpoint('storage');
const runId = Date.now().toString(36);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let app: App;

beforeAll(() => {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${storageAt.host}:${storageAt.port}`;
  app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `content-test-${runId}`);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

const bucket = () => getStorage(app).bucket();
const exists = async (name: string) => (await bucket().file(name).exists())[0];

async function save(name: string, bytes: Buffer, contentType: string): Promise<void> {
  await bucket().file(name).save(bytes, { contentType, resumable: false });
}

async function waitUntilGone(name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (await exists(name)) {
    if (Date.now() > deadline) throw new Error(`${name} is still stored`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('checkUploadedImage', () => {
  it('deletes an upload whose bytes are not a picture, whatever its name and type say', async () => {
    const folder = `profileImage/content-${runId}`;
    await save(`${folder}/real.png`, PNG, 'image/png');
    await save(`${folder}/photo.jpg`, JPEG, 'image/jpeg');
    await save(`${folder}/page.png`, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    await save(`${folder}/blob.gif`, Buffer.alloc(64 * 1024), 'image/gif');

    await waitUntilGone(`${folder}/page.png`);
    await waitUntilGone(`${folder}/blob.gif`);
    expect(await exists(`${folder}/real.png`)).toBe(true);
    expect(await exists(`${folder}/photo.jpg`)).toBe(true);
  });

  it('leaves objects outside the upload folders to their owners', async () => {
    const name = `exports/content-${runId}/report.csv`;
    await save(name, Buffer.from('a,b\n1,2\n'), 'text/csv');
    await save(`events/content-${runId}/late.png`, Buffer.from('not a picture'), 'image/png');
    // By the time the trigger has dealt with a later upload, it has long seen this one.
    await waitUntilGone(`events/content-${runId}/late.png`);
    expect(await exists(name)).toBe(true);
  });
});
