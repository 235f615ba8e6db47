import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEndpoint } from '../support/emulators';
import { junkBehindPngHeader, TINY_GIF, TINY_JPEG, TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The checkUploadedImage trigger against the Storage emulator, as the attack: a file named and typed as a PNG whose
// bytes are a web page, or megabytes of anything behind a real PNG header, is deleted; a whole picture stays.

const projectId = emulatorProjectId();
const storageAt = emulatorEndpoint('storage');
const runId = Date.now().toString(36);

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
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  while (await exists(name)) {
    if (Date.now() > deadline) throw new Error(`${name} is still stored`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('checkUploadedImage', () => {
  it('deletes an upload whose bytes are not a picture, whatever its name and type say', async () => {
    const folder = `profileImage/content-${runId}`;
    await save(`${folder}/real.png`, TINY_PNG, 'image/png');
    await save(`${folder}/photo.jpg`, TINY_JPEG, 'image/jpeg');
    await save(`${folder}/anim.gif`, TINY_GIF, 'image/gif');
    await save(`${folder}/page.png`, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    await save(`${folder}/blob.gif`, Buffer.alloc(64 * 1024), 'image/gif');

    await waitUntilGone(`${folder}/page.png`);
    await waitUntilGone(`${folder}/blob.gif`);
    expect(await exists(`${folder}/real.png`)).toBe(true);
    expect(await exists(`${folder}/photo.jpg`)).toBe(true);
    expect(await exists(`${folder}/anim.gif`)).toBe(true);
  });

  it('deletes junk behind a real PNG header, a picture cut short, and a picture of another type than declared', async () => {
    // A folder of its own: an account without a profile gets the pending accounts' few files, and the first test's
    // pictures and these four, counted before the junk is deleted, would be past them.
    const folder = `profileImage/content-cut-${runId}`;
    await save(`${folder}/junk.png`, junkBehindPngHeader(5 * 1024 * 1024), 'image/png');
    await save(`${folder}/cut.png`, TINY_PNG.subarray(0, TINY_PNG.length - 12), 'image/png');
    await save(`${folder}/gif.png`, TINY_GIF, 'image/png');
    await save(`${folder}/kept.png`, TINY_PNG, 'image/png');

    await waitUntilGone(`${folder}/junk.png`);
    await waitUntilGone(`${folder}/cut.png`);
    await waitUntilGone(`${folder}/gif.png`);
    expect(await exists(`${folder}/kept.png`)).toBe(true);
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
