import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { emulatorEndpoints } from '../support/emulators';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

type Db = ReturnType<RulesTestContext['firestore']>;
type Status = 'pending' | 'active' | 'suspended';

const root = new URL('../../', import.meta.url);

function firestoreEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromEnv) {
    const url = new URL(`http://${fromEnv}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  return emulatorEndpoints().firestore;
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-gigvenue',
    firestore: { ...firestoreEmulator(), rules: readFileSync(new URL('firestore.rules', root), 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

// The functions emulator reacts to every managers document, so each test works on its own fresh uids
// instead of clearing the database under triggers that may still be running.
let sequence = 0;
const runId = Date.now().toString(36);
const freshUid = (name: string) => `${name}-${runId}-${++sequence}`;
const emailOf = (uid: string) => `${uid}@gigvenue.test`;

const as = (uid: string): Db => env.authenticatedContext(uid, { email: emailOf(uid) }).firestore();
const anonymous = (): Db => env.unauthenticatedContext().firestore();

const privateAccount = {
  config: {
    isCashPaymentsAllowed: false,
    noFreeEvents: false,
    ordersPercantage: 10,
    perTicketPercentage: 5,
    platformFees: 3,
    noOfFeaturedEventsAllowed: 2,
    featuredEventsTaxPercentage: 2,
  },
  currentBalance: 120,
  connectAccountId: 'acct_1',
  notificationToken: 'token-1',
};

function profile(uid: string, status: Status, role = 'venueOwner') {
  return { email: emailOf(uid), name: `Name ${uid}`, number: '07000 000000', img: '', role, status, isAppUser: false, startingFrom: 0 };
}

/** An existing account, written the way functions and the operator do (the private document first). */
async function seedAccount(status: Status, role = 'venueOwner'): Promise<string> {
  const uid = freshUid(status);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc(`managers/${uid}/private/account`).set(privateAccount);
    await db.doc(`managers/${uid}`).set(profile(uid, status, role));
  });
  return uid;
}

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

/** What the registration form writes for a new account; an override of undefined leaves the field out. */
function registration(uid: string, overrides: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    email: emailOf(uid),
    name: 'Marco Manager',
    number: '+44 20 7946 0102',
    img: '',
    role: 'eventManager',
    status: 'pending',
    isAppUser: true,
    bio: 'Salsa nights',
    category: 'DJ',
    experience: { years: 3, months: 2 },
    location: { latitude: 51.5, longitude: -0.12 },
    address: '1 High Street, London',
    helpingAddress: { street: '1', streetName: 'High Street', city: 'London', state: 'England', country: 'United Kingdom', postalCode: 'N1 1AA' },
    prevAttachments: ['https://example.test/work.png'],
    createdAt: firebase.firestore.FieldValue.serverTimestamp(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

describe('managers: reading', () => {
  let active: string;
  let other: string;
  let pending: string;
  let suspended: string;

  beforeEach(async () => {
    [active, other, pending, suspended] = await Promise.all([
      seedAccount('active'),
      seedAccount('active', 'eventManager'),
      seedAccount('pending'),
      seedAccount('suspended'),
    ]);
  });

  it('lets every account read its own profile, whatever its status', async () => {
    await assertSucceeds(as(active).doc(`managers/${active}`).get());
    await assertSucceeds(as(pending).doc(`managers/${pending}`).get());
    await assertSucceeds(as(suspended).doc(`managers/${suspended}`).get());
  });

  it('lets an active account read another profile and query the directory', async () => {
    await assertSucceeds(as(active).doc(`managers/${other}`).get());
    await assertSucceeds(as(active).collection('managers').where('role', '==', 'eventManager').get());
  });

  it('keeps a pending account out of the directory', async () => {
    await assertFails(as(pending).doc(`managers/${active}`).get());
    await assertFails(as(pending).collection('managers').where('role', '==', 'eventManager').get());
  });

  it('keeps a suspended account out of the directory', async () => {
    await assertFails(as(suspended).doc(`managers/${active}`).get());
    await assertFails(as(suspended).collection('managers').get());
  });

  it('keeps a signed-in user without an account out of the directory', async () => {
    await assertFails(as(freshUid('stranger')).doc(`managers/${active}`).get());
  });

  it('denies unsigned readers', async () => {
    await assertFails(anonymous().doc(`managers/${active}`).get());
    await assertFails(anonymous().collection('managers').get());
  });
});

describe('managers: registering', () => {
  it('lets a user create their own pending profile', async () => {
    const uid = freshUid('new');
    await assertSucceeds(as(uid).doc(`managers/${uid}`).set(registration(uid)));
  });

  it('accepts each of the three roles and a minimal venue owner form', async () => {
    for (const role of ['venueOwner', 'eventManager', 'eventOrganizer']) {
      const uid = freshUid(role);
      const minimal = { email: emailOf(uid), name: 'Olivia', number: '1', img: '', role, status: 'pending', isAppUser: false };
      await assertSucceeds(as(uid).doc(`managers/${uid}`).set(minimal));
    }
  });

  it('accepts the e-mail in a different case from the sign-in e-mail', async () => {
    const uid = freshUid('case');
    await assertSucceeds(as(uid).doc(`managers/${uid}`).set(registration(uid, { email: emailOf(uid).toUpperCase() })));
  });

  it("denies creating someone else's profile", async () => {
    const uid = freshUid('victim');
    await assertFails(as(freshUid('attacker')).doc(`managers/${uid}`).set(registration(uid)));
  });

  it('denies an unsigned registration', async () => {
    const uid = freshUid('anon');
    await assertFails(anonymous().doc(`managers/${uid}`).set(registration(uid)));
  });

  it.each(['active', 'suspended', undefined])('denies registering with status %s', async (status) => {
    const uid = freshUid('status');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, { status })));
  });

  it.each(['admin', 'operator', 'VenueOwner', undefined])('denies registering with role %s', async (role) => {
    const uid = freshUid('role');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, { role })));
  });

  it.each([
    ['config', privateAccount.config],
    ['currentBalance', 1000],
    ['connectAccountId', 'acct_x'],
    ['startingFrom', 0],
    ['bookings', { '2030-01-01': ['slot-1'] }],
    ['notificationToken', 'token'],
    ['availabilities', []],
  ])('denies registering with the server-only field %s', async (field, value) => {
    const uid = freshUid('field');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, { [field]: value })));
  });

  it("denies registering under another person's e-mail, so the welcome mail cannot target them", async () => {
    const uid = freshUid('spoof');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, { email: 'ceo@example.com' })));
  });

  it('denies a back-dated creation time', async () => {
    const uid = freshUid('time');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, { createdAt: new Date('2020-01-01') })));
  });
});

describe('managers: updating', () => {
  it('lets the owner edit the profile fields', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertSucceeds(
      as(uid).doc(`managers/${uid}`).update({
        name: 'New Name',
        number: '07111 111111',
        img: 'https://example.test/me.png',
        bio: 'New bio',
        category: 'Photographer',
        experience: { years: 4, months: 0 },
        location: { latitude: 1, longitude: 2 },
        address: '2 Low Road',
        helpingAddress: { city: 'Leeds' },
        prevAttachments: [],
      }),
    );
  });

  it('lets a pending account edit its profile fields too', async () => {
    const uid = await seedAccount('pending');
    await assertSucceeds(as(uid).doc(`managers/${uid}`).update({ name: 'Still Waiting' }));
  });

  it('denies a pending account activating itself', async () => {
    const uid = await seedAccount('pending');
    await assertFails(as(uid).doc(`managers/${uid}`).update({ status: 'active' }));
  });

  it('denies a suspended account reactivating itself', async () => {
    const uid = await seedAccount('suspended');
    await assertFails(as(uid).doc(`managers/${uid}`).update({ status: 'active' }));
  });

  it.each([
    ['role', 'venueOwner'],
    ['email', 'other@gigvenue.test'],
    ['isAppUser', true],
    ['startingFrom', 1],
    ['bookings', { '2030-01-01': ['slot-1'] }],
    ['availabilities', []],
    ['currentBalance', 1_000_000],
    ['config', { ...privateAccount.config, platformFees: 0 }],
    ['connectAccountId', 'acct_evil'],
    ['createdAt', new Date()],
  ])('denies the owner changing %s', async (field, value) => {
    const uid = await seedAccount('active', 'eventManager');
    await assertFails(as(uid).doc(`managers/${uid}`).update({ [field]: value }));
  });

  it('denies sneaking a privileged field in with an allowed one', async () => {
    const uid = await seedAccount('active');
    await assertFails(as(uid).doc(`managers/${uid}`).update({ name: 'Innocent', role: 'eventManager' }));
  });

  it("denies writing another account's profile", async () => {
    const [owner, attacker] = await Promise.all([seedAccount('active'), seedAccount('active')]);
    await assertFails(as(attacker).doc(`managers/${owner}`).update({ name: 'Hacked' }));
    await assertFails(as(attacker).doc(`managers/${owner}`).set(profile(owner, 'pending')));
  });

  it('denies deleting a profile, even your own', async () => {
    const uid = await seedAccount('active');
    await assertFails(as(uid).doc(`managers/${uid}`).delete());
  });
});

describe('managers/{uid}/private', () => {
  it('lets the owner read their private account', async () => {
    const uid = await seedAccount('pending');
    await assertSucceeds(as(uid).doc(`managers/${uid}/private/account`).get());
  });

  it("denies reading another account's private data, even for an active account", async () => {
    const [owner, reader] = await Promise.all([seedAccount('active'), seedAccount('active')]);
    await assertFails(as(reader).doc(`managers/${owner}/private/account`).get());
    await assertFails(anonymous().doc(`managers/${owner}/private/account`).get());
  });

  it('denies the owner raising their balance', async () => {
    const uid = await seedAccount('active');
    await assertFails(as(uid).doc(`managers/${uid}/private/account`).update({ currentBalance: 1_000_000 }));
  });

  it('denies the owner writing their config', async () => {
    const uid = await seedAccount('active');
    const config = { ...privateAccount.config, noOfFeaturedEventsAllowed: 999, platformFees: 0 };
    await assertFails(as(uid).doc(`managers/${uid}/private/account`).update({ config }));
  });

  it('denies the owner creating or deleting the private document', async () => {
    const uid = freshUid('fresh');
    await assertFails(as(uid).doc(`managers/${uid}/private/account`).set({ ...privateAccount, currentBalance: 5000 }));
    const seeded = await seedAccount('active');
    await assertFails(as(seeded).doc(`managers/${seeded}/private/account`).delete());
  });
});

describe('users', () => {
  it('lets the owner read their app user record', async () => {
    const uid = freshUid('app');
    await seed(`users/${uid}`, { email: emailOf(uid), status: 'active' });
    await assertSucceeds(as(uid).doc(`users/${uid}`).get());
  });

  it("denies reading another person's app user record", async () => {
    const uid = freshUid('app');
    await seed(`users/${uid}`, { email: emailOf(uid), status: 'active' });
    const reader = await seedAccount('active');
    await assertFails(as(reader).doc(`users/${uid}`).get());
    await assertFails(anonymous().doc(`users/${uid}`).get());
  });

  it('denies clients writing app user records, their own included', async () => {
    const uid = freshUid('app');
    await assertFails(as(uid).doc(`users/${uid}`).set({ email: emailOf(uid), pointsAmount: 1000 }));
    await seed(`users/${uid}`, { email: emailOf(uid), pointsAmount: 0 });
    await assertFails(as(uid).doc(`users/${uid}`).update({ pointsAmount: 1000 }));
  });
});

describe('configurations', () => {
  beforeEach(async () => {
    await seed('configurations/default', privateAccount.config);
  });

  it('lets any signed-in user read them, a pending one included', async () => {
    await assertSucceeds(as(await seedAccount('pending')).doc('configurations/default').get());
    await assertSucceeds(as(await seedAccount('active')).collection('configurations').get());
  });

  it('denies unsigned readers', async () => {
    await assertFails(anonymous().doc('configurations/default').get());
  });

  it('denies every client write', async () => {
    const uid = await seedAccount('active');
    await assertFails(as(uid).doc('configurations/default').update({ platformFees: 0 }));
    await assertFails(as(uid).doc('configurations/eventTypes').set({ options: [] }));
  });
});

describe('categories', () => {
  beforeEach(async () => {
    await seed('categories/dj', { name: 'DJ' });
  });

  it('lets anyone read and list them, signed in or not', async () => {
    await assertSucceeds(anonymous().doc('categories/dj').get());
    await assertSucceeds(anonymous().collection('categories').get());
  });

  it('denies every client write', async () => {
    const uid = await seedAccount('active');
    await assertFails(as(uid).doc('categories/new').set({ name: 'Juggler' }));
    await assertFails(as(uid).doc('categories/dj').delete());
  });
});

describe('mail', () => {
  it('denies clients reading or queueing e-mail', async () => {
    const uid = await seedAccount('active');
    await seed(`mail/welcome-${uid}`, { to: emailOf(uid), message: { subject: 'Welcome', text: 'Hi', html: '<p>Hi</p>' } });
    await assertFails(as(uid).doc(`mail/welcome-${uid}`).get());
    await assertFails(as(uid).collection('mail').add({ to: 'anyone@example.com', message: { subject: 'Spam', text: 'x', html: 'x' } }));
  });
});

describe('any other path', () => {
  it('is denied', async () => {
    const uid = await seedAccount('active');
    await seed('unlisted/doc', { value: 1 });
    await assertFails(as(uid).doc('unlisted/doc').get());
    await assertFails(as(uid).collection('unlisted').add({ value: 2 }));
    await assertFails(anonymous().doc('unlisted/doc').get());
  });
});
