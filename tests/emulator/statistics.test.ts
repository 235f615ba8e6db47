import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  Timestamp,
  getFirestore as getAdminFirestore,
  type DocumentData,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStatisticsChange, statisticsPath } from '../../functions/src/statistics/applyStatisticsChange';
import { rollUpPending } from '../../functions/src/statistics/rollUpStatistics';
import { rollUpIfDue } from '../../functions/src/statistics/statisticsShards';
import { rebuildStatistics } from '../../functions/src/statistics/rebuildStatistics';
import {
  figuresOfDocuments,
  flattenFigures,
  type Figures,
} from '../../functions/src/statistics/statisticsFigures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/lib/demo-data.mjs';
import { demoDashboard } from '../../scripts/lib/demo-expectations.mjs';
import { currentYear, eventStatisticsOf, orderStatisticsOf } from '@/domain/statistics';
import { stubAppEnv } from '../support/appEnv';
import { clearFirestore, emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { operator, runScript } from '../support/scripts';

// The dashboard's figures as the app gets them: functions keep managers/{uid}/private/statistics as events, tickets
// and orders are written, and the client SDK, signed in as the account and through the security rules, reads that
// one document. The rebuild (npm run operator -- rebuild-stats) must come to the same figures as the triggers.

const projectId = emulatorProjectId();

// The real statistics service, signed in as the account, in node against the emulators. Its Firebase app reads the
// VITE_* settings, so they are stubbed before the modules first load.
stubAppEnv();
const [{ statisticsService }, { loadAuth, loadFirestore }] = await Promise.all([
  import('@/services/statistics.service'),
  import('@/lib/firebase/app'),
]);
const authAt = emulatorEndpoint('auth');
process.env.FIRESTORE_EMULATOR_HOST ??= `${emulatorEndpoint('firestore').host}:${emulatorEndpoint('firestore').port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${authAt.host}:${authAt.port}`;

const PASSWORD = 'secret123';
const YEAR = 2024;
const at = (iso: string) => Date.parse(iso);
const months = (...values: number[]) => [...values, ...Array<number>(12 - values.length).fill(0)];

let adminApp: AdminApp;
let admin: AdminFirestore;

const runId = Date.now().toString(36);
const owner = `stats-owner-${runId}`;
const other = `stats-other-${runId}`;
const emailOf = (uid: string) => `${uid}@gigvenue.test`;

/** Auth user, then the private account, then the active profile: the order the provisioning trigger expects. */
async function createAccount(uid: string, role: string): Promise<void> {
  await getAdminAuth(adminApp).createUser({ uid, email: emailOf(uid), password: PASSWORD });
  await admin.doc(`managers/${uid}/private/account`).set({
    config: {
      isCashPaymentsAllowed: false,
      noFreeEvents: false,
      ordersPercantage: 10,
      perTicketPercentage: 5,
      platformFees: 3,
      noOfFeaturedEventsAllowed: 0,
      featuredEventsTaxPercentage: 2,
    },
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
  });
  await admin.doc(`managers/${uid}`).set({
    email: emailOf(uid),
    name: `Stats ${uid}`,
    number: '07000 000000',
    img: '',
    role,
    status: 'active',
    isAppUser: false,
    createdAt: Date.now(),
  });
}

let written = 0;
/** Writes each document under a fresh id at once, as many clients and functions would. */
async function writeAll(collection: string, documents: DocumentData[]): Promise<string[]> {
  const ids = documents.map(() => `${collection}-${runId}-${++written}`);
  await Promise.all(documents.map((data, index) => admin.doc(`${collection}/${ids[index]}`).set(data)));
  return ids;
}

async function signInAs(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

const statisticsRef = (uid: string) => admin.doc(`managers/${uid}/private/statistics`);

async function storedFigures(uid: string): Promise<Figures> {
  return flattenFigures((await statisticsRef(uid).get()).data());
}

/** The figures the account's documents come to, by the rule the triggers and the rebuild share. */
async function figuresOfCollections(uid: string): Promise<Figures> {
  const [events, tickets, orders] = await Promise.all(
    [
      admin.collection('events').where('createdBy', '==', uid),
      admin.collection('tickets').where('eventOwnerId', '==', uid),
      admin.collection('orders').where('createdTo', '==', uid),
    ].map(async (query) => (await query.get()).docs.map((doc) => doc.data())),
  );
  return figuresOfDocuments(uid, { events, tickets, orders });
}

/**
 * Triggers run after the writes, so their result is polled for: done once the stored figures are what the documents
 * come to. A change counted twice would keep them apart until the timeout.
 */
async function triggersCaughtUp(uid: string, timeoutMs = 60_000): Promise<Figures> {
  const deadline = Date.now() + timeoutMs;
  const expected = await figuresOfCollections(uid);
  let stored = await storedFigures(uid);
  while (JSON.stringify(sorted(stored)) !== JSON.stringify(sorted(expected)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    stored = await storedFigures(uid);
  }
  expect(sorted(stored)).toEqual(sorted(expected));
  return stored;
}

/**
 * Waits out the second of the account's last rebuild: the emulator stamps a deletion's event to the whole second, so
 * a deletion in the rebuild's second reads as counted by it (production stamps to the microsecond).
 */
async function afterRebuildSecond(uid: string) {
  const rebuiltAt = (await statisticsRef(uid).get()).get('rebuiltAt') as Timestamp | undefined;
  if (rebuiltAt)
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, (rebuiltAt.seconds + 1) * 1000 - Date.now())),
    );
}

