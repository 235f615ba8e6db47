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
import type { TicketStats } from '@/domain/tickets';
import { stubAppEnv } from '../support/appEnv';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';

// What the details page, Live Occupancy and the door see of an event's counters (issue 39): the real tickets
// service, signed in as the event's owner through the security rules, sums ticketStats/{eventId} and its shards, once
// and live, and a stranger reads none of them.

const projectId = emulatorProjectId();
stubAppEnv();
const [{ ticketsService }, { loadAuth, loadFirestore }] = await Promise.all([
  import('@/services/tickets.service'),
  import('@/lib/firebase/app'),
]);
const authAt = emulatorEndpoint('auth');
process.env.FIRESTORE_EMULATOR_HOST ??= `${emulatorEndpoint('firestore').host}:${emulatorEndpoint('firestore').port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${authAt.host}:${authAt.port}`;

const PASSWORD = 'secret123';
const runId = Date.now().toString(36);
const owner = `shard-owner-${runId}`;
const stranger = `shard-stranger-${runId}`;
const eventId = `shard-event-${runId}`;
let adminApp: AdminApp;
let admin: AdminFirestore;

async function signInAs(uid: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
  await sdk.signInWithEmailAndPassword(auth, `${uid}@gigvenue.test`, PASSWORD);
}

const counts = (sold: number, checkedIn: number, standard: number) => ({
  eventId,
  eventOwnerId: owner,
  staffIds: [owner],
  sold,
  revenuePence: sold * 1000,
  checkedIn,
  holders: sold,
  packages: { Standard: standard },
});

beforeAll(async () => {
  adminApp = initializeAdminApp({ projectId }, `ticket-stats-service-${runId}`);
  admin = getAdminFirestore(adminApp);
  await Promise.all(
    [owner, stranger].map((uid) =>
      getAdminAuth(adminApp).createUser({ uid, email: `${uid}@gigvenue.test`, password: PASSWORD }),
    ),
  );
  // Two tickets recounted on the base (sold before the shards), and sales on two of its four shards.
  await admin.doc(`ticketStats/${eventId}`).set({ ...counts(2, 1, 2), shards: 4 });
  await admin.doc(`ticketStats/${eventId}/shards/0`).set(counts(3, 0, 3));
  await admin.doc(`ticketStats/${eventId}/shards/2`).set(counts(1, 1, 1));
}, 60_000);

afterAll(async () => {
  const [{ auth, sdk: authSdk }, { db, sdk }] = await Promise.all([loadAuth(), loadFirestore()]);
  await authSdk.signOut(auth);
  await sdk.terminate(db);
  if (adminApp) await deleteAdminApp(adminApp);
});

describe("an event's ticket figures, summed over its shards", () => {
  it('are read once as the base plus every shard', async () => {
    await signInAs(owner);
    expect(await ticketsService.getStats(eventId)).toEqual({
      sold: 6,
      revenuePence: 6000,
      checkedIn: 2,
      holders: 6,
      packages: { Standard: 6 },
    });
  });

  it('follow a sale or a check-in on any shard live, and a stranger reads nothing', async () => {
    await signInAs(owner);
    const seen: TicketStats[] = [];
    const errors: Error[] = [];
    const stop = ticketsService.subscribeStats(
      eventId,
      (stats) => seen.push(stats),
      (error) => errors.push(error),
    );
    const until = async (test: () => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await until(() => seen.at(-1)?.sold === 6);
    // Nothing partial is ever shown: the first figures already hold every shard's (never the base's alone).
    expect(seen[0]).toMatchObject({ sold: 6 });
    await admin.doc(`ticketStats/${eventId}/shards/3`).set(counts(1, 1, 1));
    await until(() => seen.at(-1)?.sold === 7);
    stop();
    expect(errors).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ sold: 7, checkedIn: 3 });

    await signInAs(stranger);
    await expect(ticketsService.getStats(eventId)).rejects.toThrow();
  });
});
