import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type DocumentData,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

const projectId = emulatorProjectId();
const region = 'europe-west2';

const firestoreAt = emulatorEndpoint('firestore');
const authAt = emulatorEndpoint('auth');
const functionsAt = emulatorEndpoint('functions');

const platformDefault = {
  isCashPaymentsAllowed: true,
  noFreeEvents: false,
  ordersPercantage: 10,
  perTicketPercentage: 5,
  platformFees: 3,
  noOfFeaturedEventsAllowed: 2,
  featuredEventsTaxPercentage: 2,
};

let adminApp: AdminApp;
let admin: AdminFirestore;
let clientApp: FirebaseApp;

beforeAll(async () => {
  // The Admin SDK finds the emulator through this variable; emulators:exec sets it, a manual run may not.
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  adminApp = initializeAdminApp({ projectId }, `functions-test-${Date.now()}`);
  admin = getAdminFirestore(adminApp);
  await admin.doc('configurations/default').set(platformDefault);

  clientApp = initializeApp({ projectId, apiKey: 'demo-api-key' }, `functions-client-${Date.now()}`);
  connectAuthEmulator(getAuth(clientApp), `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
  connectFirestoreEmulator(getFirestore(clientApp), firestoreAt.host, firestoreAt.port);
  connectFunctionsEmulator(getFunctions(clientApp, region), functionsAt.host, functionsAt.port);
});

afterAll(async () => {
  if (clientApp) {
    await terminate(getFirestore(clientApp));
    await deleteApp(clientApp);
  }
  if (adminApp) await deleteAdminApp(adminApp);
});

let sequence = 0;
const runId = Date.now().toString(36);
const freshUid = (name: string) => `${name}-${runId}-${++sequence}`;

/** Triggers run asynchronously after the write, so their effects are polled for. */
async function waitForDoc(
  path: string,
  until: (data: DocumentData) => boolean = () => true,
  timeoutMs = TRIGGER_WAIT_MS,
): Promise<DocumentData> {
  const deadline = Date.now() + timeoutMs;
  let last: DocumentData | undefined;
  while (Date.now() < deadline) {
    const snapshot = await admin.doc(path).get();
    last = snapshot.data();
    if (last && until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${path}; last seen: ${JSON.stringify(last ?? null)}`);
}

/** What `npm run operator -- approve` does to a pending account. */
async function approve(uid: string) {
  await waitForDoc(`managers/${uid}/private/account`);
  await admin.doc(`managers/${uid}`).update({ status: 'active' });
}

function manager(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    email: `${uid}@gigvenue.test`,
    name: 'Marco Manager',
    number: '+44 20 7946 0102',
    img: '',
    role: 'eventManager',
    status: 'pending',
    isAppUser: false,
    createdAt: new Date(),
    ...overrides,
  };
}

