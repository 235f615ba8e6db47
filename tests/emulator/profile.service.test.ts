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
import type { User } from '@/domain/entities';
import type { ProfileChanges } from '@/services/accounts.service';
import { stubAppEnv } from '../support/appEnv';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The real accountsService, running in node against the emulators. Its Firebase app reads the same VITE_*
// settings the browser build gets, so they are stubbed before the modules first load.
async function loadServices() {
  stubAppEnv();
  const [{ accountsService }, firebase] = await Promise.all([
    import('@/services/accounts.service'),
    import('@/lib/firebase/app'),
  ]);
  return { accountsService, firebase };
}

const projectId = emulatorProjectId();

const firestoreAt = emulatorEndpoint('firestore');

const runId = Date.now().toString(36);
const email = `profile-${runId}@gigvenue.test`;
const password = 'secret123';

let services: Awaited<ReturnType<typeof loadServices>>;
let adminApp: AdminApp;
let admin: AdminFirestore;
let uid: string;

const stored = async () => (await admin.doc(`managers/${uid}`).get()).data() ?? {};

beforeAll(async () => {
  services = await loadServices();

  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  adminApp = initializeAdminApp({ projectId }, `profile-test-${runId}`);
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
    startingFrom: 25,
    prevAttachments: ['https://files/old.png'],
  });
});

afterAll(async () => {
  if (services) {
    const { auth, sdk } = await services.firebase.loadAuth();
    await sdk.signOut(auth);
    const firestore = await services.firebase.loadFirestore();
    await firestore.sdk.terminate(firestore.db);
    const { deleteApp } = await import('firebase/app');
    await deleteApp(await services.firebase.loadApp());
  }
  if (adminApp) await deleteAdminApp(adminApp);
  vi.unstubAllEnvs();
});

describe('accountsService.update as the signed-in, active owner', () => {
  /** A download URL of a picture in the account's own upload folder, as the rules require. */
  const ownPicture = (name: string) =>
    `https://firebasestorage.googleapis.com/v0/b/demo-gigvenue.appspot.com/o/profileImage%2F${uid}%2F${name}?alt=media`;

  it('saves every editable profile field', async () => {
    const changes: ProfileChanges = {
      name: 'Marco M',
      number: '0200',
      img: ownPicture('me.png'),
      bio: 'Salsa nights',
      category: 'DJ',
      experience: { years: 4, months: 2 },
      location: { latitude: 51.5, longitude: -0.12 },
      address: '1 High Street, London',
      helpingAddress: { city: 'London', postalCode: 'NW1 7BU' },
      prevAttachments: [ownPicture('new.png')],
    };
    await services.accountsService.update(uid, changes);
    expect(await stored()).toMatchObject({
      ...changes,
      role: 'eventManager',
      status: 'active',
      startingFrom: 25,
    });
  });

  it('leaves out privileged keys that reach it, so the allowed part still saves', async () => {
    const sneaky = { name: 'Renamed', role: 'venueOwner', status: 'pending', startingFrom: 0 };
    await services.accountsService.update(uid, sneaky);
    expect(await stored()).toMatchObject({
      name: 'Renamed',
      role: 'eventManager',
      status: 'active',
      startingFrom: 25,
    });
  });

  it.each([
    ['role', 'venueOwner'],
    ['status', 'suspended'],
    ['startingFrom', 0],
    ['email', 'someone@else.test'],
  ])('is refused by the rules when %s is written directly', async (field, value) => {
    const { db, sdk } = await services.firebase.loadFirestore();
    await expect(sdk.updateDoc(sdk.doc(db, 'managers', uid), { [field]: value })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await stored())[field]).not.toEqual(value);
  });

  it("cannot change another account's profile", async () => {
    const other = `other-${runId}`;
    await admin
      .doc(`managers/${other}`)
      .set({ email: `${other}@gigvenue.test`, name: 'X', role: 'venueOwner' });
    await expect(services.accountsService.update(other, { name: 'Hijacked' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await admin.doc(`managers/${other}`).get()).get('name')).toBe('X');
  });
});

describe('accountsService.subscribe as the signed-in owner', () => {
  const within = { timeout: TRIGGER_WAIT_MS, interval: 50 };

  it('emits the joined User whenever the profile or the private account changes, until unsubscribed', async () => {
    const seen: (User | null)[] = [];
    const errors: Error[] = [];
    const latest = () => seen[seen.length - 1];
    const unsubscribe = services.accountsService.subscribe(
      uid,
      (user) => seen.push(user),
      (error) => errors.push(error),
    );
    try {
      await vi.waitFor(() => expect(latest()).toMatchObject({ id: uid, status: 'active' }), within);

      // What `npm run operator -- config` and a balance change write: the private document only.
      await admin
        .doc(`managers/${uid}/private/account`)
        .set({ config: { platformFees: 3 }, currentBalance: 12.5 }, { merge: true });
      await vi.waitFor(
        () =>
          expect(latest()).toMatchObject({
            currentBalance: 12.5,
            config: expect.objectContaining({ platformFees: 3, perTicketPercentage: 0 }),
          }),
        within,
      );

      await services.accountsService.update(uid, { bio: 'Live sets' });
      await vi.waitFor(
        () => expect(latest()).toMatchObject({ bio: 'Live sets', currentBalance: 12.5 }),
        within,
      );
      expect(errors).toEqual([]);
    } finally {
      unsubscribe();
    }

    const emitted = seen.length;
    await admin.doc(`managers/${uid}/private/account`).set({ currentBalance: 99 }, { merge: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toHaveLength(emitted);
  });
});
