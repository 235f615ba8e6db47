import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { weekdayNumberOf, weekdayOf } from '@gigvenue/contracts';
import { readFileSync } from 'node:fs';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { emulatorEndpoints } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
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

/** The server's time, as a client stamps a write the rules hold to request.time. */
const now = () => firebase.firestore.FieldValue.serverTimestamp();

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: emulatorProjectId(),
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
  return {
    email: emailOf(uid),
    name: `Name ${uid}`,
    number: '07000 000000',
    img: '',
    role,
    status,
    isAppUser: false,
    startingFrom: 0,
  };
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

/** A download URL of a picture the account uploaded to its own folder, as Storage (here the emulator) makes it. */
const pictureOf = (uid: string, name: string, host = 'http://127.0.0.1:9199') =>
  `${host}/v0/b/demo-gigvenue.appspot.com/o/profileImage%2F${uid}%2F${name}?alt=media&token=abc`;

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
    helpingAddress: {
      street: '1',
      streetName: 'High Street',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
      postalCode: 'N1 1AA',
    },
    prevAttachments: [pictureOf(uid, 'work.png')],
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

  it("keeps every other account's profile private: e-mail, number and address are its owner's", async () => {
    await assertFails(as(active).doc(`managers/${other}`).get());
    await assertFails(as(active).collection('managers').where('role', '==', 'eventManager').get());
    await assertFails(as(pending).doc(`managers/${active}`).get());
    await assertFails(as(suspended).collection('managers').get());
    await assertFails(as(freshUid('stranger')).doc(`managers/${active}`).get());
  });

  it('lets active accounts read and query the public profiles, and keeps everyone else out', async () => {
    await seed(`profiles/${other}`, {
      name: 'Marco',
      role: 'eventManager',
      img: '',
      bio: '',
      category: '',
      prevAttachments: [],
      startingFrom: 0,
    });
    await assertSucceeds(as(active).doc(`profiles/${other}`).get());
    await assertSucceeds(
      as(active).collection('profiles').where('role', '==', 'eventManager').limit(13).get(),
    );
    // A page at a time: no query for the whole directory.
    await assertFails(as(active).collection('profiles').where('role', '==', 'eventManager').get());
    await assertFails(as(active).collection('profiles').limit(51).get());
    await assertFails(as(pending).doc(`profiles/${other}`).get());
    await assertFails(as(suspended).collection('profiles').get());
    await assertFails(as(freshUid('stranger')).doc(`profiles/${other}`).get());
    await assertFails(anonymous().doc(`profiles/${other}`).get());
  });

  it('denies every client write to a public profile, its own included', async () => {
    await seed(`profiles/${other}`, { name: 'Marco', role: 'eventManager' });
    await assertFails(
      as(other).doc(`profiles/${other}`).set({ name: 'Marco', role: 'eventManager', startingFrom: 1 }),
    );
    await assertFails(as(other).doc(`profiles/${other}`).update({ name: 'Marco Polo' }));
    await assertFails(as(other).doc(`profiles/${other}`).delete());
    await assertFails(as(active).doc(`profiles/${active}`).set({ name: 'Fake', role: 'eventManager' }));
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
      const minimal = {
        email: emailOf(uid),
        name: 'Olivia',
        number: '1',
        img: '',
        role,
        status: 'pending',
        isAppUser: false,
      };
      await assertSucceeds(as(uid).doc(`managers/${uid}`).set(minimal));
    }
  });

  it('accepts the e-mail in a different case from the sign-in e-mail', async () => {
    const uid = freshUid('case');
    await assertSucceeds(
      as(uid)
        .doc(`managers/${uid}`)
        .set(registration(uid, { email: emailOf(uid).toUpperCase() })),
    );
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
    await assertFails(
      as(uid)
        .doc(`managers/${uid}`)
        .set(registration(uid, { [field]: value })),
    );
  });

  it("denies registering under another person's e-mail, so the welcome mail cannot target them", async () => {
    const uid = freshUid('spoof');
    await assertFails(
      as(uid)
        .doc(`managers/${uid}`)
        .set(registration(uid, { email: 'ceo@example.com' })),
    );
  });

  it('denies a back-dated creation time', async () => {
    const uid = freshUid('time');
    await assertFails(
      as(uid)
        .doc(`managers/${uid}`)
        .set(registration(uid, { createdAt: new Date('2020-01-01') })),
    );
  });

  it.each([
    ['a 900 KB bio', { bio: 'b'.repeat(900 * 1024) }],
    ['a 101-character name', { name: 'n'.repeat(101) }],
    ['an empty name', { name: '' }],
    ['a 31-character number', { number: '1'.repeat(31) }],
    ["experience: 'lots'", { experience: 'lots' }],
    ['81 years of experience', { experience: { years: 81, months: 0 } }],
    ['12 months of experience', { experience: { years: 1, months: 12 } }],
    ['a javascript: attachment', { prevAttachments: ['javascript:alert(1)'] }],
    ["a picture in someone else's folder", { prevAttachments: [pictureOf('someone-else', 'work.png')] }],
    ['six attachments', { prevAttachments: Array.from({ length: 6 }, (_, i) => `/demo/work-${i}.svg`) }],
    ['a data: avatar', { img: 'data:image/png;base64,AAAA' }],
    ['a latitude of 91', { location: { latitude: 91, longitude: 0 } }],
    ['an unknown address part', { helpingAddress: { city: 'London', evil: 'x' } }],
  ])('denies registering with %s', async (_name, overrides) => {
    const uid = freshUid('bounds');
    await assertFails(as(uid).doc(`managers/${uid}`).set(registration(uid, overrides)));
  });

  it('accepts the limits exactly and pictures from its own folder', async () => {
    const uid = freshUid('limits');
    await assertSucceeds(
      as(uid)
        .doc(`managers/${uid}`)
        .set(
          registration(uid, {
            name: 'n'.repeat(100),
            number: '1'.repeat(30),
            bio: 'b'.repeat(5000),
            experience: { years: 80, months: 11 },
            img: pictureOf(uid, 'me.png'),
            prevAttachments: [
              pictureOf(uid, 'a.png', 'https://firebasestorage.googleapis.com'),
              '/demo/work-salsa.jpg',
            ],
          }),
        ),
    );
  });
});

