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
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, withSeenTotal } from '../support/bookingRequest';
import { refusedWith } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';

// The createEvent and deleteEvent callables against the emulators, called as real signed-in accounts: every refusal
// message, all-or-nothing, prices from the stored slots, the featured allowance, idempotent retries, 20 bookings of
// one slot at once, and deletion with its cut-off, slot release and refund. Payments run on the simulated provider,
// whose records (simulatedPayments) show what was held, taken, released and refunded.

const projectId = emulatorProjectId();
const region = 'europe-west2';
const firestoreAt = emulatorEndpoint('firestore');
const authAt = emulatorEndpoint('auth');
const functionsAt = emulatorEndpoint('functions');

const runId = Date.now().toString(36);
let sequence = 0;
const fresh = (name: string) => `${name}-${runId}-${++sequence}`;

let adminApp: AdminApp;
let admin: AdminFirestore;
const clients: FirebaseApp[] = [];

interface Caller {
  uid: string;
  call: <T = DocumentData>(name: string, data: unknown) => Promise<T>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const dayAfter = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const calendar = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
};

// A venue and a manager offer weekly slots from START; every test books its own week so none shares a slot.
const START = dayAfter(londonToday(), 10);
let week = 0;
const nextWeek = () => dayAfter(START, 7 * ++week);

function weeklySlot(id: string, price: number, startTime = '7:00 PM', endTime = '10:00 PM') {
  return {
    id,
    title: `Slot ${id}`,
    type: 'Any',
    startTime,
    endTime,
    price,
    recurring: true,
    availableTill: calendar(dayAfter(START, 7 * 40)),
  };
}

/** A signed-in client of its own (one per account, as separate browsers are), with the account made active. */
async function account(
  role: string,
  overrides: DocumentData = {},
  config: DocumentData = {},
): Promise<Caller> {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `bookings-${fresh('client')}`);
  clients.push(app);
  connectAuthEmulator(getAuth(app), `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, region), functionsAt.host, functionsAt.port);
  const email = `${fresh(role)}@gigvenue.test`;
  const { uid } = (await createUserWithEmailAndPassword(getAuth(app), email, 'secret123')).user;
  // The private account first, so the provisioning trigger sees an operator-made account and leaves it active.
  await admin.doc(`managers/${uid}/private/account`).set({
    config: { isCashPaymentsAllowed: false, noFreeEvents: false, noOfFeaturedEventsAllowed: 0, ...config },
    currentBalance: 0,
  });
  await admin.doc(`managers/${uid}`).set({
    email,
    name: `Name ${uid}`,
    number: '+44 20 7946 0000',
    img: '',
    role,
    status: 'active',
    isAppUser: false,
    category: 'DJ',
    ...overrides,
  });
  const functions = getFunctions(app, region);
  // A booking carries the total the wizard showed for its slots, as the app's does.
  const call: Caller['call'] = async (name, data) => {
    const body = name === 'createEvent' ? await withSeenTotal(admin, data) : data;
    return (await httpsCallable(functions, name)(body)).data as never;
  };
  return { uid, call };
}

let venueOwner: Caller;
let manager: Caller;
let venueId: string;

async function createVenue(ownerId: string, overrides: DocumentData = {}): Promise<string> {
  const id = fresh('venue');
  await admin.doc(`venues/${id}`).set({
    createdBy: ownerId,
    venueName: 'Riverside Hall',
    seats: 120,
    description: 'A hall by the river',
    address: '1 River Road, London',
    location: { latitude: 51.5, longitude: -0.12 },
    attachments: ['https://example.test/hall.png'],
    isOnline: true,
    availability: [
      {
        startDate: calendar(START),
        day: 'Any',
        dayNumber: 1,
        slots: [
          weeklySlot('evening', 150, '6:00 PM', '11:00 PM'),
          weeklySlot('afternoon', 80, '1:00 PM', '5:00 PM'),
        ],
      },
    ],
    ...overrides,
  });
  return id;
}

async function managerEntry(uid: string): Promise<void> {
  await admin.doc(`managers/${uid}/availability/${START}`).set({
    startDate: calendar(START),
    day: 'Monday',
    dayNumber: 2,
    slots: [weeklySlot('salsa', 45), weeklySlot('private', 30, '5:00 PM', '6:30 PM')],
  });
}

function request(date: string, overrides: DocumentData = {}): DocumentData {
  return bookingRequest(fresh('req'), date, overrides);
}

const venueChoice = (slotIds: string[], extra: DocumentData = {}) => ({ venueId, slotIds, ...extra });
const managerChoice = (slotIds: string[], id = manager.uid) => ({
  managerId: id,
  slots: slotIds.map((slotId) => ({ entryId: START, slotId })),
});

async function bookings(ownerId: string): Promise<DocumentData> {
  return (await admin.doc(`bookings/${ownerId}`).get()).data() ?? {};
}

async function paymentsFor(eventId: string): Promise<DocumentData | undefined> {
  return (await admin.doc(`bookingPayments/${eventId}`).get()).data();
}

async function simulatedPayment(authorizationId: string): Promise<DocumentData | undefined> {
  return (await admin.doc(`simulatedPayments/${authorizationId}`).get()).data();
}

/** Card holds neither taken nor released: after any booking settles there must be none. */
const stillHeld = async () =>
  (await admin.collection('simulatedPayments').where('status', '==', 'authorized').count().get()).data()
    .count;
const captured = async () =>
  (await admin.collection('simulatedPayments').where('status', '==', 'captured').count().get()).data().count;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestoreAt.host}:${firestoreAt.port}`;
  adminApp = initializeAdminApp({ projectId }, `bookings-test-${runId}`);
  admin = getAdminFirestore(adminApp);
  [venueOwner, manager] = await Promise.all([
    account('venueOwner', { name: 'Olivia Owner' }),
    account('eventManager', { name: 'Marco Manager' }),
  ]);
  venueId = await createVenue(venueOwner.uid);
  await managerEntry(manager.uid);
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((app) => deleteApp(app)));
  if (adminApp) await deleteAdminApp(adminApp);
});