describe('registration triggers', () => {
  it('provisions a registration at once, and mails it and makes its app user only when the operator approves it', async () => {
    const email = `${freshUid('olivia')}@gigvenue.test`;
    const auth = getAuth(clientApp);
    const { user } = await createUserWithEmailAndPassword(auth, email, 'secret123');
    await setDoc(doc(getFirestore(clientApp), 'managers', user.uid), {
      email,
      name: 'Olivia Owner',
      number: '+44 20 7946 0101',
      img: '',
      role: 'venueOwner',
      status: 'pending',
      isAppUser: true,
      createdAt: serverTimestamp(),
    });
    await signOut(auth);

    const account = await waitForDoc(`managers/${user.uid}/private/account`);
    expect(account).toEqual({
      config: platformDefault,
      currentBalance: 0,
      connectAccountId: '',
      notificationToken: '',
    });
    // A sign-up proves nothing about the address: nobody is mailed and no payment customer is made for it.
    expect((await admin.doc(`mail/welcome-${user.uid}`).get()).exists).toBe(false);
    expect((await admin.doc(`users/${user.uid}`).get()).exists).toBe(false);

    await approve(user.uid);
    const mail = await waitForDoc(`mail/welcome-${user.uid}`);
    expect(mail.to).toBe(email);
    expect(mail.message.subject).toBe('Welcome to GigVenue');
    expect(mail.message.text).toContain('Olivia Owner');
    expect(mail.message.text).toContain('Venue Owner');
    expect(mail.message.text).toContain('Your account has been verified and approved.');
    expect(mail.message.html).toContain('<strong>Venue Owner</strong>');
    expect(mail.createdAt).toBeDefined();

    const appUser = await waitForDoc(`users/${user.uid}`);
    expect(appUser.customerId).toMatch(/^cus_sim_[0-9a-f]{14}$/);
    expect(appUser).toMatchObject({
      currentUserId: user.uid,
      email,
      name: 'Olivia Owner',
      mobileNumber: '+44 20 7946 0101',
      registeredFromPlatform: 'email',
      status: 'active',
      userLevel: [1],
      eventId: [],
      managersIds: [],
      pointsAmount: 0,
    });

    const profile = await admin.doc(`managers/${user.uid}`).get();
    expect(profile.get('status')).toBe('active');
  });

  it('mails nobody again when a suspended account is reactivated', async () => {
    const uid = freshUid('returning');
    await admin.doc(`managers/${uid}`).set(manager(uid));
    await approve(uid);
    const first = await waitForDoc(`mail/welcome-${uid}`);
    await admin.doc(`managers/${uid}`).update({ status: 'suspended' });
    await admin.doc(`managers/${uid}`).update({ status: 'active' });
    const marker = freshUid('returning-marker');
    await admin.doc(`managers/${marker}`).set(manager(marker));
    await approve(marker);
    await waitForDoc(`mail/welcome-${marker}`);
    expect((await admin.doc(`mail/welcome-${uid}`).get()).data()).toEqual(first);
  });

  it('forces a profile written with another status back to pending', async () => {
    const uid = freshUid('sneaky');
    await admin.doc(`managers/${uid}`).set(manager(uid, { status: 'active' }));

    await waitForDoc(`managers/${uid}`, (data) => data.status === 'pending');
    const account = await waitForDoc(`managers/${uid}/private/account`);
    expect(account.currentBalance).toBe(0);
    expect(account.config).toEqual(platformDefault);
  });

  it('never resets an account that is already provisioned', async () => {
    const uid = freshUid('earner');
    await admin.doc(`managers/${uid}`).set(manager(uid));
    await waitForDoc(`managers/${uid}/private/account`);
    await admin
      .doc(`managers/${uid}/private/account`)
      .update({ currentBalance: 250, connectAccountId: 'acct_1' });

    // Deleting and re-creating the profile delivers a fresh create event, like a re-delivery would.
    await admin.doc(`managers/${uid}`).delete();
    await admin.doc(`managers/${uid}`).set(manager(uid, { status: 'active' }));
    const marker = freshUid('marker');
    await admin.doc(`managers/${marker}`).set(manager(marker));
    await waitForDoc(`managers/${marker}/private/account`);

    const account = await waitForDoc(`managers/${uid}/private/account`);
    expect(account).toMatchObject({ currentBalance: 250, connectAccountId: 'acct_1' });
    expect((await admin.doc(`managers/${uid}`).get()).get('status')).toBe('active');
  });

  it('fills config fields the platform default lacks with 0 and false', async () => {
    await admin.doc('configurations/default').set({ platformFees: 4 });
    try {
      const uid = freshUid('partial');
      await admin.doc(`managers/${uid}`).set(manager(uid));
      const account = await waitForDoc(`managers/${uid}/private/account`);
      expect(account.config).toEqual({
        isCashPaymentsAllowed: false,
        noFreeEvents: false,
        ordersPercantage: 0,
        perTicketPercentage: 0,
        platformFees: 4,
        noOfFeaturedEventsAllowed: 0,
        featuredEventsTaxPercentage: 0,
      });
    } finally {
      await admin.doc('configurations/default').set(platformDefault);
    }
  });

  it('creates no app user when isAppUser is not set', async () => {
    const uid = freshUid('webonly');
    await admin.doc(`managers/${uid}`).set(manager(uid, { isAppUser: false }));
    await approve(uid);
    await waitForDoc(`mail/welcome-${uid}`);
    expect((await admin.doc(`users/${uid}`).get()).exists).toBe(false);
  });

  it('leaves an existing app user record alone', async () => {
    const uid = freshUid('existing');
    await admin.doc(`users/${uid}`).set({ customerId: 'cus_existing', pointsAmount: 40 });
    await admin.doc(`managers/${uid}`).set(manager(uid, { isAppUser: true }));
    await approve(uid);
    await waitForDoc(`mail/welcome-${uid}`);
    expect((await admin.doc(`users/${uid}`).get()).data()).toEqual({
      customerId: 'cus_existing',
      pointsAmount: 40,
    });
  });
});