describe('managers: updating', () => {
  it('lets the owner edit the profile fields', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertSucceeds(
      as(uid)
        .doc(`managers/${uid}`)
        .update({
          name: 'New Name',
          number: '07111 111111',
          img: pictureOf(uid, 'me.png', 'https://firebasestorage.googleapis.com'),
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

  it('denies an oversized or malformed field, and checks only the fields written', async () => {
    const uid = await seedAccount('active', 'eventManager');
    const doc = as(uid).doc(`managers/${uid}`);
    await assertFails(doc.update({ bio: 'b'.repeat(900 * 1024) }));
    await assertFails(doc.update({ experience: { years: 'lots', months: 0 } }));
    await assertFails(doc.update({ prevAttachments: ['javascript:alert(1)'] }));
    await assertFails(doc.update({ img: pictureOf('someone-else', 'me.png') }));
    // A stored value written before the limits does not block editing another field.
    await seed(`managers/${uid}`, { ...profile(uid, 'active', 'eventManager'), bio: 'b'.repeat(6000) });
    await assertSucceeds(doc.update({ name: 'Still Marco' }));
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
    await assertFails(
      as(uid)
        .doc(`managers/${uid}`)
        .update({ [field]: value }),
    );
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
    await assertFails(
      as(uid)
        .doc(`managers/${uid}/private/account`)
        .set({ ...privateAccount, currentBalance: 5000 }),
    );
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
    await assertFails(
      as(uid)
        .doc(`users/${uid}`)
        .set({ email: emailOf(uid), pointsAmount: 1000 }),
    );
    await seed(`users/${uid}`, { email: emailOf(uid), pointsAmount: 0 });
    await assertFails(as(uid).doc(`users/${uid}`).update({ pointsAmount: 1000 }));
  });
});

describe('configurations', () => {
  beforeEach(async () => {
    await seed('configurations/default', privateAccount.config);
  });

  it('lets any signed-in user read them, a pending one included', async () => {
    await assertSucceeds(
      as(await seedAccount('pending'))
        .doc('configurations/default')
        .get(),
    );
    await assertSucceeds(
      as(await seedAccount('active'))
        .collection('configurations')
        .get(),
    );
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

describe('rateLimits', () => {
  it('keeps the rate limit counters from every client, so nobody resets their own', async () => {
    const uid = await seedAccount('active');
    await seed('rateLimits/accountEmail_x_1', { count: 10 });
    await assertFails(as(uid).doc('rateLimits/accountEmail_x_1').get());
    await assertFails(as(uid).doc('rateLimits/accountEmail_x_1').set({ count: 0 }));
    await assertFails(anonymous().doc('rateLimits/accountEmail_x_1').delete());
  });
});

describe('mail', () => {
  it('denies clients reading or queueing e-mail', async () => {
    const uid = await seedAccount('active');
    await seed(`mail/welcome-${uid}`, {
      to: emailOf(uid),
      message: { subject: 'Welcome', text: 'Hi', html: '<p>Hi</p>' },
    });
    await assertFails(as(uid).doc(`mail/welcome-${uid}`).get());
    await assertFails(
      as(uid)
        .collection('mail')
        .add({ to: 'anyone@example.com', message: { subject: 'Spam', text: 'x', html: 'x' } }),
    );
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

/** An event as the createEvent function writes it. */
function eventOf(owner: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Salsa Night',
    description: 'Social dancing',
    eventDate: { year: 2030, month: 6, day: 1 },
    date: Date.UTC(2030, 5, 1),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    eventLocation: '1 High Street, London',
    address: '1 High Street, London',
    location: { latitude: 51.5, longitude: -0.12 },
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 80,
    attachments: ['https://example.test/event.png'],
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 80 }],
    status: 'inProgress',
    isPaymentCleared: false,
    featured: false,
    isFeaturedTaxApply: false,
    venue: null,
    selectedVenue: null,
    eventManagers: [],
    managersId: [],
    isManual: false,
    orderCount: 0,
    createdBy: owner,
    ...overrides,
  };
}

function ticketOf(owner: string, buyer: string, overrides: Record<string, unknown> = {}) {
  return {
    ticketId: 'T-1',
    userId: buyer,
    userName: 'Ben Buyer',
    eventId: 'event-1',
    eventOwnerId: owner,
    purchaseDate: Date.UTC(2030, 4, 1),
    amountPaid: 15,
    isPaid: true,
    isCheckedIn: false,
    feedbackNotes: '',
    ...overrides,
  };
}

function orderOf(booker: string, booked: string, overrides: Record<string, unknown> = {}) {
  return {
    event: 'event-1',
    bookingDate: Date.UTC(2030, 5, 1),
    slot: { id: 'slot-1', startTime: '7:00 PM', endTime: '9:00 PM', price: 120 },
    createdBy: booker,
    createdTo: booked,
    status: 'active',
    ...overrides,
  };
}

describe('events: reading', () => {
  it("lets an active account read any event and query an owner's events", async () => {
    const [owner, reader] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active'),
    ]);
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertSucceeds(as(reader).doc(`events/ev-${owner}`).get());
    await assertSucceeds(as(owner).collection('events').where('createdBy', '==', owner).limit(11).get());
    await assertSucceeds(as(reader).collection('events').where('createdBy', '==', owner).limit(100).get());
  });

  it('refuses a list without a limit or above 100, so no reader pulls every event in one query', async () => {
    const [owner, reader] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active'),
    ]);
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertFails(as(owner).collection('events').where('createdBy', '==', owner).get());
    await assertFails(as(reader).collection('events').limit(101).get());
    await assertFails(as(reader).collection('events').get());
  });

  it('keeps pending, suspended and unsigned readers out', async () => {
    const [owner, pending, suspended] = await Promise.all([
      seedAccount('active'),
      seedAccount('pending'),
      seedAccount('suspended'),
    ]);
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertFails(as(pending).doc(`events/ev-${owner}`).get());
    await assertFails(as(suspended).collection('events').where('createdBy', '==', suspended).limit(10).get());
    await assertFails(anonymous().doc(`events/ev-${owner}`).get());
  });
});

describe('events: writing', () => {
  it('denies every client create and delete: the booking and deletion functions own them', async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await assertFails(as(owner).doc(`events/new-${owner}`).set(eventOf(owner)));
    await assertFails(as(owner).collection('events').add(eventOf(owner)));
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertFails(as(owner).doc(`events/ev-${owner}`).delete());
  });

  it('lets the owner edit the content fields of Edit Event', async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    const nextYear = new Date().getUTCFullYear() + 1;
    await seed(`events/ev-${owner}`, eventOf(owner, { status: 'active' }));
    await assertSucceeds(
      as(owner)
        .doc(`events/ev-${owner}`)
        .update({
          title: 'Bachata Night',
          description: 'New description',
          eventType: 'Bachata',
          eventLevel: 'Beginners',
          requiredSeats: 60,
          requiredTime: '2 hr 30 min',
          attachments: [
            pictureOf(owner, 'a.png').replace('profileImage', 'events'),
            pictureOf(owner, 'b.png').replace('profileImage', 'events'),
          ],
          packages: [{ detail: 'Early bird', price: 8, ticketsAmmount: 60 }],
          // Within two years, the ceiling of a new event's date.
          eventDate: { year: nextYear, month: 1, day: 10 },
          date: Date.UTC(nextYear, 0, 10),
          startTime: '8:30 PM',
        }),
    );
  });

  it.each([
    ['status', 'completed'],
    ['isPaymentCleared', true],
    ['isPaymentClear', true],
    ['createdBy', 'someone-else'],
    ['featured', true],
    ['isFeaturedTaxApply', false],
    ['venue', { venueName: 'Fake hall', seats: 5000 }],
    ['eventManagers', [{ id: 'x', name: 'Someone' }]],
    ['managersId', ['x']],
    ['isManual', true],
    ['orderCount', 0],
    ['selectedVenue', 'venue-x'],
  ])('denies the owner changing the server-only %s', async (field, value) => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await seed(
      `events/ev-${owner}`,
      eventOf(owner, { status: 'active', orderCount: 1, featured: false, isFeaturedTaxApply: true }),
    );
    await assertFails(
      as(owner)
        .doc(`events/ev-${owner}`)
        .update({ title: 'Innocent', [field]: value }),
    );
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a 151-character title', { title: 'x'.repeat(151) }],
    ['a 900 KB description', { description: 'x'.repeat(900_000) }],
    ['an unknown event type', { eventType: 'Rave' }],
    ['seats as text', { requiredSeats: '80' }],
    ['no seats', { requiredSeats: 0 }],
    ['nine images', { attachments: Array.from({ length: 9 }, (_, i) => `https://example.test/${i}.png`) }],
    ['no packages', { packages: [] }],
    ['a start time off the 15-minute grid', { startTime: '7:10 PM' }],
    ['a date that disagrees with eventDate', { date: Date.UTC(2030, 5, 2) }],
    ['a duration that is not the spec text', { requiredTime: 'three hours' }],
  ])('denies an edit with %s', async (_name, change) => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertFails(as(owner).doc(`events/ev-${owner}`).update(change));
  });

  it('keeps the booked day and start time of an event that holds orders, and no past day for any', async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await seed(`events/ev-${owner}`, eventOf(owner, { orderCount: 2, status: 'active' }));
    const ref = as(owner).doc(`events/ev-${owner}`);
    await assertFails(ref.update({ startTime: '9:00 PM' }));
    await assertFails(
      ref.update({ eventDate: { year: 2030, month: 6, day: 8 }, date: Date.UTC(2030, 5, 8) }),
    );
    await assertSucceeds(ref.update({ title: 'Still booked' }));
    await seed(`events/ev2-${owner}`, eventOf(owner));
    await assertFails(
      as(owner)
        .doc(`events/ev2-${owner}`)
        .update({ eventDate: { year: 2020, month: 1, day: 6 }, date: Date.UTC(2020, 0, 6) }),
    );
  });

  it("denies editing someone else's event and any write by a suspended owner", async () => {
    const [owner, attacker, suspended] = await Promise.all([
      seedAccount('active'),
      seedAccount('active'),
      seedAccount('suspended'),
    ]);
    await seed(`events/ev-${owner}`, eventOf(owner));
    await assertFails(as(attacker).doc(`events/ev-${owner}`).update({ title: 'Hacked' }));
    await assertFails(as(attacker).doc(`events/ev-${owner}`).set(eventOf(attacker)));
    await seed(`events/ev-${suspended}`, eventOf(suspended));
    await assertFails(as(suspended).doc(`events/ev-${suspended}`).update({ title: 'Changed' }));
  });
});