const sorted = (figures: Figures) => Object.fromEntries(Object.entries(figures).sort());

const event = (createdBy: string, date: string, status: string) => ({
  title: 'Salsa',
  createdBy,
  date: at(date),
  status,
});
const ticket = (eventOwnerId: string, userId: string, purchaseDate: string, amountPaid: number) => ({
  eventOwnerId,
  userId,
  eventId: 'event-1',
  purchaseDate: at(purchaseDate),
  amountPaid,
  isPaid: true,
  isCheckedIn: false,
  feedbackNotes: '',
});
const order = (createdBy: string, createdTo: string, bookingDate: string, status: string, price: number) => ({
  event: 'event-1',
  createdBy,
  createdTo,
  bookingDate: at(bookingDate),
  status,
  slot: { id: 'slot-1', startTime: '7:00 PM', endTime: '9:00 PM', price },
});

let ownerTickets: string[] = [];
let ownerEvents: string[] = [];
let ownerOrders: string[] = [];

beforeAll(async () => {
  adminApp = initializeAdminApp({ projectId }, `statistics-test-${runId}`);
  admin = getAdminFirestore(adminApp);
  await Promise.all([createAccount(owner, 'eventManager'), createAccount(other, 'venueOwner')]);

  ownerEvents = await writeAll('events', [
    event(owner, '2024-01-01T00:00:00.000Z', 'active'),
    event(owner, '2024-01-31T00:00:00.000Z', 'inProgress'),
    event(owner, '2024-02-29T00:00:00.000Z', 'completed'),
    event(owner, '2024-12-31T00:00:00.000Z', 'active'),
    event(owner, '2023-12-31T00:00:00.000Z', 'completed'),
    event(owner, '2025-01-01T00:00:00.000Z', 'cancelled'),
    event(other, '2024-03-15T00:00:00.000Z', 'active'),
  ]);
  ownerTickets = await writeAll('tickets', [
    ticket(owner, 'buyer-1', '2024-01-15T10:00:00.000Z', 0.1),
    ticket(owner, 'buyer-2', '2024-01-20T10:00:00.000Z', 0.2),
    ticket(owner, 'buyer-1', '2024-02-29T23:59:59.999Z', 12.5),
    ticket(owner, 'buyer-3', '2024-03-01T00:00:00.000Z', 7.25),
    ticket(owner, 'buyer-2', '2023-12-31T23:59:59.999Z', 100),
    // A ticket the owner bought for someone else's event is not the owner's revenue.
    ticket(other, owner, '2024-01-15T10:00:00.000Z', 999),
  ]);
  ownerOrders = await writeAll('orders', [
    order(other, owner, '2024-03-10T00:00:00.000Z', 'completed', 120),
    order(other, owner, '2024-03-20T00:00:00.000Z', 'active', 80),
    order(other, owner, '2024-06-01T00:00:00.000Z', 'completed', 95.5),
    order(other, owner, '2024-11-30T23:59:59.999Z', 'cancelled', 40),
    order(other, owner, '2023-12-31T00:00:00.000Z', 'completed', 60),
    // An order the owner placed is received by someone else.
    order(owner, other, '2024-03-10T00:00:00.000Z', 'completed', 500),
  ]);

  // Tickets are created by the sale, which counts them itself; written here as plain documents, they are counted by a
  // rebuild, as the seed's legacy tickets are. Their later changes are the triggers' (below).
  await Promise.all([rebuildStatistics(admin, owner), rebuildStatistics(admin, other)]);
  await Promise.all([triggersCaughtUp(owner), triggersCaughtUp(other)]);
  await afterRebuildSecond(owner);
  await afterRebuildSecond(other);
  await signInAs(emailOf(owner), PASSWORD);
});

afterAll(async () => {
  const [{ auth, sdk: authSdk }, { db, sdk }] = await Promise.all([loadAuth(), loadFirestore()]);
  await authSdk.signOut(auth);
  await sdk.terminate(db);
  if (adminApp) await deleteAdminApp(adminApp);
});