describe('onManagerProfileChanged', () => {
  async function appUserAccount(uid: string): Promise<DocumentData> {
    await admin.doc(`managers/${uid}`).set(manager(uid, { isAppUser: true, img: 'https://files/first.png' }));
    await approve(uid);
    return waitForDoc(`users/${uid}`);
  }

  it("follows the account's new picture and name in the app user record", async () => {
    const uid = freshUid('app-pictured');
    expect(await appUserAccount(uid)).toMatchObject({
      avatar: 'https://files/first.png',
      name: 'Marco Manager',
    });

    await admin.doc(`managers/${uid}`).update({ img: 'https://files/second.png' });
    await waitForDoc(`users/${uid}`, (data) => data.avatar === 'https://files/second.png');

    await admin.doc(`managers/${uid}`).update({ name: 'Marco Dance', img: '' });
    const appUser = await waitForDoc(`users/${uid}`, (data) => data.name === 'Marco Dance');
    expect(appUser).toMatchObject({ avatar: '', name: 'Marco Dance', currentUserId: uid });
  });

  it('writes nothing when the app user already matches', async () => {
    const uid = freshUid('app-settled');
    await appUserAccount(uid);

    // The record is brought in line by hand first, so the trigger finds nothing to change.
    await admin.doc(`users/${uid}`).update({ avatar: 'https://files/third.png' });
    const aligned = await admin.doc(`users/${uid}`).get();
    await admin.doc(`managers/${uid}`).update({ img: 'https://files/third.png' });
    const marker = freshUid('app-marker');
    await appUserAccount(marker);
    await admin.doc(`managers/${marker}`).update({ img: 'https://files/marker.png' });
    await waitForDoc(`users/${marker}`, (data) => data.avatar === 'https://files/marker.png');

    const after = await admin.doc(`users/${uid}`).get();
    expect(after.get('avatar')).toBe('https://files/third.png');
    expect(after.updateTime).toEqual(aligned.updateTime);
  });

  it('makes no app user for an account that has none', async () => {
    const uid = freshUid('web-pictured');
    await admin.doc(`managers/${uid}`).set(manager(uid));
    await waitForDoc(`managers/${uid}/private/account`);
    await admin.doc(`managers/${uid}`).update({ img: 'https://files/web.png' });
    const marker = freshUid('web-marker');
    await appUserAccount(marker);
    await admin.doc(`managers/${marker}`).update({ img: 'https://files/marker.png' });
    await waitForDoc(`users/${marker}`, (data) => data.avatar === 'https://files/marker.png');
    expect((await admin.doc(`users/${uid}`).get()).exists).toBe(false);
  });
});