describe('tickets', () => {
  let owner: string;
  let buyer: string;
  let ticket: string;

  beforeEach(async () => {
    [owner, buyer] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      Promise.resolve(freshUid('buyer')),
    ]);
    ticket = `tickets/tk-${owner}`;
    await seed(ticket, ticketOf(owner, buyer));
  });

  it("lets the event owner read the ticket and query their events' tickets", async () => {
    await assertSucceeds(as(owner).doc(ticket).get());
    await assertSucceeds(as(owner).collection('tickets').where('eventOwnerId', '==', owner).limit(11).get());
    await assertSucceeds(as(owner).collection('tickets').where('eventOwnerId', '==', owner).limit(500).get());
  });

  it('lets the buyer read their ticket and query their own tickets', async () => {
    await assertSucceeds(as(buyer).doc(ticket).get());
    await assertSucceeds(as(buyer).collection('tickets').where('userId', '==', buyer).limit(20).get());
  });

  it("refuses the owner's or the buyer's list without a limit or above 500", async () => {
    await assertFails(as(owner).collection('tickets').where('eventOwnerId', '==', owner).get());
    await assertFails(as(owner).collection('tickets').where('eventOwnerId', '==', owner).limit(501).get());
    await assertFails(as(buyer).collection('tickets').where('userId', '==', buyer).get());
  });

  it("denies anyone else, and a query not limited to the reader's tickets", async () => {
    const stranger = await seedAccount('active');
    await assertFails(as(stranger).doc(ticket).get());
    await assertFails(as(stranger).collection('tickets').where('eventOwnerId', '==', owner).limit(10).get());
    await assertFails(as(owner).collection('tickets').limit(10).get());
    await assertFails(anonymous().doc(ticket).get());
  });

  it('lets the active event owner write a feedback note of up to 2,000 characters, stamped with the time', async () => {
    await assertSucceeds(as(owner).doc(ticket).update({ feedbackNotes: 'Great dancer', updatedAt: now() }));
    await assertSucceeds(
      as(owner)
        .doc(ticket)
        .update({ feedbackNotes: 'x'.repeat(2000), updatedAt: now() }),
    );
  });

  it("denies a note without the server's time in updatedAt (the door list finds changed tickets by it)", async () => {
    await assertFails(as(owner).doc(ticket).update({ feedbackNotes: 'Great dancer' }));
    await assertFails(as(owner).doc(ticket).update({ feedbackNotes: 'Great dancer', updatedAt: Date.now() }));
    await assertFails(
      as(owner)
        .doc(ticket)
        .update({ feedbackNotes: 'Great dancer', updatedAt: firebase.firestore.Timestamp.fromMillis(1) }),
    );
  });

  it('denies every client check-in: only the checkInTicket function sets isCheckedIn', async () => {
    await assertFails(as(owner).doc(ticket).update({ isCheckedIn: true }));
    await assertFails(as(owner).doc(ticket).update({ isCheckedIn: true, feedbackNotes: 'In' }));
    await assertFails(
      as(owner)
        .doc(ticket)
        .update({ checkedInAt: Date.UTC(2030, 5, 1), checkedInBy: owner }),
    );
    await seed(ticket, ticketOf(owner, buyer, { isCheckedIn: true }));
    await assertFails(as(owner).doc(ticket).update({ isCheckedIn: false }));
  });

  it.each([
    ['a 2,001-character note', 'x'.repeat(2001)],
    ['an empty note', ''],
    ['a note of blanks', '   \n '],
    ['a note that is not text', 42],
  ])('denies %s', async (_name, feedbackNotes) => {
    await assertFails(as(owner).doc(ticket).update({ feedbackNotes, updatedAt: now() }));
  });

  it('denies a note by anyone but the event owner, and by a suspended owner', async () => {
    const [stranger, suspended] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('suspended', 'eventOrganizer'),
    ]);
    await assertFails(as(stranger).doc(ticket).update({ feedbackNotes: 'Not mine', updatedAt: now() }));
    const suspendedTicket = `tickets/tk-${suspended}`;
    await seed(suspendedTicket, ticketOf(suspended, buyer));
    await assertFails(
      as(suspended).doc(suspendedTicket).update({ feedbackNotes: 'Still here', updatedAt: now() }),
    );
  });

  it.each([
    ['amountPaid', 0],
    ['isPaid', false],
    ['userId', 'someone-else'],
    ['eventOwnerId', 'someone-else'],
  ])('denies the event owner changing %s', async (field, value) => {
    await assertFails(
      as(owner)
        .doc(ticket)
        .update({ [field]: value }),
    );
  });

  it('denies the buyer checking in or writing feedback, and every client create or delete', async () => {
    await assertFails(as(buyer).doc(ticket).update({ isCheckedIn: true }));
    await assertFails(as(buyer).doc(ticket).update({ feedbackNotes: 'Me again', updatedAt: now() }));
    await assertFails(as(owner).collection('tickets').add(ticketOf(owner, buyer)));
    await assertFails(as(buyer).collection('tickets').add(ticketOf(owner, buyer)));
    await assertFails(as(owner).doc(ticket).delete());
  });
});