describe('the statistics document kept by the triggers', () => {
  it("counts the user's events and sums their tickets, all time and per London month of the year", async () => {
    expect(eventStatisticsOf(await statisticsService.get(owner), YEAR)).toEqual({
      activeEvents: 3,
      totalEvents: 6,
      revenue: 120.05,
      monthlyEvents: months(2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1),
      monthlyRevenue: months(0.3, 12.5, 7.25),
    });
  });

  it('is all zeros in the months of a year without data', async () => {
    const statistics = eventStatisticsOf(await statisticsService.get(owner), 2019);
    expect(statistics.monthlyEvents).toEqual(months());
    expect(statistics.monthlyRevenue).toEqual(months());
    expect(statistics.totalEvents).toBe(6);
  });

  it('counts orders received, completed ones as revenue, per month of the year by booking date', async () => {
    expect(orderStatisticsOf(await statisticsService.get(owner), YEAR)).toEqual({
      activeOrders: 2,
      totalOrders: 5,
      revenue: 275.5,
      recievedOrdersStats: months(0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 120, 0, 0, 95.5),
    });
  });

  it("is refused for someone else's figures", async () => {
    await expect(statisticsService.get(other)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('follows updates and deletions: a completed order, a moved event, a deleted ticket', async () => {
    await Promise.all([
      admin.doc(`orders/${ownerOrders[1]}`).update({ status: 'completed' }),
      admin
        .doc(`events/${ownerEvents[0]}`)
        .update({ date: at('2024-05-04T00:00:00.000Z'), status: 'completed' }),
      admin.doc(`tickets/${ownerTickets[2]}`).delete(),
      // A check-in changes nothing counted.
      admin.doc(`tickets/${ownerTickets[3]}`).update({ isCheckedIn: true }),
    ]);
    await triggersCaughtUp(owner);
    const statistics = await statisticsService.get(owner);
    expect(eventStatisticsOf(statistics, YEAR)).toEqual({
      activeEvents: 2,
      totalEvents: 6,
      revenue: 107.55,
      monthlyEvents: months(1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1),
      monthlyRevenue: months(0.3, 0, 7.25),
    });
    expect(orderStatisticsOf(statistics, YEAR)).toMatchObject({
      activeOrders: 1,
      revenue: 355.5,
      recievedOrdersIncome: months(0, 0, 200, 0, 0, 95.5),
    });
  });

  it('counts each of 40 tickets deleted at once exactly once', async () => {
    const buyer = `stats-busy-${runId}`;
    await createAccount(buyer, 'eventOrganizer');
    const ids = await writeAll(
      'tickets',
      Array.from({ length: 40 }, (_, index) =>
        ticket(buyer, `buyer-${index}`, '2024-07-01T12:00:00.000Z', 12.5),
      ),
    );
    await rebuildStatistics(admin, buyer);
    expect(await triggersCaughtUp(buyer)).toEqual({
      'totals.ticketRevenuePence': 50_000,
      'months.2024-07.ticketRevenuePence': 50_000,
    });
    await afterRebuildSecond(buyer);
    await Promise.all(ids.map((id) => admin.doc(`tickets/${id}`).delete()));
    expect(await triggersCaughtUp(buyer)).toEqual({});
  });
});

describe('a change applied more than once', () => {
  const change = (uid: string, changeId: string, committedAt = Timestamp.now()) => ({
    changeId,
    committedAt,
    deltas: { [uid]: { 'totals.events': 1, 'months.2024-02.events': 1 } },
  });

  it('counts once when retried, and once when delivered many times at once', async () => {
    const uid = `stats-retried-${runId}`;
    expect(await applyStatisticsChange(admin, change(uid, 'event-1'))).toEqual({ [uid]: 'applied' });
    expect(await applyStatisticsChange(admin, change(uid, 'event-1'))).toEqual({ [uid]: 'already-applied' });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => applyStatisticsChange(admin, change(uid, 'event-2'))),
    );
    expect(outcomes.filter((outcome) => outcome[uid] === 'applied')).toHaveLength(1);
    expect(await storedFigures(uid)).toEqual({ 'totals.events': 2, 'months.2024-02.events': 2 });
  });

  it('adds nothing for a change committed before the last rebuild, which counted it', async () => {
    const uid = `stats-rebuilt-${runId}`;
    const before = Timestamp.now();
    await rebuildStatistics(admin, uid);
    expect(await applyStatisticsChange(admin, change(uid, 'late', before))).toEqual({
      [uid]: 'counted-by-rebuild',
    });
    expect(await applyStatisticsChange(admin, change(uid, 'after'))).toEqual({ [uid]: 'applied' });
    expect(await storedFigures(uid)).toEqual({ 'totals.events': 1, 'months.2024-02.events': 1 });
  });
});

describe('the rebuild', () => {
  it('comes to the figures the triggers kept, and the operator command says what they are', async () => {
    const kept = await triggersCaughtUp(owner);
    const result = await operator('rebuild-stats', emailOf(owner));
    expect(result).toEqual({
      code: 0,
      out: [
        `${emailOf(owner)}: recounted 6 events, 4 tickets and 5 orders received.`,
        '  Events: 2 active of 6; ticket revenue £107.55.',
        '  Orders: 1 active of 5; revenue £355.50.',
      ].join('\n'),
    });
    expect(await storedFigures(owner)).toEqual(kept);
    expect((await statisticsRef(owner).get()).get('rebuiltAt')).toBeInstanceOf(Timestamp);
  });

  it('repairs figures that went wrong, and later writes count on top of it', async () => {
    await statisticsRef(other).set({ totals: { events: 99 } }, { merge: true });
    await rebuildStatistics(admin, other);
    expect(await storedFigures(other)).toEqual(await figuresOfCollections(other));
    const [added] = await writeAll('events', [event(other, '2024-03-16T00:00:00.000Z', 'inProgress')]);
    expect(await triggersCaughtUp(other)).toMatchObject({ 'totals.events': 2, 'months.2024-03.events': 2 });
    // A deletion leaves no version to date it, so its event's time tells that it came after the rebuild. The emulator
    // stamps events to the whole second (production to the microsecond): the rebuild's second has to pass first.
    const rebuiltAt = (await statisticsRef(other).get()).get('rebuiltAt') as Timestamp;
    await new Promise((resolve) => setTimeout(resolve, (rebuiltAt.seconds + 1) * 1000 - Date.now()));
    await admin.doc(`events/${added}`).delete();
    expect(await triggersCaughtUp(other)).toMatchObject({ 'totals.events': 1, 'months.2024-03.events': 1 });
  });

  it('explains an unknown e-mail', async () => {
    expect(await operator('rebuild-stats', 'nobody@gigvenue.test')).toEqual({
      code: 1,
      out: 'No account found with e-mail nobody@gigvenue.test',
    });
  });
});

describe('the demo seed', () => {
  const demoUids = Object.keys(demoDashboard()) as (keyof ReturnType<typeof demoDashboard>)[];

  // The promised figures are those of a fresh seed: other files settle the demo's past events (completed, no longer
  // active) when they run first.
  beforeAll(async () => {
    await clearFirestore(projectId);
    await runScript('seed.mjs');
  });

  it.each(demoUids)("gives %s's dashboard the figures demo-expectations.mjs promises", async (uid) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === uid);
    expect(account).toBeDefined();
    await signInAs(account!.email, DEMO_PASSWORD);
    const expected = demoDashboard()[uid];
    const year = currentYear();
    const statistics = await statisticsService.get(uid);
    expect(eventStatisticsOf(statistics, year)).toEqual(expected.events);
    if (expected.orders) expect(orderStatisticsOf(statistics, year)).toEqual(expected.orders);
  });

  it('keeps them once the triggers of the seeded writes have run, and when seeded again', async () => {
    const before = await Promise.all(demoUids.map((uid) => triggersCaughtUp(uid)));
    await runScript('seed.mjs');
    expect(await Promise.all(demoUids.map((uid) => triggersCaughtUp(uid)))).toEqual(before);
  });
});