describe('checkAccountEmail', () => {
  const checkAccountEmail = (data: unknown) =>
    httpsCallable<unknown, { exists: boolean }>(getFunctions(clientApp, region), 'checkAccountEmail')(data);

  it('finds an account by its e-mail, whatever the case typed', async () => {
    const uid = freshUid('known');
    const email = `${uid}@gigvenue.test`;
    await admin.doc(`managers/${uid}`).set(manager(uid, { email }));

    expect((await checkAccountEmail({ email })).data).toEqual({ exists: true });
    expect((await checkAccountEmail({ email: `  ${email.toUpperCase()} ` })).data).toEqual({ exists: true });
  });

  it('finds an account stored with capitals when typed the same way', async () => {
    const uid = freshUid('capital');
    const email = `Capital.${uid}@GigVenue.test`;
    await admin.doc(`managers/${uid}`).set(manager(uid, { email }));
    expect((await checkAccountEmail({ email })).data).toEqual({ exists: true });
  });

  it('answers false for an unknown e-mail', async () => {
    expect((await checkAccountEmail({ email: `${freshUid('nobody')}@gigvenue.test` })).data).toEqual({
      exists: false,
    });
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, { email: 42 }, {}, null])(
    'rejects %j as invalid-argument',
    async (data) => {
      await expect(checkAccountEmail(data)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    },
  );
});

describe('checkAccountEmail rate limit', () => {
  /** A signed-out call as the callable protocol makes it, from the address the header names. */
  async function checkFrom(address: string, email: string) {
    const response = await fetch(
      `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${region}/checkAccountEmail`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ data: { email } }),
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  // Each test counts on an address of its own, so no other test's checks from 127.0.0.1 share its window.
  const addressOf = (name: string) => `client-${freshUid(name)}`;
  const email = () => `${freshUid('probe')}@gigvenue.test`;

  it('answers 10 checks from one address in 15 minutes, then refuses with a clear message', async () => {
    const address = addressOf('serial');
    for (let index = 0; index < 10; index += 1) {
      expect(await checkFrom(address, email())).toEqual({ status: 200, body: { result: { exists: false } } });
    }
    const refused = await checkFrom(address, email());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      },
    });
    // Another address is not held back by the first one's count.
    expect((await checkFrom(addressOf('other'), email())).status).toBe(200);
  });

  it('counts checks made at once exactly: 15 together, 10 answered', async () => {
    const address = addressOf('burst');
    const results = await Promise.all(Array.from({ length: 15 }, () => checkFrom(address, email())));
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    expect(results.filter((result) => result.status === 429)).toHaveLength(5);
  });
});