describe('createEvent', () => {
  it('books a venue slot and a manager slot for an organizer: one event, one order each, prices from the stored slots', async () => {
    const organizer = await account('eventOrganizer', { name: 'Orla Organizer' });
    const date = nextWeek();
    // Prices, names and a status smuggled into the request are ignored: only the choices count.
    const result = await organizer.call<{
      eventId: string;
      orderIds: string[];
      status: string;
      total: number;
    }>(
      'createEvent',
      request(date, {
        venue: venueChoice(['evening'], { price: 1, venueName: 'Cheap Hall' }),
        managers: [{ ...managerChoice(['salsa']), price: 1 }],
        status: 'completed',
        total: 0.01,
      }),
    );
    expect(result).toMatchObject({ status: 'active', total: 195 });
    expect(result.orderIds).toHaveLength(2);

    const event = (await admin.doc(`events/${result.eventId}`).get()).data()!;
    expect(event).toMatchObject({
      title: 'Salsa Night',
      status: 'active',
      createdBy: organizer.uid,
      date: Date.parse(`${date}T00:00:00Z`),
      eventDate: calendar(date),
      requiredTime: '3 hr 0 min',
      isManual: false,
      orderCount: 2,
      selectedVenue: venueId,
      managersId: [manager.uid],
      venue: {
        id: venueId,
        venueName: 'Riverside Hall',
        seats: 120,
        bookedSlots: [{ id: 'evening', startTime: '6:00 PM', endTime: '11:00 PM', price: 150 }],
      },
      eventManagers: [{ id: manager.uid, name: 'Marco Manager', bookedSlots: [{ id: 'salsa', price: 45 }] }],
    });
    // Who was booked, with contact details, is on the orders that only the two parties read: not on the event.
    expect(JSON.stringify(event)).not.toContain('@gigvenue.test');

    const orders = await admin.collection('orders').where('event', '==', result.eventId).get();
    const byKind = Object.fromEntries(orders.docs.map((doc) => [doc.get('kind'), doc.data()]));
    expect(byKind.venue).toMatchObject({
      createdBy: organizer.uid,
      createdTo: venueOwner.uid,
      slot: { id: 'evening', price: 150 },
      status: 'active',
      venue: { id: venueId },
    });
    expect(byKind.manager).toMatchObject({
      createdBy: organizer.uid,
      createdTo: manager.uid,
      slot: { id: 'salsa', price: 45 },
      eventManager: { id: manager.uid },
    });
    expect(byKind.manager.createdToData.email).toMatch(/@gigvenue\.test$/);
    expect(byKind.venue.eventDetails).toMatchObject({
      title: 'Salsa Night',
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
    });

    expect((await bookings(venueId)).bookings[date]).toEqual(['evening']);
    expect((await bookings(venueId)).orders[date]).toEqual({
      evening: result.orderIds.find((id) => id.includes(venueId)),
    });
    expect((await bookings(manager.uid)).bookings[date]).toEqual(['salsa']);
    const payment = await paymentsFor(result.eventId);
    expect(payment).toMatchObject({ amountPence: 19500, status: 'captured', method: 'card' });
    expect(await simulatedPayment(payment!.authorizationId)).toMatchObject({
      amountPence: 19500,
      status: 'captured',
    });
  });

  it("refuses a manager's taken slot by name and times, and books nothing else of the request (all or nothing)", async () => {
    const [first, second] = await Promise.all([account('eventOrganizer'), account('eventOrganizer')]);
    const date = nextWeek();
    await first.call('createEvent', request(date, { managers: [managerChoice(['salsa'])] }));
    const venueBefore = await bookings(venueId);
    const attempt = request(date, {
      venue: venueChoice(['afternoon']),
      managers: [managerChoice(['private', 'salsa'])],
    });
    await expect(second.call('createEvent', attempt)).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'Sorry! Slot of Event Manager (Marco Manager) from 7:00 PM - 10:00 PM already booked',
      ),
    );
    expect(await bookings(venueId)).toEqual(venueBefore);
    expect((await bookings(manager.uid)).bookings[date]).toEqual(['salsa']);
    expect((await admin.collection('events').where('createdBy', '==', second.uid).get()).size).toBe(0);
    expect((await admin.collection('orders').where('createdBy', '==', second.uid).get()).size).toBe(0);
  });

  it("gives an event manager the spec's short message for a taken venue slot, and an organizer the venue's name and times", async () => {
    const [organizer, otherManager] = await Promise.all([account('eventOrganizer'), account('eventManager')]);
    const date = nextWeek();
    await organizer.call('createEvent', request(date, { venue: venueChoice(['evening']) }));
    await expect(
      otherManager.call('createEvent', request(date, { venue: venueChoice(['evening']) })),
    ).rejects.toEqual(refusedWith('failed-precondition', 'Booking aleady exists for this slot'));
    const another = await account('eventOrganizer');
    await expect(
      another.call('createEvent', request(date, { venue: venueChoice(['evening']) })),
    ).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'Sorry! Slot of Venue Owner (Riverside Hall) from 6:00 PM - 11:00 PM already booked',
      ),
    );
  });

  it('releases the held card payment when the booking is refused', async () => {
    const [first, second] = await Promise.all([account('eventOrganizer'), account('eventOrganizer')]);
    const date = nextWeek();
    // Both may pass the first look and hold the money; the loser's hold is released after its transaction refuses.
    const outcomes = await Promise.allSettled(
      [first, second].map((organizer) =>
        organizer.call('createEvent', request(date, { venue: venueChoice(['afternoon']) })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await stillHeld()).toBe(0);
  });

  it.each([
    [
      'a venue owner booking a venue',
      'venueOwner',
      () => ({ venue: venueChoice(['evening']) }),
      'permission-denied',
      'Your account type cannot book a venue.',
    ],
    [
      'an event manager booking managers',
      'eventManager',
      () => ({ managers: [managerChoice(['private'])] }),
      'permission-denied',
      'Your account type cannot book event managers.',
    ],
    [
      'a slot the venue does not offer that day',
      'eventOrganizer',
      () => ({ venue: venueChoice(['nope']) }),
      'invalid-argument',
      'The venue has no such slot on this date.',
    ],
    [
      'a slot in a manager entry that does not exist',
      'eventOrganizer',
      () => ({ managers: [{ managerId: manager.uid, slots: [{ entryId: '2020-01-06', slotId: 'salsa' }] }] }),
      'invalid-argument',
      'The event manager has no such slot on this date.',
    ],
    [
      'an unknown manager',
      'eventOrganizer',
      () => ({ managers: [managerChoice(['salsa'], 'nobody-here')] }),
      'not-found',
      'Event manager not found.',
    ],
    [
      'a booking without payment',
      'eventOrganizer',
      () => ({ venue: venueChoice(['evening']), payment: null }),
      'invalid-argument',
      'Payment is required for the booked slots.',
    ],
    [
      'cash without the config flag',
      'eventOrganizer',
      () => ({ venue: venueChoice(['evening']), payment: { method: 'cash' } }),
      'permission-denied',
      'Cash payments are not enabled for your account.',
    ],
    [
      'a declined card',
      'eventOrganizer',
      () => ({ venue: venueChoice(['evening']), payment: { method: 'card', cardToken: 'tok_sim_declined' } }),
      'failed-precondition',
      'Your card was declined.',
    ],
    [
      'more tickets than the venue has seats',
      'eventOrganizer',
      () => ({
        venue: venueChoice(['evening']),
        details: { ...request(START).details, requiredSeats: 500 },
        packages: [{ detail: 'All', price: 5, ticketsAmmount: 500 }],
      }),
      'invalid-argument',
      'The packages offer more tickets than the venue has seats.',
    ],
    [
      'more tickets than seats',
      'eventOrganizer',
      () => ({ packages: [{ detail: 'All', price: 5, ticketsAmmount: 101 }] }),
      'invalid-argument',
      'The packages offer more tickets than the event has seats.',
    ],
    [
      'a day in the past',
      'eventOrganizer',
      () => ({ details: { ...request(START).details, eventDate: '2020-01-06' } }),
      'invalid-argument',
      'The event date cannot be in the past.',
    ],
    [
      'a picture that is not an upload',
      'eventOrganizer',
      () => ({ details: { ...request(START).details, attachments: ['javascript:alert(1)'] } }),
      'invalid-argument',
      'details.attachments.0: must be uploaded pictures',
    ],
  ])('refuses %s', async (_name, role, overrides, code, message) => {
    const caller = await account(role);
    const date = nextWeek();
    const body = request(date, overrides());
    if (body.details.eventDate === START) body.details = { ...body.details, eventDate: date };
    await expect(caller.call('createEvent', body)).rejects.toEqual(refusedWith(code, message));
    expect((await admin.collection('events').where('createdBy', '==', caller.uid).get()).size).toBe(0);
  });

  it('refuses a pending account and a signed-out caller', async () => {
    const pending = await account('eventOrganizer', { status: 'pending' });
    await expect(pending.call('createEvent', request(nextWeek()))).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active account can create events.'),
    );
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `bookings-${fresh('anonymous')}`);
    clients.push(app);
    connectFunctionsEmulator(getFunctions(app, region), functionsAt.host, functionsAt.port);
    await expect(
      httpsCallable(getFunctions(app, region), 'createEvent')(request(nextWeek())),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it('accepts cash when the config allows it, and refuses free tickets when it has noFreeEvents', async () => {
    const cash = await account('eventOrganizer', {}, { isCashPaymentsAllowed: true, noFreeEvents: true });
    const date = nextWeek();
    await expect(
      cash.call(
        'createEvent',
        request(date, {
          packages: [{ detail: 'Free', price: 0, ticketsAmmount: 10 }],
          manualVenue: { venueName: 'Mine', address: 'Here', seats: 10 },
        }),
      ),
    ).rejects.toEqual(refusedWith('invalid-argument', 'Ticket prices must be at least £1.'));
    const result = await cash.call<{ eventId: string }>(
      'createEvent',
      request(date, { managers: [managerChoice(['private'])], payment: { method: 'cash' } }),
    );
    expect(await paymentsFor(result.eventId)).toMatchObject({
      method: 'cash',
      status: 'cash-due',
      amountPence: 3000,
      authorizationId: null,
    });
    const [order] = (await admin.collection('orders').where('event', '==', result.eventId).get()).docs;
    expect(order.get('paymentMethod')).toBe('cash');
  });

  it('makes a manual event active at once, with no orders and no payment', async () => {
    const organizer = await account('eventManager');
    const result = await organizer.call<{
      eventId: string;
      status: string;
      total: number;
      orderIds: string[];
    }>(
      'createEvent',
      request(nextWeek(), {
        manualVenue: { venueName: 'My Studio', address: '2 Side Street', seats: 100 },
        payment: null,
      }),
    );
    expect(result).toMatchObject({ status: 'active', total: 0, orderIds: [] });
    expect((await admin.doc(`events/${result.eventId}`).get()).data()).toMatchObject({
      isManual: true,
      orderCount: 0,
      venue: { venueName: 'My Studio', address: '2 Side Street', seats: 100, bookedSlots: [] },
    });
  });

  it('leaves an event with nothing booked and no venue in progress', async () => {
    const organizer = await account('eventOrganizer');
    const result = await organizer.call<{ status: string }>(
      'createEvent',
      request(nextWeek(), { payment: null }),
    );
    expect(result.status).toBe('inProgress');
  });

  it("uses the account's featured allowance, then applies the featured-event percentage", async () => {
    const organizer = await account('eventOrganizer', {}, { noOfFeaturedEventsAllowed: 1 });
    const featured = (date: string) =>
      request(date, { details: { ...request(date).details, featured: true }, payment: null });
    const first = await organizer.call<{ eventId: string }>('createEvent', featured(nextWeek()));
    const second = await organizer.call<{ eventId: string }>('createEvent', featured(nextWeek()));
    expect((await admin.doc(`events/${first.eventId}`).get()).get('isFeaturedTaxApply')).toBe(false);
    expect((await admin.doc(`events/${second.eventId}`).get()).get('isFeaturedTaxApply')).toBe(true);
    expect(
      (await admin.doc(`managers/${organizer.uid}/private/account`).get()).get('featuredEventsUsed'),
    ).toBe(1);
  });

  it('books and charges once when the same request arrives twice, one after the other or at the same time', async () => {
    const organizer = await account('eventOrganizer');
    const date = nextWeek();
    const body = request(date, { venue: venueChoice(['afternoon']) });
    const [a, b] = await Promise.all([
      organizer.call<{ eventId: string }>('createEvent', body),
      organizer.call<{ eventId: string }>('createEvent', body),
    ]);
    const c = await organizer.call<{ eventId: string; total: number }>('createEvent', body);
    expect(new Set([a.eventId, b.eventId, c.eventId]).size).toBe(1);
    expect(c.total).toBe(80);
    expect((await admin.collection('events').where('createdBy', '==', organizer.uid).get()).size).toBe(1);
    expect((await admin.collection('orders').where('createdBy', '==', organizer.uid).get()).size).toBe(1);
    expect((await bookings(venueId)).bookings[date]).toEqual(['afternoon']);
    const charges = await admin
      .collection('simulatedPayments')
      .where('idempotencyKey', '>=', `booking-${a.eventId}`)
      .where('idempotencyKey', '<', `booking-${a.eventId}~`)
      .get();
    expect(charges.docs.map((doc) => doc.get('status'))).toEqual(['captured']);
  });

  it('gives exactly one of 20 accounts booking the same slot at once the booking; the other 19 are refused and not charged', async () => {
    const organizers = await Promise.all(Array.from({ length: 20 }, () => account('eventOrganizer')));
    const date = nextWeek();
    const capturedBefore = await captured();
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      organizers.map((organizer) =>
        organizer.call('createEvent', request(date, { venue: venueChoice(['evening']) })),
      ),
    );
    const elapsed = Date.now() - started;
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const outcome of lost) {
      expect(outcome.reason).toEqual(
        refusedWith(
          'failed-precondition',
          'Sorry! Slot of Venue Owner (Riverside Hall) from 6:00 PM - 11:00 PM already booked',
        ),
      );
    }
    expect((await bookings(venueId)).bookings[date]).toEqual(['evening']);
    const orders = await admin
      .collection('orders')
      .where('bookingDate', '==', Date.parse(`${date}T00:00:00Z`))
      .where('createdTo', '==', venueOwner.uid)
      .get();
    expect(orders.size).toBe(1);
    expect(await captured()).toBe(capturedBefore + 1);
    expect(await stillHeld()).toBe(0);
    console.log(`20 concurrent bookings of one slot settled in ${elapsed} ms`);
  }, 120_000);

  it('stops a venue owner freeing a slot that an order holds, while their own block still toggles', async () => {
    const organizer = await account('eventOrganizer');
    const date = nextWeek();
    await organizer.call('createEvent', request(date, { venue: venueChoice(['evening']) }));
    const toggle = (slotId: string) =>
      venueOwner.call<{ active: boolean }>('toggleVenueSlot', { venueId, date, slotId });
    await expect(toggle('evening')).rejects.toEqual(
      refusedWith('failed-precondition', 'Booking aleady exists for this slot'),
    );
    expect((await bookings(venueId)).bookings[date]).toEqual(['evening']);
    expect(await toggle('afternoon')).toEqual({ active: false });
    await expect(
      organizer.call('createEvent', request(date, { venue: venueChoice(['afternoon']) })),
    ).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'Sorry! Slot of Venue Owner (Riverside Hall) from 1:00 PM - 5:00 PM already booked',
      ),
    );
    expect(await toggle('afternoon')).toEqual({ active: true });
  });
});

