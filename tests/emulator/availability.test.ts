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
import type { CalendarDate } from '@/domain/entities';
import type { Slot } from '@/domain/slots';
import { stubAppEnv } from '../support/appEnv';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The real availability and bookings services, running in node against the emulators (rules, the
// startingFrom trigger and the deleteAvailabilitySlot function included). Their Firebase app reads the same
// VITE_* settings the browser build gets, so those are stubbed before the modules first load.
async function loadServices() {
  stubAppEnv();
  const [{ availabilityService }, { bookingsService }, firebase] = await Promise.all([
    import('@/services/availability.service'),
    import('@/services/bookings.service'),
    import('@/lib/firebase/app'),
  ]);
  return { availabilityService, bookingsService, firebase };
}

const projectId = emulatorProjectId();

const firestoreAt = emulatorEndpoint('firestore');

const runId = Date.now().toString(36);
const email = `availability-${runId}@gigvenue.test`;
const password = 'secret123';
const BOOKED = 'Sorry! Unable to delete. Slot is already booked.';
const DAY_MS = 24 * 60 * 60 * 1000;

let services: Awaited<ReturnType<typeof loadServices>>;
let adminApp: AdminApp;
let admin: AdminFirestore;
let uid: string;

/** A date `days` after today in London, the platform's time zone, which is where bookings count days. */
function londonDate(days: number): { calendar: CalendarDate; key: string } {
  const key = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * DAY_MS));
  const [year, month, day] = key.split('-').map(Number);
  return { calendar: { year, month, day }, key };
}

let sequence = 0;
function slot(price: number, overrides: Partial<Slot> = {}): Slot {
  sequence += 1;
  return {
    id: `slot-${runId}-${sequence}`,
    title: `Slot ${sequence}`,
    type: 'Any',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    price,
    availableTill: londonDate(60).calendar,
    recurring: false,
    ...overrides,
  };
}

/** The startingFrom trigger runs after the write, so its result is polled for. */
async function startingFromBecomes(expected: number, timeoutMs = TRIGGER_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    last = (await admin.doc(`managers/${uid}`).get()).get('startingFrom');
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`startingFrom stayed ${JSON.stringify(last)}, expected ${expected}`);
}

