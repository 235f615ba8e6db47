import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_CONFIG, EVENT_TYPE_OPTIONS } from '../../scripts/lib/demo-data.mjs';
import { emulatorProjectId } from '../support/project';
import { operator } from '../support/scripts';

// A real project is set up with `npm run operator -- init` (the platform's config, event types and categories, and
// nothing else), never with the demo seed, whose accounts share a published password.

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: emulatorProjectId() }));
const run = promisify(execFile);

describe('operator init', () => {
  it("writes the platform's config, event types and categories, with the seed's values", async () => {
    await db().recursiveDelete(db().collection('categories'));
    await db().doc('configurations/default').delete();
    await db().doc('configurations/eventTypes').delete();
    const first = await operator('init');
    expect(first).toEqual({
      code: 0,
      out: `Platform documents (config, event types, categories): ${CATEGORIES.length + 2} created, 0 already there.`,
    });
    expect((await db().doc('configurations/default').get()).data()).toEqual(DEFAULT_CONFIG);
    expect((await db().doc('configurations/eventTypes').get()).get('options')).toEqual(EVENT_TYPE_OPTIONS);
    const categories = await db().collection('categories').get();
    expect(categories.docs.map((doc) => ({ id: doc.id, name: doc.get('name') }))).toEqual(
      expect.arrayContaining(CATEGORIES),
    );
    expect(categories.size).toBe(CATEGORIES.length);
  });

  it('is idempotent and keeps what the operator changed since', async () => {
    await operator('init');
    await db().doc('configurations/default').update({ platformFees: 4.5 });
    expect(await operator('init')).toEqual({
      code: 0,
      out: `Platform documents (config, event types, categories): 0 created, ${CATEGORIES.length + 2} already there.`,
    });
    expect((await db().doc('configurations/default').get()).get('platformFees')).toBe(4.5);
    await db().doc('configurations/default').update({ platformFees: DEFAULT_CONFIG.platformFees });
  });

  it('creates no account and no sign-in', async () => {
    const before = (await db().collection('managers').count().get()).data().count;
    await operator('init');
    expect((await db().collection('managers').count().get()).data().count).toBe(before);
  });
});

describe('the demo seed', () => {
  it('refuses a project that is not a demo- project, whatever is set', async () => {
    const attempt = run(process.execPath, ['scripts/seed.mjs'], {
      env: { ...process.env, VITE_FIREBASE_PROJECT_ID: 'gigvenue-live', SEED_REAL_PROJECT: 'true' },
    });
    await expect(attempt).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to seed gigvenue-live'),
    });
  });
});