describe('ticketStats', () => {
  it("lets the event's staff read the counters and nobody write them", async () => {
    const [owner, manager, stranger] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active', 'eventManager'),
      seedAccount('active'),
    ]);
    const stats = `ticketStats/ev-${owner}`;
    await seed(stats, {
      eventId: `ev-${owner}`,
      eventOwnerId: owner,
      staffIds: [owner, manager],
      sold: 3,
      revenuePence: 3600,
      checkedIn: 1,
      holders: 2,
      packages: { Standard: 3 },
    });
    await assertSucceeds(as(owner).doc(stats).get());
    await assertSucceeds(as(manager).doc(stats).get());
    await assertFails(as(stranger).doc(stats).get());
    await assertFails(anonymous().doc(stats).get());
    await assertFails(as(owner).doc(stats).update({ sold: 300 }));
    await assertFails(
      as(owner)
        .doc(`ticketStats/new-${owner}`)
        .set({ staffIds: [owner], sold: 0 }),
    );
  });

  it("lets the event's staff read its stock shards, and nobody write them", async () => {
    const [owner, stranger] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active'),
    ]);
    const shard = `ticketStats/ev-${owner}/shards/3`;
    await seed(shard, {
      eventId: `ev-${owner}`,
      eventOwnerId: owner,
      staffIds: [owner],
      sold: 2,
      checkedIn: 1,
    });
    await assertSucceeds(as(owner).doc(shard).get());
    await assertSucceeds(as(owner).doc(`ticketStats/ev-${owner}/shards/4`).get());
    await assertFails(as(stranger).doc(shard).get());
    await assertFails(anonymous().doc(shard).get());
    await assertFails(as(owner).doc(shard).update({ sold: 300 }));
  });

  it('lets a signed-in reader find that an event without sales has none, so staff can watch it from the start', async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await assertSucceeds(as(owner).doc(`ticketStats/unsold-${owner}`).get());
    await assertFails(anonymous().doc(`ticketStats/unsold-${owner}`).get());
  });
});

describe('waitlist', () => {
  it("lets the event's owner read its line, in order, and nobody else read or write it", async () => {
    const [owner, stranger] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active', 'eventOrganizer'),
    ]);
    const eventId = `ev-${owner}`;
    const entry = (name: string, joinedAt: number) => ({
      eventId,
      eventOwnerId: owner,
      packageIndex: 0,
      name,
      email: `${name}@example.com`,
      quantity: 1,
      joinedAt,
      status: 'waiting',
      offerKeyHash: 'hash',
    });
    await seed(`waitlist/${eventId}_a`, entry('ada', 1));
    await seed(`waitlist/${eventId}_b`, entry('bob', 2));
    const line = (db: Db) =>
      db
        .collection('waitlist')
        .where('eventId', '==', eventId)
        .where('eventOwnerId', '==', owner)
        .orderBy('joinedAt')
        .get();
    await assertSucceeds(line(as(owner)));
    await assertFails(line(as(stranger)));
    await assertFails(as(stranger).doc(`waitlist/${eventId}_a`).get());
    await assertFails(anonymous().doc(`waitlist/${eventId}_a`).get());
    await assertFails(as(owner).doc(`waitlist/${eventId}_a`).update({ status: 'claimed' }));
    await assertFails(anonymous().doc(`waitlist/${eventId}_c`).set(entry('eve', 0)));
  });
});

describe('ticketPurchases and ticketHolders', () => {
  it("are out of every client's reach, the event owner's and the buyer's too", async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    const buyer = freshUid('buyer');
    await seed(`ticketPurchases/pur-${owner}`, {
      eventId: 'event-1',
      eventOwnerId: owner,
      buyerId: buyer,
      email: 'ben@gigvenue.test',
      totalPence: 2400,
    });
    await seed(`ticketHolders/event-1_${buyer}`, { eventId: 'event-1', userId: buyer, tickets: 2 });
    for (const uid of [owner, buyer]) {
      await assertFails(as(uid).doc(`ticketPurchases/pur-${owner}`).get());
      await assertFails(as(uid).doc(`ticketHolders/event-1_${buyer}`).get());
      await assertFails(as(uid).collection('ticketPurchases').where('eventOwnerId', '==', owner).get());
    }
    await assertFails(as(owner).doc(`ticketPurchases/pur-${owner}`).set({ totalPence: 0 }));
    await assertFails(as(owner).doc(`ticketHolders/event-1_${owner}`).set({ tickets: 1 }));
    await assertFails(anonymous().doc(`ticketPurchases/pur-${owner}`).get());
  });
});

describe('notifications', () => {
  let reader: string;
  let other: string;
  const record = (id: string, createdTo: string) => ({
    id,
    title: 'New booking',
    message: 'You have been booked.',
    subjectType: 'order',
    subjectId: 'order-1',
    createdBy: 'system',
    createdTo,
    createdAt: Date.now(),
    read: false,
  });

  beforeEach(async () => {
    [reader, other] = [freshUid('reader'), freshUid('other')];
    await seed(`notifications/n-${reader}`, record(`n-${reader}`, reader));
    await seed(`notifications/n-${other}`, record(`n-${other}`, other));
  });

  it("lets the recipient read their own, one by one or the bell's newest few", async () => {
    await assertSucceeds(as(reader).doc(`notifications/n-${reader}`).get());
    await assertSucceeds(
      as(reader)
        .collection('notifications')
        .where('createdTo', '==', reader)
        .orderBy('createdAt', 'desc')
        .limit(10)
        .get(),
    );
    await assertSucceeds(
      as(reader).collection('notifications').where('createdTo', '==', reader).limit(20).get(),
    );
  });

  it("denies another's notifications and lists without a limit, above 20 or not filtered on the reader", async () => {
    await assertFails(as(reader).doc(`notifications/n-${other}`).get());
    await assertFails(as(reader).collection('notifications').where('createdTo', '==', other).limit(10).get());
    await assertFails(as(reader).collection('notifications').where('createdTo', '==', reader).get());
    await assertFails(
      as(reader).collection('notifications').where('createdTo', '==', reader).limit(21).get(),
    );
    await assertFails(as(reader).collection('notifications').limit(10).get());
    await assertFails(anonymous().doc(`notifications/n-${reader}`).get());
  });

  it('lets the recipient only mark one read, once', async () => {
    await assertFails(as(other).doc(`notifications/n-${reader}`).update({ read: true }));
    await assertFails(as(reader).doc(`notifications/n-${reader}`).update({ read: true, title: 'Changed' }));
    await assertFails(as(reader).doc(`notifications/n-${reader}`).update({ title: 'Changed' }));
    await assertSucceeds(as(reader).doc(`notifications/n-${reader}`).update({ read: true }));
    await assertFails(as(reader).doc(`notifications/n-${reader}`).update({ read: false }));
  });

  it('denies creating and deleting', async () => {
    await assertFails(
      as(reader)
        .doc(`notifications/mine-${reader}`)
        .set(record(`mine-${reader}`, reader)),
    );
    await assertFails(as(reader).collection('notifications').add(record('x', other)));
    await assertFails(as(reader).doc(`notifications/n-${reader}`).delete());
  });
});

