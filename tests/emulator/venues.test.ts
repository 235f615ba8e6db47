import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvailabilityEntry as Entry, Slot } from '@/domain/slots';
import type { VenueInput } from '@/domain/venue';
import { weekdayNumberOf, weekdayOf } from '@gigvenue/contracts';
import { stubAppEnv } from '../support/appEnv';
import { calendar, dayAfter } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The real venues service as the signed-in owner, in node against the emulators: the rules, the startingFrom
// trigger and the saveVenueAvailability and toggleVenueSlot callables included. Its Firebase app reads the VITE_* settings, so they are
// stubbed before the modules first load.
async function loadServices() {
  stubAppEnv();
  const [{ venuesService }, firebase] = await Promise.all([
    import('@/services/venues.service'),
    import('@/lib/firebase/app'),
  ]);
  return { venuesService, firebase };
}

const projectId = emulatorProjectId();

const firestoreAt = emulatorEndpoint('firestore');

const runId = Date.now().toString(36);
const password = 'secret123';

let services: Awaited<ReturnType<typeof loadServices>>;
let adminApp: AdminApp;
let admin: AdminFirestore;
let uid: string;

// The availability callable takes new start dates up to a year ahead, so the entry starts in a fortnight.
const START = dayAfter(14);
const START_DATE = calendar(START);

const slot = (id: string, price: number): Slot => ({
  id,
  title: `Slot ${id}`,
  type: 'Any',
  startTime: '7:00 PM',
  endTime: '9:00 PM',
  price,
  availableTill: calendar(dayAfter(14 + 28)),
  recurring: true,
});

const entry = (slots: Slot[]): Entry => ({
  id: START,
  startDate: START_DATE,
  day: weekdayOf(START_DATE),
  dayNumber: weekdayNumberOf(START_DATE),
  slots,
});

const input = (overrides: Partial<VenueInput> = {}): VenueInput => ({
  venueName: 'Riverside Hall',
  seats: 120,
  description: 'A hall by the river',
  address: '1 River Road, London',
  lineAddress1: '1 River Road',
  lineAddress2: '',
  helpingAddress: { city: 'London' },
  location: { latitude: 51.5, longitude: -0.12 },
  attachments: ['/demo/venue-hall.jpg'],
  availability: [entry([slot('a', 40), slot('b', 25)])],
  ...overrides,
});

/** The startingFrom trigger runs after the write, so its result is polled for. */
async function startingFromBecomes(id: string, expected: number, timeoutMs = TRIGGER_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    last = (await admin.doc(`venues/${id}`).get()).get('startingFrom');
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`startingFrom stayed ${JSON.stringify(last)}, expected ${expected}`);
}

async function activeAccount(email: string): Promise<string> {
  const { auth, sdk } = await services.firebase.loadAuth();
  const id = (await sdk.createUserWithEmailAndPassword(auth, email, password)).user.uid;
  // The private account first, so the provisioning trigger sees an operator-made account and leaves it active.
  await admin.doc(`managers/${id}/private/account`).set({ config: {}, currentBalance: 0 });
  await admin.doc(`managers/${id}`).set({
    email,
    name: 'Olivia Owner',
    number: '0100',
    img: '',
    role: 'venueOwner',
    status: 'active',
    isAppUser: false,
  });
  return id;
}

beforeAll(async () => {
  services = await loadServices();

  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  adminApp = initializeAdminApp({ projectId }, `venues-test-${runId}`);
  admin = getAdminFirestore(adminApp);
  uid = await activeAccount(`venues-${runId}@gigvenue.test`);
});

afterAll(async () => {
  if (services) {
    const { auth, sdk } = await services.firebase.loadAuth();
    await sdk.signOut(auth);
    const { db, sdk: firestoreSdk } = await services.firebase.loadFirestore();
    await firestoreSdk.terminate(db);
  }
  if (adminApp) await deleteAdminApp(adminApp);
  vi.unstubAllEnvs();
});