describe('statistics shards (a flash sale)', () => {
  it('lands ticket changes on shards and rolls them up once due, the sweep folding what a burst left', async () => {
    const uid = `shards-${Date.now()}`;
    const path = statisticsPath(uid);
    const change = (n: number, pence: number) =>
      applyStatisticsChange(admin, {
        changeId: `burst-${uid}-${n}`,
        committedAt: Timestamp.now(),
        deltas: { [uid]: { 'totals.ticketRevenuePence': pence } },
        sharded: true,
      });
    for (let n = 0; n < 20; n += 1) await change(n, 100);
    // Nothing reaches the statistics the dashboard reads until a roll-up, and the 20 changes spread over the shards.
    expect((await admin.doc(path).get()).exists).toBe(false);
    const shards = await admin.collection(`${path}/statisticsShards`).get();
    expect(shards.size).toBeGreaterThan(5);
    const now = Date.now();
    expect(await rollUpIfDue(admin, path, 5000, now)).toBe('rolled-up');
    await change(20, 50);
    expect(await rollUpIfDue(admin, path, 5000, now + 1000)).toBe('not-due');
    expect(flattenFigures((await admin.doc(path).get()).data())).toEqual({
      'totals.ticketRevenuePence': 2000,
    });
    expect(await rollUpPending(admin, now + 2000)).toBeGreaterThanOrEqual(1);
    expect(flattenFigures((await admin.doc(path).get()).data())).toEqual({
      'totals.ticketRevenuePence': 2050,
    });
    expect(await rollUpIfDue(admin, path, 0, now + 3000)).toBe('nothing-pending');
  });
});