describe('ledger and withdrawals', () => {
  let payee: string;
  let other: string;
  const entry = (payeeId: string) => ({
    payeeId,
    kind: 'booking',
    eventId: 'event-1',
    amountPence: 1_000,
    credited: true,
    createdAt: Date.now(),
  });
  const withdrawal = (uid: string) => ({ uid, amountPence: 1_000, status: 'paid', createdAt: Date.now() });

  beforeEach(async () => {
    [payee, other] = [freshUid('payee'), freshUid('other')];
    await seed(`ledger/entry-${payee}`, entry(payee));
    await seed(`ledger/entry-${other}`, entry(other));
    await seed(`withdrawals/wd-${payee}`, withdrawal(payee));
    await seed(`withdrawals/wd-${other}`, withdrawal(other));
  });

  it('lets the payee read its own statement and withdrawals, in bounded lists', async () => {
    await assertSucceeds(as(payee).doc(`ledger/entry-${payee}`).get());
    await assertSucceeds(
      as(payee)
        .collection('ledger')
        .where('payeeId', '==', payee)
        .orderBy('createdAt', 'desc')
        .limit(100)
        .get(),
    );
    await assertSucceeds(
      as(payee)
        .collection('ledger')
        .where('payeeId', '==', payee)
        .where('eventId', '==', 'event-1')
        .limit(50)
        .get(),
    );
    await assertSucceeds(as(payee).doc(`withdrawals/wd-${payee}`).get());
    await assertSucceeds(as(payee).collection('withdrawals').where('uid', '==', payee).limit(50).get());
  });

  it("denies another's entries, unbounded lists and every client write", async () => {
    await assertFails(as(payee).doc(`ledger/entry-${other}`).get());
    await assertFails(as(payee).collection('ledger').where('payeeId', '==', payee).get());
    await assertFails(as(payee).collection('ledger').where('payeeId', '==', payee).limit(101).get());
    await assertFails(as(payee).collection('ledger').limit(10).get());
    await assertFails(as(payee).doc(`withdrawals/wd-${other}`).get());
    await assertFails(as(payee).collection('withdrawals').where('uid', '==', payee).limit(51).get());
    await assertFails(anonymous().doc(`ledger/entry-${payee}`).get());
    await assertFails(as(payee).doc(`ledger/mine-${payee}`).set(entry(payee)));
    await assertFails(as(payee).doc(`ledger/entry-${payee}`).update({ amountPence: 1_000_000 }));
    await assertFails(as(payee).doc(`withdrawals/wd-${payee}`).update({ status: 'failed' }));
    await assertFails(as(payee).doc(`withdrawals/wd-${payee}`).delete());
  });

  it("keeps the simulated provider's records from every client", async () => {
    await seed(`simulatedPayouts/po-${payee}`, { accountId: 'acct_sim_1', amountPence: 1_000 });
    await seed(`simulatedAccounts/acct-${payee}`, { email: 'a@b.co', cards: [], capabilitiesActive: true });
    await assertFails(as(payee).doc(`simulatedPayouts/po-${payee}`).get());
    await assertFails(as(payee).doc(`simulatedAccounts/acct-${payee}`).update({ failTransfers: '' }));
    await assertFails(as(payee).doc(`simulatedTransfers/tr-${payee}`).set({ amountPence: 1 }));
    await assertFails(as(payee).doc(`simulatedTransferReversals/trr-${payee}`).get());
  });

  it("keeps the record of Stripe's webhook events from every client", async () => {
    await seed(`webhookEvents/evt-${payee}`, { type: 'payout.failed', outcome: 'payout-failed' });
    await assertFails(as(payee).doc(`webhookEvents/evt-${payee}`).get());
    await assertFails(anonymous().doc(`webhookEvents/evt-${payee}`).get());
    // A client that could write one would make a real event look already applied.
    await assertFails(as(payee).doc(`webhookEvents/evt-new-${payee}`).set({ type: 'payout.paid' }));
  });
});

describe('announcements and pushOutbox', () => {
  it("are out of every client's reach, the sender's too", async () => {
    const owner = await seedAccount('active', 'eventOrganizer');
    await seed(`announcements/ann-${owner}`, {
      eventId: 'event-1',
      createdBy: owner,
      title: 'Hi',
      message: 'Hello',
      status: 'sent',
      createdAt: Date.now(),
    });
    await seed(`pushOutbox/ann-${owner}-user-1`, {
      token: 'token-1',
      title: 'Hi',
      body: 'Hello',
      userId: 'user-1',
      announcementId: `ann-${owner}`,
      createdAt: Date.now(),
    });
    await assertFails(as(owner).doc(`announcements/ann-${owner}`).get());
    await assertFails(as(owner).collection('announcements').where('createdBy', '==', owner).get());
    await assertFails(
      as(owner).doc(`announcements/ann-new-${owner}`).set({ eventId: 'event-1', createdBy: owner }),
    );
    await assertFails(as(owner).doc(`pushOutbox/ann-${owner}-user-1`).get());
    await assertFails(as('user-1').collection('pushOutbox').where('userId', '==', 'user-1').get());
    await assertFails(as(owner).doc(`pushOutbox/new-${owner}`).set({ token: 't' }));
  });
});