describe('venues service as the owner', () => {
  let id: string;

  it('creates an online venue owned by the caller; startingFrom follows the lowest slot price', async () => {
    id = await services.venuesService.create(uid, input());
    const stored = (await admin.doc(`venues/${id}`).get()).data();
    expect(stored).toMatchObject({ ...input(), createdBy: uid, isOnline: true });
    expect(stored?.createdAt).toBeDefined();
    await startingFromBecomes(id, 25);
    const [listed] = await services.venuesService.listByOwner(uid);
    expect(listed).toMatchObject({ id, venueName: 'Riverside Hall', startingFrom: 25, isOnline: true });
    expect(typeof listed.createdAt).toBe('number');
  });

  it('creates nothing when the availability is refused: the half-made venue goes again', async () => {
    const bad = input({ venueName: 'Refused Hall', availability: [entry([slot('a', 0)])] });
    await expect(services.venuesService.create(uid, bad)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    const left = await admin.collection('venues').where('createdBy', '==', uid).get();
    expect(left.docs.map((doc) => doc.get('venueName'))).not.toContain('Refused Hall');
  });

  it('updates the venue, and startingFrom follows (0 without slots)', async () => {
    await services.venuesService.update(
      id,
      input({ venueName: 'Hall 2', availability: [entry([slot('c', 60)])] }),
    );
    await startingFromBecomes(id, 60);
    expect(await services.venuesService.get(id)).toMatchObject({ venueName: 'Hall 2', startingFrom: 60 });
    await services.venuesService.update(id, input({ availability: [] }));
    await startingFromBecomes(id, 0);
    await services.venuesService.update(id, input());
    await startingFromBecomes(id, 25);
  });

  it('switches the venue offline and online', async () => {
    await services.venuesService.setOnline(id, false);
    expect((await services.venuesService.get(id))?.isOnline).toBe(false);
    await services.venuesService.setOnline(id, true);
    expect((await services.venuesService.get(id))?.isOnline).toBe(true);
  });

  it('switches a slot off and on for a date through the callable, writing only that date', async () => {
    // Toggles take days up to the booking horizon (two years ahead) only.
    const day = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await admin.doc(`bookings/${id}`).set({ bookings: { [day]: ['b'] } });
    expect(await services.venuesService.toggleSlot(id, day, 'a')).toBe(false);
    expect((await admin.doc(`bookings/${id}`).get()).get('bookings')).toEqual({ [day]: ['b', 'a'] });
    expect(await services.venuesService.toggleSlot(id, day, 'a')).toBe(true);
    expect((await admin.doc(`bookings/${id}`).get()).get('bookings')).toEqual({ [day]: ['b'] });
  });

  it('refuses an unknown slot or a malformed date', async () => {
    await expect(services.venuesService.toggleSlot(id, '2030-01-14', 'nope')).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    await expect(services.venuesService.toggleSlot(id, '14/01/2030', 'a')).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('keeps a slot that an order holds: no edit drops it and the venue cannot be deleted, until the booking is past', async () => {
    const held = { '2099-01-05': { a: 'order-1' } };
    await admin
      .doc(`bookings/${id}`)
      .set({ bookings: { '2099-01-05': ['a'] }, orders: held, heldUntil: '2099-01-05' });
    const booked = 'Sorry! Unable to delete. Slot is already booked.';
    await expect(
      services.venuesService.update(id, input({ availability: [entry([slot('b', 25)])] })),
    ).rejects.toThrow(booked);
    // Changing the held slot is refused as well, and a refused edit changes no other field either.
    await expect(
      services.venuesService.update(
        id,
        input({ venueName: 'Not renamed', availability: [entry([slot('a', 41), slot('b', 25)])] }),
      ),
    ).rejects.toThrow(booked);
    expect((await services.venuesService.get(id))?.venueName).not.toBe('Not renamed');
    await expect(services.venuesService.remove(id)).rejects.toThrow(booked);
    await services.venuesService.update(
      id,
      input({ venueName: 'Renamed', availability: [entry([slot('a', 40)])] }),
    );
    expect((await services.venuesService.get(id))?.venueName).toBe('Renamed');
    await admin
      .doc(`bookings/${id}`)
      .set({ bookings: {}, orders: { '2020-01-06': { a: 'order-0' } }, heldUntil: '2020-01-06' });
    await services.venuesService.update(id, input());
  });

  it("refuses someone else's venue, then deletes the owner's own", async () => {
    const other = await admin
      .collection('venues')
      .add({ ...input(), createdBy: 'someone-else', isOnline: true, createdAt: 1 });
    await expect(services.venuesService.toggleSlot(other.id, '2030-01-14', 'a')).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect(services.venuesService.remove(other.id)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await services.venuesService.remove(id);
    expect(await services.venuesService.get(id)).toBeNull();
  });
});
