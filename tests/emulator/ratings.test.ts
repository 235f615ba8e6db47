import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VENUE_ID } from '../../scripts/lib/demo-data.mjs';
import { callableHarness, refusedWith, type Caller } from '../support/callables';
import { runScript } from '../support/scripts';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// Issue 20 section 2 on the emulators: an organizer rates what a completed event booked, through the rateOrder and
// replyToRating callables as the app calls them, and the rated venue's and manager's average and count follow every
// rating exactly: under concurrent ratings, repeated calls, edits, and a rater's suspension.

const harness = callableHarness('ratings-test');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => harness.start());
afterAll(() => harness.stop());

const db = () => harness.admin();

async function venueOf(owner: string): Promise<string> {
  const id = harness.fresh('venue');
  await db()
    .doc(`venues/${id}`)
    .set({ createdBy: owner, venueName: 'Riverside Hall', isOnline: true, seats: 100 });
  return id;
}

async function eventOf(organizer: string, status = 'completed'): Promise<string> {
  const id = harness.fresh('event');
  await db().doc(`events/${id}`).set({ title: 'Salsa Night', createdBy: organizer, status });
  return id;
}

interface OrderSetup {
  eventId: string;
  organizer: string;
  to: string;
  venueId?: string;
  status?: string;
}

/** An order as createEvent writes one and settlement completes it. */
async function orderOf({
  eventId,
  organizer,
  to,
  venueId,
  status = 'completed',
}: OrderSetup): Promise<string> {
  const id = harness.fresh('order');
  await db()
    .doc(`orders/${id}`)
    .set({
      event: eventId,
      createdBy: organizer,
      createdTo: to,
      status,
      kind: venueId ? 'venue' : 'manager',
      venue: venueId ? { id: venueId, venueName: 'Riverside Hall' } : null,
      eventManager: venueId ? null : { id: to },
    });
  return id;
}

const aggregateOf = async (path: string) => {
  const data = (await db().doc(path).get()).data() ?? {};
  return { count: data.ratingCount as number | undefined, average: data.ratingAverage as number | undefined };
};

const rate = (caller: Caller, orderId: string, stars: number, text = '') =>
  caller.call<{ ratingId: string }>('rateOrder', { orderId, stars, text });

