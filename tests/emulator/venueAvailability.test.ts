import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { weekdayNumberOf, weekdayOf } from '@gigvenue/contracts';
import { bookingRequest } from '../support/bookingRequest';
import { calendar, callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// The saveVenueAvailability callable against the emulators, called as real signed-in accounts: who may save, what
// the parser refuses, the held-slot refusal against a real booking (createEvent), idempotent retries, and saves
// racing each other and racing a booking. The Admin SDK sets up venues and reads what was stored.

const harness = callableHarness('venue-availability-test');
const { fresh, visitor, account } = harness;
let admin: AdminFirestore;

let owner: Caller;
let organizer: Caller;

// Each test's entries start on a day of their own, so a booking made by one test never touches another's slots.
let days = 10;
const nextStart = () => dayAfter((days += 3));

function slot(id: string, price: number, start: string, overrides: DocumentData = {}) {
  return {
    id,
    title: `Slot ${id}`,
    type: 'Any',
    startTime: '7:00 PM',
    endTime: '10:00 PM',
    price,
    availableTill: calendar(start),
    recurring: false,
    ...overrides,
  };
}

/** An entry as the venue wizard builds it: its id is the start date's key, its weekday derived. */
function entry(start: string, slots: DocumentData[]) {
  const startDate = calendar(start);
  return {
    id: start,
    startDate,
    day: weekdayOf(startDate),
    dayNumber: weekdayNumberOf(startDate),
    slots,
  };
}

async function createVenue(createdBy: string, availability: DocumentData[] = []): Promise<string> {
  const id = fresh('venue');
  await harness
    .admin()
    .doc(`venues/${id}`)
    .set({
      createdBy,
      venueName: 'Riverside Hall',
      seats: 120,
      description: 'A hall by the river',
      address: '1 River Road, London',
      lineAddress1: '1 River Road',
      lineAddress2: '',
      helpingAddress: { city: 'London' },
      location: { latitude: 51.5, longitude: -0.12 },
      attachments: ['/demo/venue-hall.jpg'],
      isOnline: true,
      availability,
      createdAt: 1,
    });
  return id;
}

const save = (caller: Caller, venueId: string, availability: unknown) =>
  caller.call<{ saved: boolean }>('saveVenueAvailability', { venueId, availability });

const stored = async (venueId: string) => (await admin.doc(`venues/${venueId}`).get()).data();

/** The startingFrom trigger runs after the write, so its result is polled for. */
async function startingFromBecomes(
  venueId: string,
  expected: number,
  timeoutMs = TRIGGER_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    last = (await stored(venueId))?.startingFrom;
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`startingFrom stayed ${JSON.stringify(last)}, expected ${expected}`);
}

/** The organizer books venue slots on a date through createEvent, as the app does. */
function book(venueId: string, date: string, slotIds: string[]) {
  return organizer.call<{ eventId: string; orderIds: string[] }>(
    'createEvent',
    bookingRequest(fresh('req'), date, { venue: { venueId, slotIds } }),
  );
}