beforeAll(async () => {
  services = await loadServices();

  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  adminApp = initializeAdminApp({ projectId }, `availability-test-${runId}`);
  admin = getAdminFirestore(adminApp);

  const { auth, sdk } = await services.firebase.loadAuth();
  uid = (await sdk.createUserWithEmailAndPassword(auth, email, password)).user.uid;
  // The private account first, so the provisioning trigger sees an operator-made account and leaves it active.
  await admin.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  await admin.doc(`managers/${uid}`).set({
    email,
    name: 'Marco Manager',
    number: '0100',
    img: '',
    role: 'eventManager',
    status: 'active',
    isAppUser: false,
    startingFrom: 0,
  });
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

describe('availability service', () => {
  const first = londonDate(14);
  const second = londonDate(21);

  it('adds an entry keyed by its start date, and startingFrom follows its lowest price', async () => {
    const evening = slot(40, { recurring: true, availableTill: londonDate(42).calendar });
    const saved = (
      await services.availabilityService.addEntries(uid, [{ startDate: first.calendar, slots: [evening] }])
    )[0];
    expect(saved).toMatchObject({ id: first.key, startDate: first.calendar, slots: [evening] });

    const stored = (await admin.doc(`managers/${uid}/availability/${first.key}`).get()).data();
    expect(stored).toMatchObject({
      startDate: first.calendar,
      day: saved.day,
      dayNumber: saved.dayNumber,
      slots: [evening],
    });
    expect(stored?.createdAt).toBeDefined();
    await startingFromBecomes(40);
  });

  it('merges slots added for the same start date into its entry', async () => {
    const late = slot(25, { startTime: '10:00 PM', endTime: '11:30 PM' });
    const merged = (
      await services.availabilityService.addEntries(uid, [{ startDate: first.calendar, slots: [late] }])
    )[0];
    expect(merged.slots.map((s) => s.price)).toEqual([40, 25]);
    await startingFromBecomes(25);

    // The same slot written again (a retried confirm) is not duplicated.
    const again = (
      await services.availabilityService.addEntries(uid, [{ startDate: first.calendar, slots: [late] }])
    )[0];
    expect(again.slots).toHaveLength(2);
  });

  it('lists entries in date order', async () => {
    await services.availabilityService.addEntries(uid, [{ startDate: second.calendar, slots: [slot(60)] }]);
    const entries = await services.availabilityService.list(uid);
    expect(entries.map((entry) => entry.id)).toEqual([first.key, second.key]);
    expect(entries[0].slots.map((s) => s.price)).toEqual([40, 25]);
    expect(entries[0].day).toMatch(/day$/);
  });

  it('refuses to delete a slot booked today or later, with the exact message', async () => {
    const [entry] = await services.availabilityService.list(uid);
    const bookedId = entry.slots[0].id;
    await admin.doc(`bookings/${uid}`).set({ bookings: { [londonDate(0).key]: [bookedId] } });
    const today = await services.availabilityService
      .removeSlot(uid, entry.id, bookedId)
      .catch((error: unknown) => error);
    expect(today).toMatchObject({ code: 'functions/failed-precondition' });
    // The server's message, which the SDK ends with the HTTP status.
    expect((today as Error).message).toBe(`${BOOKED} [400]`);
    await admin.doc(`bookings/${uid}`).set({ bookings: { [first.key]: [bookedId] } });
    await expect(services.availabilityService.removeSlot(uid, entry.id, bookedId)).rejects.toThrow(BOOKED);
    expect((await services.availabilityService.list(uid))[0].slots.map((s) => s.id)).toContain(bookedId);
  });

  it('deletes a slot whose bookings are all in the past, and startingFrom rises to the next price', async () => {
    const [entry] = await services.availabilityService.list(uid);
    const [evening, late] = entry.slots;
    await admin
      .doc(`bookings/${uid}`)
      .set({ bookings: { [londonDate(-1).key]: [late.id], [first.key]: [evening.id] } });
    await services.availabilityService.removeSlot(uid, entry.id, late.id);
    expect((await services.availabilityService.list(uid))[0].slots.map((s) => s.id)).toEqual([evening.id]);
    await startingFromBecomes(40);
  });

  it('deletes an entry with its last free slot, and startingFrom is 0 once no slot is left', async () => {
    const entries = await services.availabilityService.list(uid);
    const secondEntry = entries.find((entry) => entry.id === second.key)!;
    await services.availabilityService.removeSlot(uid, second.key, secondEntry.slots[0].id);
    expect((await admin.doc(`managers/${uid}/availability/${second.key}`).get()).exists).toBe(false);
    await startingFromBecomes(40);

    await admin.doc(`bookings/${uid}`).set({ bookings: {} });
    await services.availabilityService.removeSlot(uid, first.key, entries[0].slots[0].id);
    expect(await services.availabilityService.list(uid)).toEqual([]);
    await startingFromBecomes(0);
  });

  it("refuses deleting another manager's slot and an unknown slot", async () => {
    await expect(
      services.availabilityService.removeSlot('someone-else', first.key, 'slot-x'),
    ).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect(
      services.availabilityService.removeSlot(uid, first.key, 'no-such-slot'),
    ).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('cannot write startingFrom or delete an entry directly', async () => {
    const { db, sdk } = await services.firebase.loadFirestore();
    await services.availabilityService.addEntries(uid, [{ startDate: first.calendar, slots: [slot(30)] }]);
    await expect(sdk.updateDoc(sdk.doc(db, 'managers', uid), { startingFrom: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      sdk.deleteDoc(sdk.doc(db, 'managers', uid, 'availability', first.key)),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the slots-per-date cap', () => {
  const date = londonDate(28);
  const slots = (count: number) => Array.from({ length: count }, () => slot(20));

  it('reads the stored entries of the asked dates only', async () => {
    await services.availabilityService.addEntries(uid, [{ startDate: date.calendar, slots: slots(8) }]);
    const found = await services.availabilityService.entriesOn(uid, [
      date.calendar,
      londonDate(29).calendar,
      date.calendar,
    ]);
    expect(found.map((entry) => [entry.id, entry.slots.length])).toEqual([[date.key, 8]]);
  });

  it('refuses a merge past 10 slots with its own code instead of a permission error, and writes nothing', async () => {
    const refused = await services.availabilityService
      .addEntries(uid, [{ startDate: date.calendar, slots: slots(3) }])
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'availability/too-many-slots', startDate: date.calendar });
    expect((await admin.doc(`managers/${uid}/availability/${date.key}`).get()).get('slots')).toHaveLength(8);
  });

  it('saves several dates all or none: one date over the cap writes none of them', async () => {
    const other = londonDate(35);
    const refused = await services.availabilityService
      .addEntries(uid, [
        { startDate: other.calendar, slots: slots(1) },
        { startDate: date.calendar, slots: slots(3) },
      ])
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'availability/too-many-slots', startDate: date.calendar });
    expect((await admin.doc(`managers/${uid}/availability/${other.key}`).get()).exists).toBe(false);
    expect((await admin.doc(`managers/${uid}/availability/${date.key}`).get()).get('slots')).toHaveLength(8);

    const saved = await services.availabilityService.addEntries(uid, [
      { startDate: other.calendar, slots: slots(1) },
      { startDate: other.calendar, slots: slots(1) },
    ]);
    expect(saved.map((entry) => [entry.id, entry.slots.length])).toEqual([[other.key, 2]]);
    await admin.doc(`managers/${uid}/availability/${other.key}`).delete();
  });

  it('accepts a merge up to exactly 10 slots', async () => {
    const merged = (
      await services.availabilityService.addEntries(uid, [{ startDate: date.calendar, slots: slots(2) }])
    )[0];
    expect(merged.slots).toHaveLength(10);
  });
});

describe('reading another manager', () => {
  it('reads a bounded window: 100 entries from today, and earlier ones of the last year while a weekly slot repeats', async () => {
    const manager = `bulk-${runId}`;
    const stored = (days: number, slots: Slot[]) => {
      const { calendar, key } = londonDate(days);
      return [
        key,
        { startDate: calendar, day: 'Monday', dayNumber: 2, slots, createdAt: new Date() },
      ] as const;
    };
    const documents = [
      stored(-20, [slot(30, { recurring: true, availableTill: londonDate(30).calendar })]),
      stored(-300, [slot(30, { recurring: true, availableTill: londonDate(30).calendar })]),
      stored(-400, [slot(30, { recurring: true, availableTill: londonDate(30).calendar })]),
      stored(-10, [slot(30, { availableTill: londonDate(-10).calendar })]),
      ...Array.from({ length: 105 }, (_, index) => stored(index, [slot(40)])),
    ];
    for (let index = 0; index < documents.length; index += 100) {
      const batch = admin.batch();
      for (const [key, data] of documents.slice(index, index + 100))
        batch.set(admin.doc(`managers/${manager}/availability/${key}`), data);
      await batch.commit();
    }

    const entries = await services.availabilityService.list(manager);

    expect(entries).toHaveLength(102);
    expect(entries[0].id).toBe(londonDate(-300).key);
    expect(entries[1].id).toBe(londonDate(-20).key);
    expect(entries[2].id).toBe(londonDate(0).key);
    expect(entries.at(-1)?.id).toBe(londonDate(99).key);
    expect(entries.map((entry) => entry.id)).not.toContain(londonDate(-10).key);
    expect(entries.map((entry) => entry.id)).not.toContain(londonDate(-400).key);
  });
});

describe('bookings service', () => {
  it('reads the bookings map, and an empty one when nothing was booked', async () => {
    await admin.doc(`bookings/${uid}`).set({ bookings: { '2030-06-03': ['a', 'b'] } });
    expect(await services.bookingsService.get(uid)).toEqual({ '2030-06-03': ['a', 'b'] });
    expect(await services.bookingsService.get(`nobody-${runId}`)).toEqual({});
  });
});