describe('orders', () => {
  let booker: string;
  let booked: string;
  let order: string;

  beforeEach(async () => {
    [booker, booked] = await Promise.all([
      seedAccount('active', 'eventOrganizer'),
      seedAccount('active', 'eventManager'),
    ]);
    order = `orders/or-${booker}`;
    await seed(order, orderOf(booker, booked));
  });

  it('lets the booking and the booked account read the order and query their orders', async () => {
    await assertSucceeds(as(booker).doc(order).get());
    await assertSucceeds(as(booked).doc(order).get());
    await assertSucceeds(as(booked).collection('orders').where('createdTo', '==', booked).limit(11).get());
    await assertSucceeds(
      as(booked)
        .collection('orders')
        .where('createdTo', '==', booked)
        .where('status', '==', 'completed')
        .limit(100)
        .get(),
    );
    await assertSucceeds(as(booker).collection('orders').where('createdBy', '==', booker).limit(50).get());
  });

  it('refuses a list of orders without a limit or above 100', async () => {
    await assertFails(as(booked).collection('orders').where('createdTo', '==', booked).get());
    await assertFails(as(booked).collection('orders').where('createdTo', '==', booked).limit(101).get());
    await assertFails(as(booker).collection('orders').where('createdBy', '==', booker).get());
  });

  it("denies anyone else, and a query not limited to the reader's orders", async () => {
    const stranger = await seedAccount('active', 'eventManager');
    await assertFails(as(stranger).doc(order).get());
    await assertFails(as(stranger).collection('orders').where('createdTo', '==', booked).limit(10).get());
    await assertFails(as(booked).collection('orders').limit(10).get());
    await assertFails(anonymous().doc(order).get());
  });

  it('denies every client write: bookings come from Cloud Functions', async () => {
    await assertFails(as(booker).collection('orders').add(orderOf(booker, booked)));
    await assertFails(as(booked).doc(order).update({ status: 'completed' }));
    await assertFails(as(booker).doc(order).update({ 'slot.price': 1 }));
    await assertFails(as(booker).doc(order).delete());
  });
});

describe('managers/{uid}/availability', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** A calendar date `days` from today (UTC), with its entry id and weekday. */
  function dateIn(days: number) {
    const date = new Date(Date.now() + days * DAY_MS);
    const calendar = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    const id = date.toISOString().slice(0, 10);
    return { calendar, id, day: weekdayOf(calendar), dayNumber: weekdayNumberOf(calendar) };
  }

  const slot = (overrides: Record<string, unknown> = {}) => ({
    id: 'slot-1',
    title: 'Salsa Social',
    type: 'For Venue',
    startTime: '7:00 PM',
    endTime: '9:00 PM',
    price: 40,
    availableTill: dateIn(10).calendar,
    recurring: false,
    ...overrides,
  });

  function entry(days = 10, overrides: Record<string, unknown> = {}) {
    const date = dateIn(days);
    return {
      startDate: date.calendar,
      day: date.day,
      dayNumber: date.dayNumber,
      slots: [slot()],
      createdAt: firebase.firestore.FieldValue.serverTimestamp(),
      ...overrides,
    };
  }

  const entryPath = (uid: string, days = 10) => `managers/${uid}/availability/${dateIn(days).id}`;

  /** An entry already stored, written the way the service's first write leaves it. */
  async function seedEntry(uid: string, slots = [slot()]) {
    const date = dateIn(10);
    await seed(entryPath(uid), {
      startDate: date.calendar,
      day: date.day,
      dayNumber: date.dayNumber,
      slots,
      createdAt: new Date(),
    });
  }

  it('lets an active event manager create an entry for a date from today on', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertSucceeds(as(uid).doc(entryPath(uid)).set(entry()));
    await assertSucceeds(as(uid).doc(entryPath(uid, 0)).set(entry(0)));
  });

  it('accepts a title with any characters, a pipe included', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertSucceeds(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { slots: [slot({ title: 'Salsa | Bachata: 100% fun' })] })),
    );
  });

  it('accepts every slot type, fractional prices and a weekly repeat', async () => {
    const uid = await seedAccount('active', 'eventManager');
    const slots = [
      slot({ id: 'a', type: 'For Venue' }),
      slot({ id: 'b', type: 'For Private', startTime: '12:00 AM', endTime: '12:45 AM', price: 1 }),
      slot({
        id: 'c',
        type: 'Any',
        startTime: '11:15 PM',
        endTime: '11:45 PM',
        price: 12.5,
        recurring: true,
        availableTill: dateIn(38).calendar,
      }),
    ];
    await assertSucceeds(as(uid).doc(entryPath(uid)).set(entry(10, { slots })));
  });

  it('lets active accounts read availability, and keeps pending and unsigned readers out', async () => {
    const [manager, reader, pending] = await Promise.all([
      seedAccount('active', 'eventManager'),
      seedAccount('active'),
      seedAccount('pending'),
    ]);
    await seedEntry(manager);
    await assertSucceeds(as(reader).doc(entryPath(manager)).get());
    await assertSucceeds(as(reader).collection(`managers/${manager}/availability`).limit(100).get());
    await assertFails(as(reader).collection(`managers/${manager}/availability`).get());
    await assertFails(as(reader).collection(`managers/${manager}/availability`).limit(101).get());
    await assertFails(as(pending).doc(entryPath(manager)).get());
    await assertFails(anonymous().doc(entryPath(manager)).get());
  });

  it("denies writing another manager's availability", async () => {
    const [owner, attacker] = await Promise.all([
      seedAccount('active', 'eventManager'),
      seedAccount('active', 'eventManager'),
    ]);
    await assertFails(as(attacker).doc(entryPath(owner)).set(entry()));
    await seedEntry(owner);
    await assertFails(
      as(attacker)
        .doc(entryPath(owner))
        .update({ slots: [slot(), slot({ id: 'x' })] }),
    );
  });

  it('denies a pending manager and accounts of other roles', async () => {
    const [pending, owner, organizer] = await Promise.all([
      seedAccount('pending', 'eventManager'),
      seedAccount('active', 'venueOwner'),
      seedAccount('active', 'eventOrganizer'),
    ]);
    for (const uid of [pending, owner, organizer])
      await assertFails(as(uid).doc(entryPath(uid)).set(entry()));
  });

  it('denies an entry whose id, weekday or start date does not fit', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertFails(as(uid).doc(entryPath(uid, 11)).set(entry(10)));
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { day: dateIn(11).day })),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { dayNumber: dateIn(11).dayNumber })),
    );
    await assertFails(as(uid).doc(entryPath(uid, -3)).set(entry(-3)));
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { createdAt: new Date('2020-01-01') })),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { startingFrom: 1 })),
    );
  });

  it.each([
    ['a zero price', { price: 0 }],
    ['a price as text', { price: '40' }],
    ['an unknown type', { type: 'For Everyone' }],
    ['a time off the 15-minute grid', { startTime: '7:10 PM' }],
    ['a 24-hour time', { endTime: '21:00' }],
    ['an empty title', { title: '' }],
    ['a missing id', { id: undefined }],
    ['an extra field', { bookings: ['2030-01-01'] }],
    ['a valid-until date as text', { availableTill: '2030-06-03' }],
    ['a valid-until date with extra fields', { availableTill: { ...dateIn(10).calendar, hour: 3 } }],
    ['a title over 100 characters', { title: 'x'.repeat(101) }],
    ['an id with a slash', { id: 'a/b' }],
    ['a price of 0.5', { price: 0.5 }],
    ['a non-boolean recurring', { recurring: 'yes' }],
    ['a valid-until date before the start date', { availableTill: dateIn(9).calendar }],
    ['a valid-until date that does not exist', { availableTill: { year: 2031, month: 2, day: 30 } }],
    ['the id of another slot of the entry', { id: 'ok' }],
  ])('denies a slot with %s', async (_name, overrides) => {
    const uid = await seedAccount('active', 'eventManager');
    const bad = Object.fromEntries(
      Object.entries(slot(overrides)).filter(([, value]) => value !== undefined),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { slots: [slot({ id: 'ok' }), bad] })),
    );
  });

  it('takes start dates up to a year ahead, not the year 9990', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await assertFails(
      as(uid)
        .doc(entryPath(uid, 367))
        .set(entry(367, { slots: [slot({ availableTill: dateIn(367).calendar })] })),
    );
    await assertSucceeds(
      as(uid)
        .doc(entryPath(uid, 360))
        .set(entry(360, { slots: [slot({ availableTill: dateIn(360).calendar })] })),
    );
  });

  it('allows 1 to 10 slots per entry, no more and none fewer', async () => {
    const uid = await seedAccount('active', 'eventManager');
    const many = (count: number) => Array.from({ length: count }, (_, i) => slot({ id: `s${i}` }));
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { slots: [] })),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { slots: many(11) })),
    );
    await assertSucceeds(
      as(uid)
        .doc(entryPath(uid))
        .set(entry(10, { slots: many(10) })),
    );
  });

  it('lets the manager append slots to an existing entry, up to 10', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await seedEntry(uid);
    await assertSucceeds(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [slot(), slot({ id: 'slot-2', price: 25 })] }),
    );
    const many = Array.from({ length: 9 }, (_, i) => slot({ id: `s${i}` }));
    await seed(entryPath(uid), { ...entry(), slots: many, createdAt: new Date() });
    await assertSucceeds(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [...many, slot({ id: 's9' })] }),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [...many, slot({ id: 's9' }), slot({ id: 's10' })] }),
    );
  });

  it('denies appending a slot under an id the entry already holds, so a booking names one slot', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await seedEntry(uid);
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [slot(), slot({ price: 1 })] }),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [slot(), slot({ id: 'slot-2' }), slot({ id: 'slot-2', title: 'Twin' })] }),
    );
  });

  it('denies removing or changing a stored slot, which could drop a booked one', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await seedEntry(uid, [slot(), slot({ id: 'slot-2' })]);
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [slot()] }),
    );
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ slots: [slot({ price: 1 }), slot({ id: 'slot-2' })] }),
    );
  });

  it('denies changing the start date, weekday or creation time of an entry', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await seedEntry(uid);
    await assertFails(
      as(uid)
        .doc(entryPath(uid))
        .update({ startDate: dateIn(11).calendar }),
    );
    await assertFails(as(uid).doc(entryPath(uid)).update({ day: 'Funday' }));
    await assertFails(as(uid).doc(entryPath(uid)).update({ createdAt: new Date() }));
  });

  it('denies the manager deleting an entry: deletes go through the function that checks bookings', async () => {
    const uid = await seedAccount('active', 'eventManager');
    await seedEntry(uid);
    await assertFails(as(uid).doc(entryPath(uid)).delete());
  });
});

