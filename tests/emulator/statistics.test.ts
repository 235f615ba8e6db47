import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type DocumentData,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoDashboard } from '../../scripts/lib/demo-data.mjs';
import { currentYear, type EventStatistics, type OrderStatistics } from '../../src/domain/statistics';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';

// The dashboard's statistics service, run as the app runs it: the client SDK signed in as the account,
// through the security rules, against aggregate queries on the emulator.

const run = promisify(execFile);
const projectId = emulatorProjectId();

const firestoreAt = emulatorEndpoint('firestore');
const authAt = emulatorEndpoint('auth');

// src/config/env.ts reads these once, when the service first loads, so they are set before the import.
Object.assign(process.env, {
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_USE_EMULATORS: 'true',
  VITE_EMULATOR_HOST: firestoreAt.host,
  VITE_FIRESTORE_EMULATOR_PORT: String(firestoreAt.port),
  VITE_AUTH_EMULATOR_PORT: String(authAt.port),
});
process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${authAt.host}:${authAt.port}`;

// tests/ compile under tsconfig.node, which knows neither the app's '@/' alias nor Vite's import.meta.env,
// so the app modules are imported by a runtime specifier (Vitest resolves them as the app build does) and
// typed here; the domain types are plain TypeScript and import normally.
interface StatisticsService {
  eventStatistics(uid: string, year: number): Promise<EventStatistics>;
  orderStatistics(uid: string, year: number): Promise<OrderStatistics>;
}
interface FirebaseLoaders {
  loadAuth(): Promise<{ auth: Auth; sdk: typeof import('firebase/auth') }>;
  loadFirestore(): Promise<{ db: Firestore; sdk: typeof import('firebase/firestore') }>;
}
const importApp = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier);
const { statisticsService } = (await importApp('../../src/services/statistics.service')) as {
  statisticsService: StatisticsService;
};
const { loadAuth, loadFirestore } = (await importApp('../../src/lib/firebase/app')) as FirebaseLoaders;

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

async function seedAll(collection: string, documents: DocumentData[]): Promise<void> {
  const batch = admin.batch();
  documents.forEach((data, index) =>
    batch.set(admin.collection(collection).doc(`${collection}-${runId}-${index}`), data),
  );
  await batch.commit();
}

async function signInAs(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

beforeAll(async () => {
  adminApp = initializeAdminApp({ projectId }, `statistics-test-${runId}`);
  admin = getAdminFirestore(adminApp);
  await Promise.all([createAccount(owner, 'eventManager'), createAccount(other, 'venueOwner')]);

  const event = (createdBy: string, date: string, status: string) => ({
    title: 'Salsa',
    createdBy,
    date: at(date),
    status,
  });
  await seedAll('events', [
    event(owner, '2024-01-01T00:00:00.000Z', 'active'),
    event(owner, '2024-01-31T00:00:00.000Z', 'inProgress'),
    event(owner, '2024-02-29T00:00:00.000Z', 'completed'),
    event(owner, '2024-12-31T00:00:00.000Z', 'active'),
    event(owner, '2023-12-31T00:00:00.000Z', 'completed'),
    event(owner, '2025-01-01T00:00:00.000Z', 'cancelled'),
    event(other, '2024-03-15T00:00:00.000Z', 'active'),
  ]);

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
  await seedAll('tickets', [
    ticket(owner, 'buyer-1', '2024-01-15T10:00:00.000Z', 0.1),
    ticket(owner, 'buyer-2', '2024-01-20T10:00:00.000Z', 0.2),
    ticket(owner, 'buyer-1', '2024-02-29T23:59:59.999Z', 12.5),
    ticket(owner, 'buyer-3', '2024-03-01T00:00:00.000Z', 7.25),
    ticket(owner, 'buyer-2', '2023-12-31T23:59:59.999Z', 100),
    // A ticket the owner bought for someone else's event is not the owner's revenue.
    ticket(other, owner, '2024-01-15T10:00:00.000Z', 999),
  ]);

  const order = (
    createdBy: string,
    createdTo: string,
    bookingDate: string,
    status: string,
    price: number,
  ) => ({
    event: 'event-1',
    createdBy,
    createdTo,
    bookingDate: at(bookingDate),
    status,
    slot: { id: 'slot-1', startTime: '7:00 PM', endTime: '9:00 PM', price },
  });
  await seedAll('orders', [
    order(other, owner, '2024-03-10T00:00:00.000Z', 'completed', 120),
    order(other, owner, '2024-03-20T00:00:00.000Z', 'active', 80),
    order(other, owner, '2024-06-01T00:00:00.000Z', 'completed', 95.5),
    order(other, owner, '2024-11-30T23:59:59.999Z', 'cancelled', 40),
    order(other, owner, '2023-12-31T00:00:00.000Z', 'completed', 60),
    // An order the owner placed is received by someone else.
    order(owner, other, '2024-03-10T00:00:00.000Z', 'completed', 500),
  ]);

  await signInAs(emailOf(owner), PASSWORD);
});

afterAll(async () => {
  const [{ auth, sdk: authSdk }, { db, sdk }] = await Promise.all([loadAuth(), loadFirestore()]);
  await authSdk.signOut(auth);
  await sdk.terminate(db);
  if (adminApp) await deleteAdminApp(adminApp);
});

describe('statisticsService.eventStatistics', () => {
  it("counts the user's events and sums their tickets, all time and per month of the year", async () => {
    expect(await statisticsService.eventStatistics(owner, YEAR)).toEqual({
      activeEvents: 3,
      totalEvents: 6,
      revenue: 120.05,
      monthlyEvents: months(2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1),
      monthlyRevenue: months(0.3, 12.5, 7.25),
    });
  });

  it('is all zeros for a year without data', async () => {
    const statistics = await statisticsService.eventStatistics(owner, 2019);
    expect(statistics.monthlyEvents).toEqual(months());
    expect(statistics.monthlyRevenue).toEqual(months());
    expect(statistics.totalEvents).toBe(6);
  });

  it("is refused for someone else's figures: the rules apply to aggregate queries too", async () => {
    await expect(statisticsService.eventStatistics(other, YEAR)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('statisticsService.orderStatistics', () => {
  it('counts orders received, completed ones as revenue, per month of the year by booking date', async () => {
    expect(await statisticsService.orderStatistics(owner, YEAR)).toEqual({
      activeOrders: 2,
      totalOrders: 5,
      revenue: 275.5,
      recievedOrdersStats: months(0, 0, 2, 0, 0, 1, 0, 0, 0, 0, 1),
      recievedOrdersIncome: months(0, 0, 120, 0, 0, 95.5),
    });
  });

  it("is refused for someone else's orders", async () => {
    await expect(statisticsService.orderStatistics(other, YEAR)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the demo seed', () => {
  beforeAll(async () => {
    await run(process.execPath, ['scripts/seed.mjs']);
  });

  it.each(Object.keys(demoDashboard()) as (keyof ReturnType<typeof demoDashboard>)[])(
    "gives %s's dashboard the figures demo-data.mjs promises",
    async (uid) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === uid);
      expect(account).toBeDefined();
      await signInAs(account!.email, DEMO_PASSWORD);
      const expected = demoDashboard()[uid];
      const year = currentYear();
      expect(await statisticsService.eventStatistics(uid, year)).toEqual(expected.events);
      if (expected.orders)
        expect(await statisticsService.orderStatistics(uid, year)).toEqual(expected.orders);
    },
  );

  it('does not duplicate anything when seeded again', async () => {
    await run(process.execPath, ['scripts/seed.mjs']);
    const manager = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-event-manager')!;
    await signInAs(manager.email, DEMO_PASSWORD);
    const statistics = await statisticsService.eventStatistics(manager.uid, currentYear());
    expect(statistics.totalEvents).toBe(demoDashboard()['demo-event-manager'].events.totalEvents);
    expect(statistics.revenue).toBe(demoDashboard()['demo-event-manager'].events.revenue);
  });
});
