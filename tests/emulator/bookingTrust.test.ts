import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, withSeenTotal } from '../support/bookingRequest';
import { callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { weeklyVenue } from '../support/venues';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// Issue 22 section 5, as attacks against the emulators: a slot whose price rises while the organizer is in the
// booking wizard is never charged at the new price, and a booked venue's owner cannot shrink the hall below what
// the booked event sells (venueSeatFloors), until the event is deleted; nor fill its bookings map with toggles of
// days outside the booking horizon.

const harness = callableHarness('booking-trust-test');
const { fresh, account } = harness;
let admin: AdminFirestore;
let organizer: Caller;
let owner: Caller & { db: Firestore };

const ownApps: FirebaseApp[] = [];
let days = 10;
const nextDate = () => dayAfter((days += 7));

/** A venue owner signed in on a client of its own, with Firestore as the venue form writes it. */
async function ownerWithFirestore(): Promise<Caller & { db: Firestore }> {
  const caller = await account('venueOwner');
  const email = ((await admin.doc(`managers/${caller.uid}`).get()).get('email') as string) ?? '';
  const app = initializeApp({ projectId: emulatorProjectId(), apiKey: 'demo-api-key' }, fresh('owner'));
  ownApps.push(app);
  const authAt = emulatorEndpoint('auth');
  const firestoreAt = emulatorEndpoint('firestore');
  connectAuthEmulator(getAuth(app), `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(getAuth(app), email, 'secret123');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreAt.host, firestoreAt.port);
  return { ...caller, db };
}

/** A venue as the venue form stores it, offering a £150 evening slot every week for a year. */
const createVenue = (createdBy: string) => weeklyVenue(admin, fresh('venue'), createdBy, 150);

async function setSlotPrice(venueId: string, price: number): Promise<void> {
  const ref = admin.doc(`venues/${venueId}`);
  const availability = (await ref.get()).get('availability') as DocumentData[];
  availability[0].slots[0].price = price;
  await ref.update({ availability });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  return last;
}

const seatFloor = async (venueId: string) => (await admin.doc(`venueSeatFloors/${venueId}`).get()).data();

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  [organizer, owner] = await Promise.all([account('eventOrganizer'), ownerWithFirestore()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(ownApps.map((app) => deleteApp(app)));
  await harness.stop();
});

describe('a slot price that rises while the organizer is in the wizard', () => {
  it('refuses the booking with the new total and charges nothing', async () => {
    const venueId = await createVenue(owner.uid);
    const date = nextDate();
    const title = `Price check ${fresh('event')}`;
    const base = bookingRequest(fresh('req'), date, { venue: { venueId, slotIds: ['evening'] } });
    // The wizard shows £150.00; the owner then raises the slot to £175 before the organizer submits.
    const seen = (await withSeenTotal(admin, {
      ...base,
      details: { ...base.details, title },
    })) as DocumentData;
    expect(seen.expectedTotalPence).toBe(15000);
    await setSlotPrice(venueId, 175);

    const attempt = organizer.call('createEvent', seen);
    await expect(attempt).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'The price of this slot changed to £175.00. Check the new total and submit again.',
      ),
    );
    await expect(attempt).rejects.toMatchObject({
      details: { reason: 'bookingPriceChanged', totalPence: 17500 },
    });
    const charges = await admin
      .collection('simulatedPayments')
      .where('description', '==', `Booking for ${title}`)
      .get();
    expect(charges.size).toBe(0);
    expect((await admin.doc(`bookings/${venueId}`).get()).get(`bookings.${date}`)).toBeUndefined();

    // Submitted again with the total now shown, it books and charges £175.
    const result = await organizer.call<{ total: number }>('createEvent', {
      ...seen,
      requestId: fresh('req'),
      expectedTotalPence: 17500,
    });
    expect(result.total).toBe(175);
  });
});

describe("a booked venue's seats", () => {
  it('cannot drop below what the booked event sells until the event is deleted', async () => {
    const venueId = await createVenue(owner.uid);
    const venue = doc(owner.db, 'venues', venueId);
    const { eventId } = await organizer.call<{ eventId: string }>(
      'createEvent',
      bookingRequest(fresh('req'), nextDate(), { venue: { venueId, slotIds: ['evening'] } }),
    );
    // 100 seats required, 100 tickets in its package, in a hall of 120: the booking itself holds 100.
    expect(await seatFloor(venueId)).toMatchObject({ seats: 100 });

    await expect(updateDoc(venue, { seats: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(venue, { seats: 99 })).rejects.toMatchObject({ code: 'permission-denied' });
    await updateDoc(venue, { seats: 100 });
    await updateDoc(venue, { seats: 150 });

    await organizer.call('deleteEvent', { eventId });
    await waitFor(
      () => seatFloor(venueId),
      (floor) => floor?.seats === 0,
      'the seat floor after the deletion',
    );
    await updateDoc(venue, { seats: 1 });
    expect((await admin.doc(`venues/${venueId}`).get()).get('seats')).toBe(1);
  });

  it('follows edits of the booked event: fewer tickets on sale lower the floor', async () => {
    const venueId = await createVenue(owner.uid);
    const { eventId } = await organizer.call<{ eventId: string }>(
      'createEvent',
      bookingRequest(fresh('req'), nextDate(), { venue: { venueId, slotIds: ['evening'] } }),
    );
    await admin
      .doc(`events/${eventId}`)
      .update({ packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 40 }] });
    await waitFor(
      () => seatFloor(venueId),
      (floor) => floor?.seats === 40,
      'the seat floor after the edit',
    );
    const venue = doc(owner.db, 'venues', venueId);
    await expect(updateDoc(venue, { seats: 39 })).rejects.toMatchObject({ code: 'permission-denied' });
    await updateDoc(venue, { seats: 40 });
  });
});

describe('toggling a venue slot', () => {
  it('takes only days from today to the booking horizon', async () => {
    const venueId = await createVenue(owner.uid);
    for (const date of ['9999-12-31', dayAfter(732), dayAfter(-2)]) {
      await expect(owner.call('toggleVenueSlot', { venueId, date, slotId: 'evening' })).rejects.toEqual(
        refusedWith('invalid-argument', 'Pick a date from today to two years ahead.'),
      );
    }
    expect((await admin.doc(`bookings/${venueId}`).get()).exists).toBe(false);
    expect(await owner.call('toggleVenueSlot', { venueId, date: dayAfter(17), slotId: 'evening' })).toEqual({
      active: false,
    });
  });
});
