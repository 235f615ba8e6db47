import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEvent, eventIdFor, fenceRequest } from '../../functions/src/bookings/bookEvent';
import { refundStranded } from '../../functions/src/payments/strandedPayments';
import type { PaymentProvider } from '../../functions/src/payments/providers/provider';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { settleDueEvents } from '../../functions/src/settlement/settleEvent';
import { bookingRequest, withSeenTotal } from '../support/bookingRequest';
import { callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { weeklyVenue } from '../support/venues';

// Issue 35, "Money", as attacks against the emulators: an organizer books a slot by card (GBP 45), cancels the event
// and deletes it at once; a deletion whose refund the provider declines; payments left captured or owed back by
// older code; a booking call whose commit may or may not have landed; a slot priced at GBP 1.005. Each asserts the
// refusal and where every penny is: the booking record, the provider's record, the ledger.

const harness = callableHarness('stranded-money-test');
const { fresh, account } = harness;
let db: Firestore;
let simulated: PaymentProvider;
let organizer: Caller;
let days = 10;
const nextDate = () => dayAfter((days += 7));

beforeAll(async () => {
  harness.start();
  db = harness.admin();
  simulated = createSimulatedProvider(() => db);
  organizer = await account('eventOrganizer');
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

/** A venue with an evening slot every week at `price` pounds, owned by a fresh venue owner. */
async function venueAt(price: number): Promise<string> {
  const owner = await account('venueOwner');
  return weeklyVenue(db, fresh('venue'), owner.uid, price);
}

async function bookByCard(venueId: string): Promise<string> {
  const request = await withSeenTotal(
    db,
    bookingRequest(fresh('req'), nextDate(), { venue: { venueId, slotIds: ['evening'] } }),
  );
  const { eventId } = await organizer.call<{ eventId: string }>('createEvent', request);
  return eventId;
}

const payment = async (eventId: string) => (await db.doc(`bookingPayments/${eventId}`).get()).data() ?? {};
const atProvider = async (authorizationId: string) =>
  (await db.doc(`simulatedPayments/${authorizationId}`).get()).data() ?? {};

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('cancel, then delete', { timeout: 180_000 }, () => {
  it('refuses the deletion of the cancelled event and refunds the GBP 45 booking once', async () => {
    const eventId = await bookByCard(await venueAt(45));
    const booked = await payment(eventId);
    expect(booked).toMatchObject({ status: 'captured', amountPence: 4500 });

    await organizer.call('cancelEvent', { eventId });
    const deleting = organizer.call('deleteEvent', { eventId });
    await expect(deleting).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'Sorry! Unable to delete. A cancelled event is kept until every refund has been made.',
      ),
    );
    expect((await db.doc(`events/${eventId}`).get()).get('status')).toBe('cancelled');

    const settled = await eventually(
      () => payment(eventId),
      (data) => data.status === 'refunded',
      'booking payment',
    );
    expect(settled.status).toBe('refunded');
    expect(await atProvider(String(booked.authorizationId))).toMatchObject({ status: 'refunded' });
    // Nothing is left for the sweep, and running it changes nothing.
    const run = await refundStranded(db, simulated);
    expect(run.settled).not.toContain(eventId);
    expect((await payment(eventId)).status).toBe('refunded');
  });
});

describe('a deletion whose refund the provider declines', { timeout: 180_000 }, () => {
  it('leaves the payment owed back, and the sweep refunds it once the provider answers', async () => {
    const eventId = await bookByCard(await venueAt(45));
    const { authorizationId } = await payment(eventId);
    await db.doc(`simulatedPayments/${authorizationId}`).update({ failRefunds: 'Card issuer unavailable' });

    await organizer.call('deleteEvent', { eventId });
    expect((await db.doc(`events/${eventId}`).get()).exists).toBe(false);
    expect((await payment(eventId)).status).toBe('refund-due');
    expect((await atProvider(String(authorizationId))).status).toBe('captured');

    // Still declined: the sweep reports it and leaves it owed.
    const failedRun = await refundStranded(db, simulated);
    expect(failedRun.failed).toContain(eventId);
    expect((await payment(eventId)).status).toBe('refund-due');

    await db.doc(`simulatedPayments/${authorizationId}`).update({ failRefunds: null });
    const run = await refundStranded(db, simulated);
    expect(run.settled).toContain(eventId);
    expect((await payment(eventId)).status).toBe('refunded');
    expect((await atProvider(String(authorizationId))).status).toBe('refunded');
    expect((await refundStranded(db, simulated)).settled).not.toContain(eventId);
  });
});

describe('the sweep', { timeout: 180_000 }, () => {
  async function capturedPayment(pence: number) {
    const { authorizationId } = await simulated.authorizePayment({
      amountPence: pence,
      cardToken: 'tok_sim_visa_4242',
      description: 'Booking',
      idempotencyKey: fresh('booking'),
    });
    await simulated.capturePayment({ authorizationId, idempotencyKey: fresh('capture') });
    return authorizationId;
  }

  it("refunds what older code left as 'captured-cancelled-cancelled' for a deleted event", async () => {
    const eventId = fresh('deleted-event');
    const authorizationId = await capturedPayment(4500);
    await db.doc(`bookingPayments/${eventId}`).set({
      uid: organizer.uid,
      amountPence: 4500,
      authorizationId,
      status: 'captured-cancelled-cancelled',
    });
    const run = await refundStranded(db, simulated);
    expect(run.settled).toContain(eventId);
    expect((await payment(eventId)).status).toBe('refunded');
    expect((await atProvider(authorizationId)).status).toBe('refunded');
  });

  it('refunds a payment left captured for a cancelled event whose bookings were all released, not one a kept booking stands for', async () => {
    const released = fresh('cancelled-released');
    const kept = fresh('cancelled-kept');
    const releasedAuthorization = await capturedPayment(4500);
    const keptAuthorization = await capturedPayment(8000);
    for (const [eventId, authorizationId, orderStatus] of [
      [released, releasedAuthorization, 'cancelled'],
      [kept, keptAuthorization, 'active'],
    ]) {
      await db.doc(`events/${eventId}`).set({
        title: 'Called off',
        status: 'cancelled',
        cancelledAt: Date.now(),
        createdBy: organizer.uid,
      });
      await db
        .doc(`orders/${eventId}-order`)
        .set({ event: eventId, status: orderStatus, paymentMethod: 'card' });
      await db
        .doc(`bookingPayments/${eventId}`)
        .set({ uid: organizer.uid, authorizationId, status: 'captured', orderIds: [`${eventId}-order`] });
    }
    const run = await refundStranded(db, simulated);
    expect(run.settled).toContain(released);
    expect(run.settled).not.toContain(kept);
    expect((await payment(released)).status).toBe('refunded');
    expect((await atProvider(releasedAuthorization)).status).toBe('refunded');
    expect((await payment(kept)).status).toBe('captured');
    expect((await atProvider(keptAuthorization)).status).toBe('captured');
  });
});

describe('a booking whose commit may not have landed', { timeout: 180_000 }, () => {
  it('is confirmed when it committed, so its money is captured and never released under it', async () => {
    const eventId = await bookByCard(await venueAt(45));
    expect(await fenceRequest(db, eventId)).toBe('committed');
    expect((await payment(eventId)).status).toBe('captured');
  });

  it('is fenced off when it did not, and a retry with the same request id still books', async () => {
    const venueId = await venueAt(45);
    const request = (await withSeenTotal(
      db,
      bookingRequest(fresh('req'), nextDate(), { venue: { venueId, slotIds: ['evening'] } }),
    )) as DocumentData;
    const eventId = eventIdFor(organizer.uid, String(request.requestId));
    expect(await fenceRequest(db, eventId)).toBe('fenced');
    // A commit still in flight creates the same payment record, which the fence now holds: it cannot land.
    await expect(db.doc(`bookingPayments/${eventId}`).create({ status: 'authorized' })).rejects.toMatchObject(
      {
        code: 6,
      },
    );
    expect((await db.doc(`events/${eventId}`).get()).exists).toBe(false);

    const retried = await bookEvent(db, simulated, organizer.uid, request);
    expect(retried.eventId).toBe(eventId);
    expect(await payment(eventId)).toMatchObject({ status: 'captured', amountPence: 4500 });
  });
});

describe('whole pence', { timeout: 180_000 }, () => {
  it('charges and credits a GBP 1.005 slot stored by older code on the same 101p', async () => {
    const venueId = await venueAt(1.005);
    const eventId = await bookByCard(venueId);
    const booked = await payment(eventId);
    expect(booked.amountPence).toBe(101);
    expect((await atProvider(String(booked.authorizationId))).amountPence).toBe(101);

    const event = await db.doc(`events/${eventId}`).get();
    await settleDueEvents(db, new Date(Number(event.get('date')) + 3 * 24 * 60 * 60 * 1000));
    const ledger = await db
      .collection('ledger')
      .where('eventId', '==', eventId)
      .where('kind', '==', 'booking')
      .get();
    expect(ledger.docs.map((entry) => entry.get('grossPence'))).toEqual([101]);
  });
});