/** Slot ids the venue's availability offers. */
const offeredIds = (data: DocumentData | undefined): Set<string> =>
  new Set(
    ((data?.availability ?? []) as { slots: { id: string }[] }[]).flatMap((item) =>
      item.slots.map((s) => s.id),
    ),
  );

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  [owner, organizer] = await Promise.all([account('venueOwner'), account('eventOrganizer')]);
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('saveVenueAvailability', () => {
  it("saves the owner's valid availability as sent; startingFrom follows", async () => {
    const venueId = await createVenue(owner.uid);
    const start = nextStart();
    const availability = [
      entry(start, [slot('evening', 150, start), slot('afternoon', 80, start, { type: 'For Private' })]),
    ];
    expect(await save(owner, venueId, availability)).toEqual({ saved: true });
    expect((await stored(venueId))?.availability).toEqual(availability);
    await startingFromBecomes(venueId, 80);
    await save(owner, venueId, []);
    expect((await stored(venueId))?.availability).toEqual([]);
    await startingFromBecomes(venueId, 0);
  });

  it('stores the seed shape (no entry id) with its id and weekday filled in', async () => {
    const venueId = await createVenue(owner.uid);
    const start = nextStart();
    const { id: _id, ...seedShape } = entry(start, [slot('s1', 40, start)]);
    await save(owner, venueId, [seedShape]);
    expect((await stored(venueId))?.availability).toEqual([entry(start, [slot('s1', 40, start)])]);
  });

  it('refuses a visitor, another owner, a manager, a suspended owner and a missing venue', async () => {
    const start = nextStart();
    const availability = [entry(start, [slot('s1', 40, start)])];
    const venueId = await createVenue(owner.uid);
    const [otherOwner, manager, suspended] = await Promise.all([
      account('venueOwner'),
      account('eventManager'),
      account('venueOwner', 'suspended'),
    ]);
    await expect(visitor()('saveVenueAvailability', { venueId, availability })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expect(save(otherOwner, venueId, availability)).rejects.toEqual(
      refusedWith('permission-denied', 'Only the venue owner can change its availability.'),
    );
    await expect(save(manager, venueId, availability)).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active venue owner can change venue availability.'),
    );
    // A manager cannot save onto a venue of their own making either (the admin wrote it, as no rule would).
    const managersVenue = await createVenue(manager.uid);
    await expect(save(manager, managersVenue, availability)).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active venue owner can change venue availability.'),
    );
    const suspendedVenue = await createVenue(suspended.uid);
    await expect(save(suspended, suspendedVenue, availability)).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active venue owner can change venue availability.'),
    );
    await expect(save(owner, fresh('no-venue'), availability)).rejects.toEqual(
      refusedWith('not-found', 'Venue not found.'),
    );
    expect((await stored(venueId))?.availability).toEqual([]);
  });

  it('refuses bad input with a clear message and leaves the venue as it was', async () => {
    const start = nextStart();
    const kept = [entry(start, [slot('s1', 40, start)])];
    const venueId = await createVenue(owner.uid, kept);
    const cases: [unknown, string][] = [
      [
        [entry(start, [slot('s1', 0, start)])],
        'availability.0.slots.0.price: needs a price from 1 to 1,000,000',
      ],
      [
        [entry(start, [slot('s1', 'lots' as never, start)])],
        'availability.0.slots.0.price: needs a price from 1 to 1,000,000',
      ],
      [
        [entry(start, [slot('s1', 40, start, { title: 't'.repeat(900 * 1024) })])],
        'availability.0.slots.0.title: needs a title of 1 to 100 characters',
      ],
      [
        [entry(start, [slot('s1', 40, start, { startTime: '25:00' })])],
        "availability.0.slots.0.startTime: needs a time like '7:00 PM', on the quarter hour",
      ],
      [
        [entry(start, [slot('a', 40, start), slot('a', 50, start)])],
        'availability.0.slots.1.id: slot id a is used more than once',
      ],
      [
        [entry('9990-01-02', [slot('s1', 40, '9990-01-02')])],
        'The entry starting 9990-01-02 is more than a year ahead.',
      ],
      [{ not: 'a list' }, 'availability: must be a list of entries'],
    ];
    for (const [availability, message] of cases)
      await expect(save(owner, venueId, availability)).rejects.toEqual(
        refusedWith('invalid-argument', message),
      );
    await expect(owner.call('saveVenueAvailability', { availability: kept })).rejects.toEqual(
      refusedWith('invalid-argument', 'venueId and availability are required.'),
    );
    expect((await stored(venueId))?.availability).toEqual(kept);
  });

  it('refuses dropping or changing a slot an order holds, and keeps every other edit', async () => {
    const start = nextStart();
    const evening = slot('evening', 150, start);
    const afternoon = slot('afternoon', 80, start, { startTime: '1:00 PM', endTime: '5:00 PM' });
    const venueId = await createVenue(owner.uid, [entry(start, [evening, afternoon])]);
    await book(venueId, start, ['evening']);
    const booked = 'Sorry! Unable to delete. Slot is already booked.';
    await expect(save(owner, venueId, [entry(start, [afternoon])])).rejects.toEqual(
      refusedWith('failed-precondition', booked),
    );
    await expect(
      save(owner, venueId, [entry(start, [{ ...evening, price: 10 }, afternoon])]),
    ).rejects.toEqual(refusedWith('failed-precondition', booked));
    await expect(save(owner, venueId, [])).rejects.toEqual(refusedWith('failed-precondition', booked));
    expect((await stored(venueId))?.availability).toEqual([entry(start, [evening, afternoon])]);
    // The free slot may go and new ones come, as long as the held one stays as it was.
    const later = nextStart();
    const next = [entry(start, [evening]), entry(later, [slot('late', 60, later)])];
    await save(owner, venueId, next);
    expect((await stored(venueId))?.availability).toEqual(next);
  });

  it('stores the same document when the same request is saved twice', async () => {
    const start = nextStart();
    const venueId = await createVenue(owner.uid);
    // A new venue's trigger gives it its rating fields; compared whole, the document must have them before the saves.
    await vi.waitFor(async () => expect((await stored(venueId))?.ratingRank).toBe(0), {
      timeout: TRIGGER_WAIT_MS,
      interval: 250,
    });
    const availability = [entry(start, [slot('s1', 40, start), slot('s2', 55, start)])];
    await save(owner, venueId, availability);
    const first = await stored(venueId);
    expect(await save(owner, venueId, availability)).toEqual({ saved: true });
    const second = await stored(venueId);
    expect(second?.availability).toEqual(first?.availability);
    await startingFromBecomes(venueId, 40);
    expect({ ...(await stored(venueId)) }).toEqual({ ...second, startingFrom: 40 });
  });

  it('settles ten saves at once, leaving the document equal to one of them', async () => {
    const start = nextStart();
    const venueId = await createVenue(owner.uid);
    const versions = Array.from({ length: 10 }, (_, i) => [entry(start, [slot(`v${i}`, 10 + i, start)])]);
    const results = await Promise.allSettled(versions.map((version) => save(owner, venueId, version)));
    // Each transaction re-reads the venue and retries on contention: every save commits, and one of them is last.
    expect(results.map((result) => result.status)).toEqual(Array(10).fill('fulfilled'));
    expect(versions).toContainEqual((await stored(venueId))?.availability);
  });

  it('never leaves a booked slot missing when a save that drops it races its booking', async () => {
    // A booking takes longer than a save (it claims the slot and holds the card first), so the save starts a little
    // later in each round: early rounds tend to let the save commit first, later ones the booking.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let round = 0; round < 6; round += 1) {
      const start = nextStart();
      const held = slot('held', 100, start);
      const other = slot('other', 50, start, { startTime: '1:00 PM', endTime: '5:00 PM' });
      const venueId = await createVenue(owner.uid, [entry(start, [held, other])]);
      const [saving, booking] = await Promise.allSettled([
        pause(round * 60).then(() => save(owner, venueId, [entry(start, [other])])),
        book(venueId, start, ['held']),
      ]);
      // One of the two wins: both may not.
      expect([saving.status, booking.status]).toContain('fulfilled');
      expect([saving.status, booking.status]).toContain('rejected');
      const bookings = (await admin.doc(`bookings/${venueId}`).get()).data();
      const heldIds = Object.values(
        (bookings?.orders ?? {}) as Record<string, Record<string, string>>,
      ).flatMap((slots) => Object.keys(slots));
      const offered = offeredIds(await stored(venueId));
      for (const id of heldIds) expect(offered.has(id)).toBe(true);
      if (booking.status === 'fulfilled') expect(heldIds).toContain('held');
      else expect(offered.has('held')).toBe(false);
    }
  });
});
