import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { weekdayNumberOf, weekdayOf } from '@gigvenue/contracts';
import { describe, it } from 'vitest';
import { firestoreRules } from '../support/firestoreRules';

// Issue 22 section 5, as attacks on firestore.rules: listing every bookings map, shrinking a booked venue below what
// its booked events sell, and a manager's slot priced past the ceiling.

const { as, seed, activeAccount: account } = firestoreRules();

/** An active account of the role, with the profile fields a listed account has. */
const activeAccount = (role = 'venueOwner') =>
  account(role, { number: '', img: '', isAppUser: false, startingFrom: 0 });

describe('bookings', () => {
  it("lets an account read one map by id but never list everyone's", async () => {
    const [owner, reader] = await Promise.all([activeAccount('eventManager'), activeAccount()]);
    await seed(`bookings/${owner}`, { bookings: { '2030-06-03': ['slot-1'] } });
    await assertSucceeds(as(reader).doc(`bookings/${owner}`).get());
    await assertFails(as(reader).collection('bookings').get());
    await assertFails(as(reader).collection('bookings').limit(1).get());
    await assertFails(
      as(reader).collection('bookings').where('heldUntil', '>=', '2030-01-01').limit(10).get(),
    );
  });
});

describe('a booked venue', () => {
  const venue = (owner: string) => ({
    createdBy: owner,
    venueName: 'Riverside Hall',
    seats: 120,
    description: 'A hall by the river',
    address: '1 River Road, London',
    lineAddress1: '1 River Road',
    lineAddress2: '',
    location: null,
    attachments: ['/demo/venue-hall.jpg'],
    isOnline: true,
    availability: [],
    createdAt: 1,
  });

  async function bookedVenue(heldUntil: string): Promise<{ owner: string; venueId: string }> {
    const owner = await activeAccount();
    const venueId = `vn-${owner}`;
    await seed(`venues/${venueId}`, venue(owner));
    await seed(`venueSeatFloors/${venueId}`, { seats: 80, heldUntil });
    return { owner, venueId };
  }

  it('keeps at least the seats its upcoming booked event sells', async () => {
    const { owner, venueId } = await bookedVenue('2999-01-01');
    await assertFails(as(owner).doc(`venues/${venueId}`).update({ seats: 1 }));
    await assertFails(as(owner).doc(`venues/${venueId}`).update({ seats: 79 }));
    await assertSucceeds(as(owner).doc(`venues/${venueId}`).update({ seats: 80 }));
    await assertSucceeds(as(owner).doc(`venues/${venueId}`).update({ seats: 200 }));
  });

  it('may take any seats once the booked day has passed, and a venue never booked always may', async () => {
    const { owner, venueId } = await bookedVenue('2020-01-01');
    await assertSucceeds(as(owner).doc(`venues/${venueId}`).update({ seats: 1 }));
    const other = await activeAccount();
    await seed(`venues/vn-${other}`, venue(other));
    await assertSucceeds(as(other).doc(`venues/vn-${other}`).update({ seats: 1 }));
  });

  it('lets active accounts read a floor but nobody write one', async () => {
    const { owner, venueId } = await bookedVenue('2999-01-01');
    const reader = await activeAccount('eventOrganizer');
    await assertSucceeds(as(reader).doc(`venueSeatFloors/${venueId}`).get());
    await assertFails(as(owner).doc(`venueSeatFloors/${venueId}`).set({ seats: 1, heldUntil: '' }));
    await assertFails(as(owner).doc(`venueSeatFloors/${venueId}`).delete());
    await assertFails(as(reader).collection('venueSeatFloors').limit(10).get());
  });
});

describe("an event manager's slot price", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const start = new Date(Date.now() + 10 * DAY_MS);
  const startDate = { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() };
  const entryId = start.toISOString().slice(0, 10);

  const entry = (price: number) => ({
    startDate,
    day: weekdayOf(startDate),
    dayNumber: weekdayNumberOf(startDate),
    slots: [
      {
        id: 'slot-1',
        title: 'Salsa Social',
        type: 'For Venue',
        startTime: '7:00 PM',
        endTime: '9:00 PM',
        price,
        availableTill: startDate,
        recurring: false,
      },
    ],
    createdAt: firebase.firestore.FieldValue.serverTimestamp(),
  });

  it('is at most 1,000,000, as a venue slot', async () => {
    const manager = await activeAccount('eventManager');
    const path = `managers/${manager}/availability/${entryId}`;
    await assertFails(as(manager).doc(path).set(entry(1_000_001)));
    await assertFails(as(manager).doc(path).set(entry(1e300)));
    await assertSucceeds(as(manager).doc(path).set(entry(1_000_000)));
    // Adding a slot to the stored entry is held to the same ceiling.
    const dearer = { ...entry(1_000_000).slots[0], id: 'slot-2', price: 5_000_000 };
    await assertFails(
      as(manager)
        .doc(path)
        .update({ slots: [...entry(1_000_000).slots, dearer] }),
    );
  });

  it('is whole pence: GBP 1.005 is refused, GBP 45.5 and 19.99 are kept', async () => {
    for (const [price, kept] of [
      [1.005, false],
      [19.999, false],
      [45.5, true],
      [19.99, true],
    ] as const) {
      const manager = await activeAccount('eventManager');
      const set = as(manager).doc(`managers/${manager}/availability/${entryId}`).set(entry(price));
      await (kept ? assertSucceeds(set) : assertFails(set));
    }
  });
});