describe('bookings', () => {
  const bookings = { bookings: { '2030-06-03': ['slot-1'] } };

  it('lets active accounts read a bookings map', async () => {
    const [owner, reader] = await Promise.all([seedAccount('active', 'eventManager'), seedAccount('active')]);
    await seed(`bookings/${owner}`, bookings);
    await assertSucceeds(as(reader).doc(`bookings/${owner}`).get());
    await assertSucceeds(as(owner).doc(`bookings/${owner}`).get());
  });

  it('keeps pending and unsigned readers out', async () => {
    const [owner, pending] = await Promise.all([
      seedAccount('active', 'eventManager'),
      seedAccount('pending'),
    ]);
    await seed(`bookings/${owner}`, bookings);
    await assertFails(as(pending).doc(`bookings/${owner}`).get());
    await assertFails(anonymous().doc(`bookings/${owner}`).get());
  });

  it('denies every client write, the owner freeing their own booked slot included', async () => {
    const [owner, other] = await Promise.all([seedAccount('active', 'eventManager'), seedAccount('active')]);
    await seed(`bookings/${owner}`, bookings);
    await assertFails(as(owner).doc(`bookings/${owner}`).set({ bookings: {} }));
    await assertFails(as(owner).doc(`bookings/${owner}`).delete());
    await assertFails(
      as(other)
        .doc(`bookings/${owner}`)
        .update({ 'bookings.2030-06-10': ['slot-1'] }),
    );
    await assertFails(as(other).doc(`bookings/${other}`).set(bookings));
  });
});

function venueOf(owner: string, overrides: Record<string, unknown> = {}) {
  return {
    createdBy: owner,
    venueName: 'Riverside Hall',
    seats: 120,
    description: 'A hall by the river',
    address: '1 River Road, London',
    lineAddress1: '1 River Road',
    lineAddress2: '',
    helpingAddress: { city: 'London' },
    location: null,
    attachments: [pictureOf(owner, 'hall.png').replace('profileImage', 'venues')],
    isOnline: true,
    availability: [],
    createdAt: firebase.firestore.FieldValue.serverTimestamp(),
    ...overrides,
  };
}

