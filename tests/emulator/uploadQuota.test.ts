import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFoldersWithinQuota } from '../../functions/src/storage/folderQuota';
import { emulatorEndpoint } from '../support/emulators';
import { pngOfSize, TINY_PNG } from '../support/images';
import { emulatorProjectId } from '../support/project';

// The upload quota against the Storage emulator: the enforceUploadQuota trigger runs keepFoldersWithinQuota after each
// upload with the deployed quota (300 files, 300 MB; 6 files and 10 MB for an account that is not active, as these
// test folders' are, having no profile); here it runs with a small one, so the test needs a few uploads
// rather than hundreds of trigger runs on a shared two-core machine. The trigger itself runs on every upload the
// storage tests make.

const projectId = emulatorProjectId();
const storageAt = emulatorEndpoint('storage');
const runId = Date.now().toString(36);

let app: App;

beforeAll(() => {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${storageAt.host}:${storageAt.port}`;
  app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `quota-test-${runId}`);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

const bucket = () => getStorage(app).bucket();

async function namesIn(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((file) => file.name).sort();
}

async function save(name: string, bytes = TINY_PNG): Promise<void> {
  await bucket().file(name).save(bytes, { contentType: 'image/png', resumable: false });
}

describe('keepFoldersWithinQuota', () => {
  it('deletes the uploads beyond the count, newest first; run again (or at once) it deletes nothing more', async () => {
    const folder = `events/quota-${runId}/`;
    for (const index of [1, 2, 3]) await save(`${folder}${index}.png`);
    // The two newest arrive together.
    await Promise.all([save(`${folder}4.png`), save(`${folder}5.png`)]);
    const quota = { maxFiles: 3, maxBytes: 1024 * 1024 };

    const runs = await Promise.all([
      keepFoldersWithinQuota(bucket(), [folder], quota),
      keepFoldersWithinQuota(bucket(), [folder], quota),
    ]);

    // Each run deletes the two newest, or finds them gone already.
    expect(Math.max(...runs)).toBe(2);
    expect(await namesIn(folder)).toEqual([`${folder}1.png`, `${folder}2.png`, `${folder}3.png`]);
    expect(await keepFoldersWithinQuota(bucket(), [folder], quota)).toBe(0);
  });

  it("counts one person's folders together, deletes the upload past their total size, and leaves others' alone", async () => {
    const uid = `person-${runId}`;
    const folders = [`profileImage/${uid}/`, `venues/${uid}/`, `events/${uid}/`];
    const stranger = `profileImage/stranger-${runId}/me.png`;
    await save(stranger, pngOfSize(4096));
    await save(`profileImage/${uid}/me.png`, pngOfSize(2048));
    await save(`venues/${uid}/small.png`, pngOfSize(1024));
    await save(`events/${uid}/big.png`, pngOfSize(2048));

    expect(await keepFoldersWithinQuota(bucket(), folders, { maxFiles: 10, maxBytes: 4096 })).toBe(1);
    expect(await namesIn(`events/${uid}/`)).toEqual([]);
    expect(await namesIn(`venues/${uid}/`)).toEqual([`venues/${uid}/small.png`]);
    expect(await namesIn(`profileImage/${uid}/`)).toEqual([`profileImage/${uid}/me.png`]);
    expect(await namesIn(`profileImage/stranger-${runId}/`)).toEqual([stranger]);
  });
});
