import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryPage as Page } from '@/services/directory.service';
import { stubAppEnv } from '../support/appEnv';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The directory service, run as the app runs it: the client SDK signed in as an account, through the
// security rules and the composite indexes, against the emulator. Other test files share the emulator, so
// every assertion is about this run's documents inside the full, paged-through listing.

const projectId = emulatorProjectId();

const firestoreAt = emulatorEndpoint('firestore');
const authAt = emulatorEndpoint('auth');

process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${authAt.host}:${authAt.port}`;

stubAppEnv();
const [{ directoryService }, { loadAuth, loadFirestore }] = await Promise.all([
  import('@/services/directory.service'),
  import('@/lib/firebase/app'),
]);

const PASSWORD = 'secret123';
const PAGE = 2;
const runId = Date.now().toString(36);
const uidOf = (name: string) => `dir-${name}-${runId}`;
const emailOf = (uid: string) => `${uid}@gigvenue.test`;

let adminApp: AdminApp;
let admin: AdminFirestore;

/** Auth user, then the private account, then the profile: the order the provisioning trigger expects. */
async function createAccount(
  name: string,
  role: string,
  status: string,
  displayName: string,
): Promise<string> {
  const uid = uidOf(name);
  await getAdminAuth(adminApp).createUser({ uid, email: emailOf(uid), password: PASSWORD });
  await admin
    .doc(`managers/${uid}/private/account`)
    .set({ config: {}, currentBalance: 0, connectAccountId: '', notificationToken: '' });
  await admin.doc(`managers/${uid}`).set({
    email: emailOf(uid),
    name: displayName,
    number: '07000 000000',
    img: '',
    role,
    status,
    isAppUser: false,
    createdAt: Date.now(),
  });
  return uid;
}

async function waitForPublicProfiles(uids: string[], timeoutMs = TRIGGER_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const uid of uids) {
    while (!(await admin.doc(`profiles/${uid}`).get()).exists) {
      if (Date.now() > deadline) throw new Error(`No public profile appeared for ${uid}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function signInAs(uid: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
  await sdk.signInWithEmailAndPassword(auth, emailOf(uid), PASSWORD);
}

/** Every page, following the cursor, as the "Load more" button would. */
async function everyPage<T>(
  list: (cursor: string | null) => Promise<Page<T>>,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await list(cursor);
    expect(page.items.length).toBeLessThanOrEqual(PAGE);
    items.push(...page.items);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 500);
  return { items, pages };
}

// Names share a prefix unique to this run, so they sort together and in this order.
const tag = `Dir ${runId}`;
let viewer: string;
let pending: string;
const managers: string[] = [];
const venues: string[] = [];
/** Online and offline venues of this run, in name order. */
const listedVenues: string[] = [];

beforeAll(async () => {
  adminApp = initializeAdminApp({ projectId }, `directory-test-${runId}`);
  admin = getAdminFirestore(adminApp);
  viewer = await createAccount('viewer', 'eventOrganizer', 'active', `${tag} Viewer`);
  pending = await createAccount('pending', 'eventOrganizer', 'pending', `${tag} Pending`);
  for (const letter of ['a', 'b', 'c'])
    managers.push(
      await createAccount(`manager-${letter}`, 'eventManager', 'active', `${tag} Manager ${letter}`),
    );
  // Equal names: the id breaks the tie, so both still appear exactly once across pages.
  managers.push(await createAccount('manager-d', 'eventManager', 'active', `${tag} Manager c`));
  await createAccount('manager-pending', 'eventManager', 'pending', `${tag} Manager pending`);
  await createAccount('manager-suspended', 'eventManager', 'suspended', `${tag} Manager suspended`);
  await createAccount('owner', 'venueOwner', 'active', `${tag} Manager owner`);
  // The directory reads the public copies (profiles/{uid}) that the onManagerWritten function makes.
  await waitForPublicProfiles([viewer, ...managers, uidOf('owner')]);

  const venue = (name: string, isOnline: boolean) => ({
    createdBy: uidOf('owner'),
    venueName: `${tag} ${name}`,
    seats: 50,
    description: 'A hall.',
    address: 'London',
    attachments: [],
    isOnline,
    availability: [
      {
        startDate: { year: 2031, month: 6, day: 2 },
        day: 'Monday',
        dayNumber: 2,
        slots: [
          {
            // Slot ids are plain ids (the contract's and the rules' [A-Za-z0-9_-]), or the reader leaves the slot out.
            id: `slot-${name.replace(' ', '-')}`,
            title: 'Evening',
            type: 'Any',
            startTime: '7:00 PM',
            endTime: '9:00 PM',
            price: 50,
            availableTill: { year: 2031, month: 6, day: 2 },
            recurring: false,
          },
        ],
      },
    ],
    startingFrom: 50,
    createdAt: Date.now(),
  });
  for (const [name, online] of [
    ['Hall a', true],
    ['Hall b', true],
    ['Hall c', true],
    ['Hall offline', false],
  ] as const) {
    const id = `dir-venue-${name.replace(' ', '-')}-${runId}`;
    await admin.doc(`venues/${id}`).set(venue(name, online));
    listedVenues.push(id);
    if (online) venues.push(id);
  }
  await signInAs(viewer);
});