describe('venues', () => {
  it("lets active accounts read venues and query an owner's; keeps pending and unsigned readers out", async () => {
    const [owner, reader, pending] = await Promise.all([
      seedAccount('active'),
      seedAccount('active', 'eventManager'),
      seedAccount('pending'),
    ]);
    await seed(`venues/vn-${owner}`, { ...venueOf(owner), createdAt: 1, startingFrom: 0 });
    await assertSucceeds(as(reader).doc(`venues/vn-${owner}`).get());
    await assertSucceeds(as(owner).collection('venues').where('createdBy', '==', owner).limit(100).get());
    // Lists are bounded: no query returns every venue.
    await assertFails(as(owner).collection('venues').where('createdBy', '==', owner).get());
    await assertFails(as(reader).collection('venues').limit(101).get());
    await assertFails(as(pending).doc(`venues/vn-${owner}`).get());
    await assertFails(anonymous().doc(`venues/vn-${owner}`).get());
  });

  it('lets an active owner create their own venue with at least one seat', async () => {
    const owner = await seedAccount('active');
    await assertSucceeds(as(owner).collection('venues').add(venueOf(owner)));
    await assertFails(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { seats: 0 })),
    );
    await assertFails(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { seats: '10' })),
    );
  });

  it.each([
    ['createdBy someone else', { createdBy: 'someone-else' }],
    ['startingFrom', { startingFrom: 1 }],
    ['bookings', { bookings: { '2030-01-07': ['s1'] } }],
  ])('denies creating a venue with %s', async (_name, overrides) => {
    const owner = await seedAccount('active');
    await assertFails(as(owner).collection('venues').add(venueOf(owner, overrides)));
  });

  it.each([
    ['a 900 KB description', { description: 'd'.repeat(900 * 1024) }],
    ['a 151-character name', { venueName: 'v'.repeat(151) }],
    ['a fractional seat count', { seats: 10.5 }],
    ['more seats than any hall', { seats: 100_001 }],
    ['a javascript: picture', { attachments: ['javascript:alert(1)'] }],
    [
      "a picture from another owner's folder",
      { attachments: [pictureOf('someone-else', 'hall.png').replace('profileImage', 'venues')] },
    ],
    ['six pictures', { attachments: Array.from({ length: 6 }, (_, i) => `/demo/venue-${i}.svg`) }],
    ['a 201-character address line', { lineAddress1: 'l'.repeat(201) }],
    ['an unknown address part', { helpingAddress: { city: 'London', evil: 'x' } }],
  ])('denies creating a venue with %s', async (_name, overrides) => {
    const owner = await seedAccount('active');
    await assertFails(as(owner).collection('venues').add(venueOf(owner, overrides)));
  });

  it('accepts the limits exactly', async () => {
    const owner = await seedAccount('active');
    await assertSucceeds(
      as(owner)
        .collection('venues')
        .add(
          venueOf(owner, {
            venueName: 'v'.repeat(150),
            seats: 100_000,
            description: 'd'.repeat(5000),
            lineAddress2: 'l'.repeat(200),
          }),
        ),
    );
  });

  it.each(['eventManager', 'eventOrganizer'])('denies an active %s creating a venue', async (role) => {
    const account = await seedAccount('active', role);
    await assertFails(as(account).collection('venues').add(venueOf(account)));
  });

  it("denies a venue whose id is an account's uid, which would alias that account's bookings map", async () => {
    const [owner, manager] = await Promise.all([
      seedAccount('active'),
      seedAccount('active', 'eventManager'),
    ]);
    await assertFails(as(owner).doc(`venues/${manager}`).set(venueOf(owner)));
    await assertSucceeds(as(owner).doc(`venues/vn-new-${owner}`).set(venueOf(owner)));
  });

  it('denies a pending account creating a venue', async () => {
    const pending = await seedAccount('pending');
    await assertFails(as(pending).collection('venues').add(venueOf(pending)));
  });

  it('lets the owner edit, switch offline and delete their venue', async () => {
    const owner = await seedAccount('active');
    const path = `venues/vn-${owner}`;
    await seed(path, { ...venueOf(owner), createdAt: 1, startingFrom: 0 });
    await assertSucceeds(
      as(owner).doc(path).update({ venueName: 'Hall 2', seats: 80, description: 'Renamed', attachments: [] }),
    );
    await assertSucceeds(as(owner).doc(path).update({ isOnline: false }));
    await assertSucceeds(as(owner).doc(path).delete());
  });

  // The saveVenueAvailability function checks every slot, which the rules cannot afford, so no client writes the list.
  const heldSlotEntry = {
    id: '2030-01-07',
    startDate: { year: 2030, month: 1, day: 7 },
    day: 'Monday',
    dayNumber: 2,
    slots: [
      {
        id: 's1',
        title: 'Evening',
        type: 'Any',
        startTime: '7:00 PM',
        endTime: '9:00 PM',
        price: 40,
        availableTill: { year: 2030, month: 1, day: 7 },
        recurring: false,
      },
    ],
  };

  it('lets a venue be created without availability or with an empty list, never with entries', async () => {
    const owner = await seedAccount('active');
    const { availability: _none, ...withoutAvailability } = venueOf(owner);
    await assertSucceeds(as(owner).collection('venues').add(withoutAvailability));
    await assertSucceeds(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { availability: [] })),
    );
    await assertFails(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { availability: [heldSlotEntry] })),
    );
    await assertFails(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { availability: [{ slots: [] }] })),
    );
    await assertFails(
      as(owner)
        .collection('venues')
        .add(venueOf(owner, { availability: 'none' })),
    );
  });

  it("denies the owner changing the venue's availability, however small the change", async () => {
    const owner = await seedAccount('active');
    const path = `venues/vn-${owner}`;
    await seed(path, { ...venueOf(owner), availability: [heldSlotEntry], createdAt: 1, startingFrom: 40 });
    await assertFails(as(owner).doc(path).update({ availability: [] }));
    await assertFails(
      as(owner)
        .doc(path)
        .update({ availability: [{ ...heldSlotEntry, slots: [{ ...heldSlotEntry.slots[0], price: 0 }] }] }),
    );
    await assertFails(as(owner).doc(path).update({ venueName: 'Hall 2', availability: [] }));
    await assertFails(
      as(owner)
        .doc(path)
        .set({ ...venueOf(owner), availability: [], createdAt: 1, startingFrom: 40 }),
    );
    // Every other field stays the owner's, and the stored list rides along untouched.
    await assertSucceeds(as(owner).doc(path).update({ venueName: 'Hall 2', seats: 80, isOnline: false }));
  });

  it.each([
    ['startingFrom', { startingFrom: 1 }],
    ['bookings', { bookings: {} }],
    ['createdBy', { createdBy: 'someone-else' }],
    ['seats below 1', { seats: 0 }],
  ])('denies the owner changing %s', async (_name, change) => {
    const owner = await seedAccount('active');
    const path = `venues/vn-${owner}`;
    await seed(path, { ...venueOf(owner), createdAt: 1, startingFrom: 0 });
    await assertFails(as(owner).doc(path).update(change));
  });

  it("denies writing or deleting someone else's venue", async () => {
    const [owner, attacker] = await Promise.all([seedAccount('active'), seedAccount('active')]);
    const path = `venues/vn-${owner}`;
    await seed(path, { ...venueOf(owner), createdAt: 1, startingFrom: 0 });
    await assertFails(as(attacker).doc(path).update({ isOnline: false }));
    await assertFails(as(attacker).doc(path).set(venueOf(attacker)));
    await assertFails(as(attacker).doc(path).delete());
  });

  it('refuses to delete a venue while an order holds one of its slots today or later', async () => {
    const owner = await seedAccount('active');
    const path = `venues/vn-held-${owner}`;
    await seed(path, { ...venueOf(owner), createdAt: 1, startingFrom: 0 });
    await seed(`bookings/vn-held-${owner}`, {
      bookings: { '2099-01-05': ['s1'] },
      orders: { '2099-01-05': { s1: 'order-1' } },
      heldUntil: '2099-01-05',
    });
    await assertFails(as(owner).doc(path).delete());
    await seed(`bookings/vn-held-${owner}`, {
      bookings: { '2020-01-06': ['s1'] },
      orders: { '2020-01-06': { s1: 'order-1' } },
      heldUntil: '2020-01-06',
    });
    await assertSucceeds(as(owner).doc(path).delete());
  });

  it("denies every client write to a venue's bookings map", async () => {
    const owner = await seedAccount('active');
    await assertFails(
      as(owner)
        .doc(`bookings/vn-${owner}`)
        .set({ bookings: { '2030-01-07': ['s1'] } }),
    );
  });
});