describe('toggleVenueSlot guards', () => {
  const toggleVenueSlot = (data: unknown) =>
    httpsCallable<unknown, { active: boolean }>(getFunctions(clientApp, region), 'toggleVenueSlot')(data);
  const venue = (createdBy: string) => ({
    createdBy,
    venueName: 'Riverside Hall',
    seats: 100,
    isOnline: true,
    attachments: [],
    availability: [{ slots: [{ id: 'slot-1', price: 40 }] }],
  });

  /** Signs a fresh account in on the client app; the private account first keeps it active (operator-made). */
  async function signedInAccount(role: string): Promise<string> {
    const email = `${freshUid(role.toLowerCase())}@gigvenue.test`;
    const { user } = await createUserWithEmailAndPassword(getAuth(clientApp), email, 'secret123');
    await admin.doc(`managers/${user.uid}/private/account`).set({ config: {}, currentBalance: 0 });
    await admin.doc(`managers/${user.uid}`).set(manager(user.uid, { email, role, status: 'active' }));
    return user.uid;
  }

  afterAll(async () => signOut(getAuth(clientApp)));

  it("never rewrites a manager's bookings through a venue stored under the manager's uid", async () => {
    const managerUid = freshUid('booked-manager');
    await admin.doc(`managers/${managerUid}`).set(manager(managerUid, { status: 'active' }));
    await admin.doc(`bookings/${managerUid}`).set({ bookings: { '2030-01-14': ['slot-1'] } });
    const owner = await signedInAccount('venueOwner');
    // Written past the rules (which refuse it) to prove the function does not rely on them alone.
    await admin.doc(`venues/${managerUid}`).set(venue(owner));

    await expect(
      toggleVenueSlot({ venueId: managerUid, date: '2030-01-14', slotId: 'slot-1' }),
    ).rejects.toMatchObject({
      code: 'functions/failed-precondition',
    });
    expect((await admin.doc(`bookings/${managerUid}`).get()).get('bookings')).toEqual({
      '2030-01-14': ['slot-1'],
    });
  });

  it('refuses a caller who is not an active venue owner, even for a venue stored as theirs', async () => {
    const organizer = await signedInAccount('eventOrganizer');
    const venueRef = await admin.collection('venues').add(venue(organizer));
    await expect(
      toggleVenueSlot({ venueId: venueRef.id, date: '2030-01-14', slotId: 'slot-1' }),
    ).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await admin.doc(`bookings/${venueRef.id}`).get()).exists).toBe(false);
  });

  it('refuses a date the calendar does not have', async () => {
    const owner = await signedInAccount('venueOwner');
    const venueRef = await admin.collection('venues').add(venue(owner));
    // Next year's February lies inside the two-year booking horizon whenever this runs.
    const nextYear = new Date().getUTCFullYear() + 1;
    await expect(
      toggleVenueSlot({ venueId: venueRef.id, date: `${nextYear}-02-30`, slotId: 'slot-1' }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(
      await toggleVenueSlot({ venueId: venueRef.id, date: `${nextYear}-02-28`, slotId: 'slot-1' }),
    ).toMatchObject({
      data: { active: false },
    });
  });
});

describe('venue startingFrom', () => {
  it('ignores slot prices under the £1 minimum that a client slipped in', async () => {
    const venueRef = await admin.collection('venues').add({
      createdBy: freshUid('owner'),
      venueName: 'Cheap Hall',
      availability: [
        {
          slots: [
            { id: 'a', price: 0 },
            { id: 'b', price: -5 },
            { id: 'c', price: 30 },
          ],
        },
      ],
    });
    expect(
      (await waitForDoc(`venues/${venueRef.id}`, (data) => data.startingFrom !== undefined)).startingFrom,
    ).toBe(30);
  });
});

describe('onManagerWritten', () => {
  it('keeps a public copy of an active account without its contact details, and removes it when it is suspended', async () => {
    const uid = freshUid('listed');
    await admin.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
    await admin.doc(`managers/${uid}`).set(
      manager(uid, {
        status: 'active',
        bio: 'Salsa nights',
        category: 'DJ',
        prevAttachments: ['https://files/gig.png'],
        address: '1 Home Street',
      }),
    );
    const listed = await waitForDoc(`profiles/${uid}`);
    expect(listed).toEqual({
      name: 'Marco Manager',
      img: '',
      role: 'eventManager',
      category: 'DJ',
      experience: { years: 0, months: 0 },
      bio: 'Salsa nights',
      prevAttachments: ['https://files/gig.png'],
      startingFrom: 0,
      // Not yet rated: the directory's rating sort reads ratingRank on every listed profile.
      ratingAverage: 0,
      ratingCount: 0,
      ratingRank: 0,
    });

    await admin.doc(`managers/${uid}`).update({ status: 'suspended' });
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    while ((await admin.doc(`profiles/${uid}`).get()).exists && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await admin.doc(`profiles/${uid}`).get()).exists).toBe(false);
  });

  it('lists no pending account', async () => {
    const uid = freshUid('unlisted');
    await admin.doc(`managers/${uid}`).set(manager(uid));
    await waitForDoc(`managers/${uid}/private/account`);
    expect((await admin.doc(`profiles/${uid}`).get()).exists).toBe(false);
  });
});