afterAll(async () => {
  const [{ auth, sdk: authSdk }, { db, sdk }] = await Promise.all([loadAuth(), loadFirestore()]);
  await authSdk.signOut(auth);
  await sdk.terminate(db);
  if (adminApp) await deleteAdminApp(adminApp);
});

describe('directoryService.listManagers', () => {
  it('pages through active event managers only, by name, each exactly once', async () => {
    const { items, pages } = await everyPage((cursor) => directoryService.listManagers(cursor, PAGE));
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item.role).toBe('eventManager');
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.endsWith(runId))).toEqual(managers);
    const names = items.map((item) => item.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('shows public fields only: no e-mail, phone number, address or status reaches another account', async () => {
    const { items } = await directoryService.listManagers(null, PAGE);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const key of ['email', 'number', 'address', 'helpingAddress', 'location', 'status', 'isAppUser'])
        expect(item).not.toHaveProperty(key);
    }
  });

  it('reads one manager by id, and null for an unknown id', async () => {
    expect(await directoryService.getManager(managers[0])).toMatchObject({
      id: managers[0],
      name: `${tag} Manager a`,
    });
    expect(await directoryService.getManager(`nobody-${runId}`)).toBeNull();
  });

  it('reads null for an account the listing leaves out: pending, suspended or of another role', async () => {
    for (const name of ['manager-pending', 'manager-suspended', 'owner', 'viewer']) {
      expect(await directoryService.getManager(uidOf(name)), name).toBeNull();
    }
  });
});

describe('directoryService.listVenues', () => {
  it('pages through every venue, an offline one marked so, by name, each exactly once', async () => {
    const { items } = await everyPage((cursor) => directoryService.listVenues(cursor, PAGE));
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = items.filter((item) => item.id.endsWith(runId));
    expect(mine.map((item) => item.id)).toEqual(listedVenues);
    expect(mine.map((item) => item.isOnline)).toEqual([true, true, true, false]);
  });

  it('lists only online venues for booking', async () => {
    const { items } = await everyPage((cursor) => directoryService.listBookableVenues(cursor, PAGE));
    for (const item of items) expect(item.isOnline).toBe(true);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.endsWith(runId))).toEqual(venues);
  });

  it('reads one venue by id with its availability', async () => {
    const venue = await directoryService.getVenue(venues[0]);
    expect(venue).toMatchObject({ id: venues[0], venueName: `${tag} Hall a`, seats: 50, isOnline: true });
    expect(venue?.availability[0].slots.map((slot) => slot.id)).toEqual(['slot-Hall-a']);
  });
});

describe('a pending account', () => {
  beforeAll(async () => {
    await signInAs(pending);
  });
  afterAll(async () => {
    await signInAs(viewer);
  });

  it('is refused the directory', async () => {
    await expect(directoryService.listManagers(null, PAGE)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(directoryService.listVenues(null, PAGE)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(directoryService.getManager(managers[0])).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