describe('deleteEvent', () => {
  it('deletes the event and its orders, frees their slots, refunds the card and gives back the featured allowance', async () => {
    const organizer = await account('eventOrganizer', {}, { noOfFeaturedEventsAllowed: 2 });
    const date = nextWeek();
    const body = request(date, {
      venue: venueChoice(['evening']),
      managers: [managerChoice(['salsa'])],
      details: { ...request(date).details, featured: true },
    });
    const { eventId } = await organizer.call<{ eventId: string }>('createEvent', body);
    await venueOwner.call('toggleVenueSlot', { venueId, date, slotId: 'afternoon' });
    expect(
      (await admin.doc(`managers/${organizer.uid}/private/account`).get()).get('featuredEventsUsed'),
    ).toBe(1);

    expect(await organizer.call('deleteEvent', { eventId })).toEqual({ deleted: true });
    expect((await admin.doc(`events/${eventId}`).get()).exists).toBe(false);
    expect((await admin.collection('orders').where('event', '==', eventId).get()).size).toBe(0);
    // The owner's own block on the same day stays; the order's slot is free again.
    expect((await bookings(venueId)).bookings[date]).toEqual(['afternoon']);
    expect((await bookings(venueId)).orders[date]).toBeUndefined();
    expect((await bookings(manager.uid)).bookings[date]).toBeUndefined();
    const payment = await paymentsFor(eventId);
    expect(payment?.status).toBe('refunded');
    expect(await simulatedPayment(payment!.authorizationId)).toMatchObject({ status: 'refunded' });
    expect(
      (await admin.doc(`managers/${organizer.uid}/private/account`).get()).get('featuredEventsUsed'),
    ).toBe(0);
    // Deleting again is harmless, and the freed slot can be booked again.
    expect(await organizer.call('deleteEvent', { eventId })).toEqual({ deleted: true });
    await organizer.call('createEvent', request(date, { venue: venueChoice(['evening']) }));
  });

  it('refuses an event whose booking is less than 2 days away', async () => {
    const organizer = await account('eventOrganizer');
    const tomorrowVenue = await createVenue(venueOwner.uid, {
      availability: [{ startDate: calendar(dayAfter(londonToday(), 1)), slots: [weeklySlot('soon', 50)] }],
    });
    const { eventId } = await organizer.call<{ eventId: string }>(
      'createEvent',
      request(dayAfter(londonToday(), 1), { venue: { venueId: tomorrowVenue, slotIds: ['soon'] } }),
    );
    await expect(organizer.call('deleteEvent', { eventId })).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Unable to delete. You can only delete 3 days before event.'),
    );
    expect((await admin.doc(`events/${eventId}`).get()).exists).toBe(true);
  });

  it('refuses an event that has tickets, and a caller who does not own it', async () => {
    const [organizer, stranger] = await Promise.all([account('eventOrganizer'), account('eventOrganizer')]);
    const { eventId } = await organizer.call<{ eventId: string }>(
      'createEvent',
      request(nextWeek(), { payment: null }),
    );
    await expect(stranger.call('deleteEvent', { eventId })).rejects.toEqual(
      refusedWith('permission-denied', 'Only the event owner can delete it.'),
    );
    await admin
      .doc(`tickets/${fresh('ticket')}`)
      .set({ eventId, eventOwnerId: organizer.uid, userId: 'buyer', amountPaid: 10, isCheckedIn: false });
    await expect(organizer.call('deleteEvent', { eventId })).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Unable to delete. Event contains tickets.'),
    );
    expect((await admin.doc(`events/${eventId}`).get()).exists).toBe(true);
  });
});