describe('rating a completed booking', () => {
  let organizer: Caller;
  let owner: Caller;
  let manager: Caller;
  beforeAll(async () => {
    [organizer, owner, manager] = await Promise.all([
      harness.account('eventOrganizer'),
      harness.account('venueOwner'),
      harness.account('eventManager'),
    ]);
  });

  it("rates the venue and the manager, kept on the venue, the manager's account and public profile", async () => {
    const venueId = await venueOf(owner.uid);
    const eventId = await eventOf(organizer.uid);
    const venueOrder = await orderOf({ eventId, organizer: organizer.uid, to: owner.uid, venueId });
    const managerOrder = await orderOf({ eventId, organizer: organizer.uid, to: manager.uid });

    await expect(rate(organizer, venueOrder, 4, 'Great sound')).resolves.toEqual({ ratingId: venueOrder });
    await rate(organizer, managerOrder, 5);

    expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 1, average: 4 });
    expect(await aggregateOf(`managers/${manager.uid}`)).toEqual({ count: 1, average: 5 });
    await vi.waitFor(
      async () => expect(await aggregateOf(`profiles/${manager.uid}`)).toEqual({ count: 1, average: 5 }),
      {
        timeout: TRIGGER_WAIT_MS,
      },
    );
    const rating = (await db().doc(`ratings/${venueOrder}`).get()).data();
    expect(rating).toMatchObject({
      raterId: organizer.uid,
      targetType: 'venue',
      targetId: venueId,
      ratedUid: owner.uid,
      stars: 4,
      text: 'Great sound',
      counts: true,
      reply: null,
    });
  });

  it('counts the same rating sent twice once, and an edit moves the average, not the count', async () => {
    const venueId = await venueOf(owner.uid);
    const eventId = await eventOf(organizer.uid);
    const orderId = await orderOf({ eventId, organizer: organizer.uid, to: owner.uid, venueId });
    await Promise.all([rate(organizer, orderId, 2), rate(organizer, orderId, 2)]);
    expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 1, average: 2 });
    await rate(organizer, orderId, 5, 'Better on reflection');
    expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 1, average: 5 });
  });

  it('keeps an exact count and average under 10 ratings of one venue at once', async () => {
    const venueId = await venueOf(owner.uid);
    const eventId = await eventOf(organizer.uid);
    const orders = await Promise.all(
      Array.from({ length: 10 }, () =>
        orderOf({ eventId, organizer: organizer.uid, to: owner.uid, venueId }),
      ),
    );
    const stars = [5, 4, 5, 3, 5, 4, 5, 5, 4, 5]; // 45 in all
    await Promise.all(orders.map((orderId, index) => rate(organizer, orderId, stars[index])));
    const venue = (await db().doc(`venues/${venueId}`).get()).data() ?? {};
    expect(venue).toMatchObject({ ratingCount: 10, ratingTotal: 45, ratingAverage: 4.5, ratingRank: 4.5 });
  }, 120_000);

  describe('refuses', () => {
    it("someone else's order", async () => {
      const stranger = await harness.account('eventOrganizer');
      const venueId = await venueOf(owner.uid);
      const orderId = await orderOf({
        eventId: await eventOf(organizer.uid),
        organizer: organizer.uid,
        to: owner.uid,
        venueId,
      });
      await expect(rate(stranger, orderId, 1)).rejects.toEqual(
        refusedWith('permission-denied', "Only the event's organizer can rate this booking."),
      );
      await expect(rate(owner, orderId, 5)).rejects.toEqual(
        refusedWith('permission-denied', "Only the event's organizer can rate this booking."),
      );
      // Nothing counted: onVenueWritten may or may not have given the new venue its zero aggregate by now.
      const { count, average } = await aggregateOf(`venues/${venueId}`);
      expect({ count: count ?? 0, average: average ?? 0 }).toEqual({ count: 0, average: 0 });
    });

    it('a booking whose event has not completed', async () => {
      const venueId = await venueOf(owner.uid);
      const active = await eventOf(organizer.uid, 'active');
      const orderId = await orderOf({
        eventId: active,
        organizer: organizer.uid,
        to: owner.uid,
        venueId,
        status: 'active',
      });
      await expect(rate(organizer, orderId, 5)).rejects.toEqual(
        refusedWith('failed-precondition', 'A booking can be rated once its event has completed.'),
      );
    });

    it("the rater's own venue, and a manager rating themselves", async () => {
      const ownVenue = await venueOf(owner.uid);
      const ownEvent = await eventOf(owner.uid);
      const venueOrder = await orderOf({
        eventId: ownEvent,
        organizer: owner.uid,
        to: owner.uid,
        venueId: ownVenue,
      });
      await expect(rate(owner, venueOrder, 5)).rejects.toEqual(
        refusedWith('permission-denied', 'You cannot rate your own venue or yourself.'),
      );
      const managerEvent = await eventOf(manager.uid);
      const selfOrder = await orderOf({ eventId: managerEvent, organizer: manager.uid, to: manager.uid });
      await expect(rate(manager, selfOrder, 5)).rejects.toEqual(
        refusedWith('permission-denied', 'You cannot rate your own venue or yourself.'),
      );
    });

    it('a change after 14 days', async () => {
      const venueId = await venueOf(owner.uid);
      const orderId = await orderOf({
        eventId: await eventOf(organizer.uid),
        organizer: organizer.uid,
        to: owner.uid,
        venueId,
      });
      await rate(organizer, orderId, 3);
      await db()
        .doc(`ratings/${orderId}`)
        .update({ createdAt: Date.now() - 15 * DAY });
      await expect(rate(organizer, orderId, 5)).rejects.toEqual(
        refusedWith('failed-precondition', 'A rating can be changed for 14 days only.'),
      );
      expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 1, average: 3 });
    });

    it('stars outside 1 to 5 and a text over 1,000 characters', async () => {
      for (const [stars, text] of [
        [0, ''],
        [6, ''],
        [5, 'x'.repeat(1001)],
      ] as const)
        await expect(rate(organizer, 'any-order', stars, text)).rejects.toEqual(
          refusedWith('invalid-argument', 'Choose 1 to 5 stars; the text may hold up to 1,000 characters.'),
        );
    });
  });

  it('lets the rated party reply once, publicly; a second reply is refused, a stranger may not reply', async () => {
    const venueId = await venueOf(owner.uid);
    const orderId = await orderOf({
      eventId: await eventOf(organizer.uid),
      organizer: organizer.uid,
      to: owner.uid,
      venueId,
    });
    await rate(organizer, orderId, 4);
    const reply = (caller: Caller, text: string) => caller.call('replyToRating', { ratingId: orderId, text });

    await expect(reply(manager, 'Not mine')).rejects.toEqual(
      refusedWith('permission-denied', 'Only the rated venue owner or manager can reply.'),
    );
    await expect(reply(owner, 'Thank you, come again')).resolves.toEqual({ ratingId: orderId });
    await expect(reply(owner, 'Thank you, come again')).resolves.toEqual({ ratingId: orderId });
    await expect(reply(owner, 'Changed my mind')).rejects.toEqual(
      refusedWith('failed-precondition', 'This rating already has a reply.'),
    );
    expect((await db().doc(`ratings/${orderId}`).get()).get('reply')).toMatchObject({
      text: 'Thank you, come again',
    });
  });

  it("stops counting a suspended rater's ratings, and counts them again on reactivation", async () => {
    const rater = await harness.account('eventOrganizer');
    const venueId = await venueOf(owner.uid);
    const eventId = await eventOf(rater.uid);
    const [first, second] = await Promise.all([
      orderOf({ eventId, organizer: rater.uid, to: owner.uid, venueId }),
      orderOf({ eventId, organizer: rater.uid, to: manager.uid }),
    ]);
    await rate(rater, first, 1);
    await rate(
      organizer,
      await orderOf({
        eventId: await eventOf(organizer.uid),
        organizer: organizer.uid,
        to: owner.uid,
        venueId,
      }),
      5,
    );
    const before = await aggregateOf(`managers/${manager.uid}`);
    await rate(rater, second, 1);
    expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 2, average: 3 });

    await db().doc(`managers/${rater.uid}`).update({ status: 'suspended' });
    await vi.waitFor(
      async () => expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 1, average: 5 }),
      {
        timeout: TRIGGER_WAIT_MS,
        interval: 250,
      },
    );
    await vi.waitFor(async () => expect(await aggregateOf(`managers/${manager.uid}`)).toEqual(before), {
      timeout: TRIGGER_WAIT_MS,
      interval: 250,
    });
    await expect(rate(rater, first, 5)).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active account can rate.'),
    );

    await db().doc(`managers/${rater.uid}`).update({ status: 'active' });
    await vi.waitFor(
      async () => expect(await aggregateOf(`venues/${venueId}`)).toEqual({ count: 2, average: 3 }),
      {
        timeout: TRIGGER_WAIT_MS,
        interval: 250,
      },
    );
  });
});

describe('the demo seed', () => {
  it("rates the demo venue and Marco from the demo's completed bookings, so their cards show an average at once", async () => {
    await runScript('seed.mjs');
    const venue = await aggregateOf(`venues/${DEMO_VENUE_ID}`);
    const marco = await aggregateOf('profiles/demo-event-manager');
    expect(venue.count).toBe(3);
    expect(venue.average).toBeCloseTo(13 / 3, 1);
    expect(marco.count).toBe(3);
    expect(marco.average).toBeCloseTo(14 / 3, 1);
    // Seeding again saves each rating once: nothing is counted twice.
    await runScript('seed.mjs');
    expect((await aggregateOf(`venues/${DEMO_VENUE_ID}`)).count).toBe(3);
    expect((await aggregateOf('profiles/demo-event-manager')).count).toBe(3);
  }, 120_000);
});
