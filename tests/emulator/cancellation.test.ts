import { readEventCounters } from '../../functions/src/tickets/ticketCounters';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelStoredEvent, newCancellationJob } from '../../functions/src/cancellation/eventCancellation';
import { runRefundJob, stalledJobs } from '../../functions/src/cancellation/refundJob';
import type { PaymentProvider, PaymentStep } from '../../functions/src/payments/providers/provider';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { settleDueEvents } from '../../functions/src/settlement/settleEvent';
import { SaleRefused, sellTickets } from '../../functions/src/tickets/ticketSale';
import { callableHarness, refusedWith, type Caller } from '../support/callables';
import { operator } from '../support/scripts';

// Issue 20, section 1, against the emulators: an owner cancels an event and every buyer is refunded by the job the
// cancellation starts (the onCancellationCreated trigger runs it in the functions emulator, with the simulated
// provider keeping its records in simulatedPayments). Twice at once is one job; a worker that dies mid-job is resumed
// by the sweep and refunds nobody twice; a declined refund is listed and its retry works; a purchase racing the
// cancellation either lands and is refunded or is refused; settlement afterwards credits no ticket and pays a booking
// kept past its cut-off.

const harness = callableHarness('cancellation-test');
const { fresh } = harness;
let db: Firestore;
let simulated: PaymentProvider;
let organizer: Caller;

const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => Math.floor(Date.now() / DAY) * DAY + days * DAY;

beforeAll(async () => {
  harness.start();
  db = harness.admin();
  simulated = createSimulatedProvider(() => db);
  organizer = await harness.account('eventOrganizer');
});

afterAll(async () => {
  await harness.stop();
});

async function eventOf(owner: string, day = dayIn(10)): Promise<string> {
  const id = fresh('event');
  const date = new Date(day);
  await db.doc(`events/${id}`).set({
    title: 'Riverside Social',
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: day,
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    status: 'active',
    isFeaturedTaxApply: false,
    isPaymentCleared: false,
    requiredSeats: 10_000,
    packages: [
      { detail: 'Standard', price: 12.5, ticketsAmmount: 10_000 },
      { detail: 'Guest', price: 0, ticketsAmmount: 100 },
    ],
    createdBy: owner,
  });
  return id;
}

const sale = (eventId: string, quantity = 1, packageIndex = 0) => ({
  eventId,
  packageIndex,
  quantity,
  name: 'Ben Buyer',
  email: `${fresh('ben')}@gigvenue.test`,
  cardToken: packageIndex === 0 ? 'tok_sim_visa_4242' : null,
  requestId: fresh('req'),
});

async function sell(eventId: string, count: number, quantity = 1, provider = simulated) {
  const bought = [];
  for (let index = 0; index < count; index += 1)
    bought.push(await sellTickets(db, provider, null, sale(eventId, quantity)));
  return bought;
}

const job = async (eventId: string) => (await db.doc(`cancellations/${eventId}`).get()).data() ?? {};

async function finished(eventId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const data = await job(eventId);
    if (data.status === 'finished') return data;
    if (Date.now() > until) throw new Error(`job ${eventId} not finished: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function paymentsOf(eventId: string) {
  const purchases = await db.collection('ticketPurchases').where('eventId', '==', eventId).get();
  return Promise.all(
    purchases.docs.map(async (purchase) => ({
      id: purchase.id,
      refund: purchase.get('refund.status') as string,
      payment: purchase.get('payment.status') as string,
      provider: (await db.doc(`simulatedPayments/${purchase.get('payment.authorizationId')}`).get()).get(
        'status',
      ) as string,
    })),
  );
}

/** The simulated provider, counting refund calls per payment and their keys; it may die after `crashAfter` refunds. */
function countingProvider(crashAfter = Infinity) {
  const calls: { authorizationId: string; idempotencyKey: string }[] = [];
  const provider: PaymentProvider = {
    ...simulated,
    async refundPayment(step: PaymentStep) {
      calls.push(step);
      await simulated.refundPayment(step);
      // The worker dies after the provider refunded, before it recorded the refund: the worst moment.
      if (calls.length >= crashAfter) throw new Error('worker crashed');
    },
  };
  return { provider, calls };
}

describe('cancelling an event', { timeout: 120_000 }, () => {
  it('says what will happen, cancels once when asked twice at once, refunds every buyer and voids the tickets', async () => {
    const eventId = await eventOf(organizer.uid);
    const bought = await sell(eventId, 3, 2);
    await sellTickets(db, simulated, null, sale(eventId, 1, 1));

    // One buyer has the app: their user carries a push token.
    const withApp = String((await db.doc(`ticketPurchases/${bought[1].purchaseId}`).get()).get('buyerId'));
    await db.doc(`users/${withApp}`).set({ notificationToken: 'token-of-the-app' }, { merge: true });

    const preview = await organizer.call<Record<string, unknown>>('cancelEvent', { eventId, dryRun: true });
    expect(preview).toMatchObject({
      cancelled: false,
      preview: { refundTickets: 6, refundPence: 7_500, freeTickets: 1, buyers: 4, released: [], kept: [] },
    });
    expect((await db.doc(`events/${eventId}`).get()).get('status')).toBe('active');

    const [first, second] = await Promise.all([
      organizer.call<{ cancelled: boolean }>('cancelEvent', { eventId }),
      organizer.call<{ cancelled: boolean }>('cancelEvent', { eventId }),
    ]);
    expect([first.cancelled, second.cancelled].sort()).toEqual([false, true]);
    expect((await db.collection('cancellations').where('eventId', '==', eventId).get()).size).toBe(1);

    const done = await finished(eventId);
    expect(done).toMatchObject({ totalTickets: 6, refundedTickets: 6, refundedPence: 7_500, voidTickets: 1 });
    const payments = await paymentsOf(eventId);
    expect(payments.filter((item) => item.refund === 'refunded')).toHaveLength(3);
    for (const item of payments.filter((entry) => entry.refund === 'refunded'))
      expect(item).toMatchObject({ payment: 'refunded', provider: 'refunded' });
    // The money went back: the event's ticket revenue is gone and the tickets no longer count as paid.
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), eventId);
    expect(counters.revenuePence).toBe(0);
    expect((await db.doc(`tickets/${bought[0].ticketIds[0]}`).get()).data()).toMatchObject({
      isPaid: false,
      refunded: true,
    });
    const mail = await db.doc(`mail/cancel-${bought[0].purchaseId}`).get();
    expect(mail.get('message.text')).toContain('£25.00 has been refunded to your card.');
    expect((await db.doc(`notifications/cancel-ticket-${bought[1].purchaseId}`).get()).get('createdTo')).toBe(
      withApp,
    );
    expect((await db.doc(`pushOutbox/cancel-${eventId}-${withApp}`).get()).data()).toMatchObject({
      token: 'token-of-the-app',
      title: 'Event cancelled',
    });

    await expect(
      organizer.call('checkInTicket', {
        eventId,
        ticketId: bought[0].ticketIds[0],
        requestId: fresh('scan'),
      }),
    ).rejects.toEqual(refusedWith('failed-precondition', 'This event was cancelled.'));
    expect(await organizer.call('ticketDoorList', { eventId })).toMatchObject({ cancelled: true });
    await expect(harness.visitor()('buyTickets', sale(eventId))).rejects.toEqual(
      refusedWith('failed-precondition', 'Tickets are not on sale for this event.'),
    );
  });

  it('refuses another account and an event that is over', async () => {
    const stranger = await harness.account('eventOrganizer');
    const eventId = await eventOf(organizer.uid);
    await expect(stranger.call('cancelEvent', { eventId })).rejects.toEqual(
      refusedWith('permission-denied', 'Only the event owner can cancel it.'),
    );
    const over = await eventOf(organizer.uid, dayIn(-2));
    await expect(organizer.call('cancelEvent', { eventId: over })).rejects.toEqual(
      refusedWith('failed-precondition', 'This event is over and can no longer be cancelled.'),
    );
  });
});

describe('the refund job', { timeout: 120_000 }, () => {
  it('is resumed after a worker dies mid-job and refunds nobody twice', async () => {
    const eventId = await eventOf(organizer.uid);
    await sell(eventId, 12);
    // Cancelled as the callable does, but with the job held by a worker that is about to die: the trigger waits.
    await db.doc(`events/${eventId}`).update({ status: 'cancelled' });
    await db.doc(`cancellations/${eventId}`).set({
      ...newCancellationJob(eventId, organizer.uid, 'Riverside Social', Date.now()),
      lease: { holder: 'doomed', until: Date.now() + 10 * 60_000 },
    });
    const doomed = countingProvider(7);
    await expect(
      runRefundJob(db, doomed.provider, eventId, { workerId: 'doomed', batchSize: 5 }),
    ).rejects.toThrow('worker crashed');
    const halfway = await job(eventId);
    expect(halfway.status).toBe('running');
    expect(halfway.refundedTickets).toBeLessThan(12);

    const later = Date.now() + 11 * 60_000;
    expect(await stalledJobs(db, later)).toContain(eventId);
    const sweep = countingProvider();
    expect(
      await runRefundJob(db, sweep.provider, eventId, { workerId: 'sweep', batchSize: 5, now: () => later }),
    ).toBe('finished');

    expect(await job(eventId)).toMatchObject({
      status: 'finished',
      refundedTickets: 12,
      refundedPence: 15_000,
    });
    expect((await paymentsOf(eventId)).every((item) => item.provider === 'refunded')).toBe(true);
    // Only a refund the dead worker never recorded is asked again, under the same key; every other payment once.
    const calls = [...doomed.calls, ...sweep.calls];
    const byPayment = new Map<string, Set<string>>();
    for (const call of calls)
      byPayment.set(
        call.authorizationId,
        (byPayment.get(call.authorizationId) ?? new Set()).add(call.idempotencyKey),
      );
    expect(byPayment.size).toBe(12);
    for (const keys of byPayment.values()) expect(keys.size).toBe(1);
    expect(calls.length - 12).toBeLessThanOrEqual(doomed.calls.length - halfway.refundedTickets);
    expect(sweep.calls.length).toBe(12 - halfway.refundedTickets);
  });

  it('lists a declined refund with its reason, and the retry refunds it', async () => {
    const eventId = await eventOf(organizer.uid);
    const [declined, paid] = await sell(eventId, 2, 2);
    const purchase = await db.doc(`ticketPurchases/${declined.purchaseId}`).get();
    await db
      .doc(`simulatedPayments/${purchase.get('payment.authorizationId')}`)
      .update({ failRefunds: 'The card was closed.' });

    await organizer.call('cancelEvent', { eventId });
    const done = await finished(eventId);
    expect(done).toMatchObject({ refundedTickets: 2, declinedTickets: 2 });
    expect(done.declined).toEqual({
      [declined.purchaseId]: {
        name: 'Ben Buyer',
        tickets: 2,
        totalPence: 2_500,
        reason: 'The card was closed.',
      },
    });
    expect((await db.doc(`ticketPurchases/${paid.purchaseId}`).get()).get('refund.status')).toBe('refunded');

    await db
      .doc(`simulatedPayments/${purchase.get('payment.authorizationId')}`)
      .update({ failRefunds: null });
    expect(await organizer.call('retryCancellationRefunds', { eventId })).toEqual({
      retried: 1,
      stillDeclined: 0,
    });
    expect(await job(eventId)).toMatchObject({ refundedTickets: 4, declinedTickets: 0, declined: {} });
    expect((await paymentsOf(eventId)).every((item) => item.provider === 'refunded')).toBe(true);
  });

  it('refunds a purchase that lands before the cancellation and refuses one after it', async () => {
    const eventId = await eventOf(organizer.uid);
    await sell(eventId, 1);
    const racing = Array.from({ length: 8 }, () => sellTickets(db, simulated, null, sale(eventId)));
    const cancelled = cancelStoredEvent(db, eventId, { uid: organizer.uid }, { dryRun: false });
    const outcomes = await Promise.allSettled(racing);
    await cancelled;
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(SaleRefused);
        expect((outcome.reason as SaleRefused).refusal.reason).toBe('notOnSale');
      }
    await finished(eventId);
    const landed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const payments = await paymentsOf(eventId);
    expect(payments).toHaveLength(1 + landed);
    // Taken money went back; a hold the job let go before the sale could take it was never charged.
    for (const item of payments) {
      expect(['refunded', 'released']).toContain(item.refund);
      expect(item.provider).toBe(item.refund);
    }
  });
});

describe('the operator', { timeout: 120_000 }, () => {
  it('cancels an event with cancel-event and prints the refunds', async () => {
    const eventId = await eventOf(organizer.uid);
    await sell(eventId, 1, 2);
    const { code, out } = await operator('cancel-event', eventId);
    expect(code).toBe(0);
    expect(out).toContain(
      `Cancelled ${eventId} (Riverside Social): 2 card tickets to refund, 0 free tickets void`,
    );
    expect(out).toContain('Refund job finished: refunded 2 of 2 tickets (£25.00)');
    expect((await operator('cancel-event', eventId)).out).toContain(`Already cancelled ${eventId}`);
  });
});

describe('settlement after a cancellation', { timeout: 120_000 }, () => {
  it('credits no ticket money, pays a booking kept past its cut-off and refunds one released before it', async () => {
    const owner = organizer.uid;
    const kept = await eventOf(owner, dayIn(1));
    const venueOwner = fresh('venue-owner');
    await db.doc(`managers/${venueOwner}/private/account`).set({ config: {}, currentBalance: 0 });
    await db.doc(`orders/${kept}-order`).set({
      event: kept,
      createdBy: owner,
      createdTo: venueOwner,
      bookingOwnerId: venueOwner,
      bookingDate: dayIn(1),
      status: 'active',
      paymentMethod: 'card',
      venue: { venueName: 'The Boathouse' },
      slot: { id: 'slot-1', title: 'Hall', startTime: '7:00 PM', endTime: '10:00 PM', price: 80 },
    });
    await db
      .doc(`bookingPayments/${kept}`)
      .set({ uid: owner, method: 'card', amountPence: 8000, status: 'captured' });
    await sell(kept, 2);

    const outcome = await cancelStoredEvent(db, kept, { uid: null }, { dryRun: false });
    expect(outcome).toMatchObject({
      cancelled: true,
      preview: { kept: [{ party: 'The Boathouse', pricePence: 8_000 }], released: [] },
    });
    await finished(kept);
    expect((await db.doc(`bookingPayments/${kept}`).get()).get('status')).toBe('captured');

    const run = await settleDueEvents(db, new Date(dayIn(5)));
    expect(run.settled).toContain(kept);
    const ledger = await db.collection('ledger').where('eventId', '==', kept).get();
    expect(ledger.docs.map((entry) => [entry.get('kind'), entry.get('payeeId')])).toEqual([
      ['booking', venueOwner],
    ]);
    expect((await db.doc(`events/${kept}`).get()).data()).toMatchObject({
      status: 'cancelled',
      cancelledSettlement: 'done',
    });
    expect((await settleDueEvents(db, new Date(dayIn(6)))).settled).not.toContain(kept);

    const released = await eventOf(owner, dayIn(10));
    const { authorizationId } = await simulated.authorizePayment({
      amountPence: 8_000,
      cardToken: 'tok_sim_visa_4242',
      description: 'Booking',
      idempotencyKey: fresh('booking'),
    });
    await simulated.capturePayment({ authorizationId, idempotencyKey: fresh('capture') });
    await db.doc(`orders/${released}-order`).set({
      event: released,
      createdBy: owner,
      createdTo: venueOwner,
      bookingOwnerId: venueOwner,
      bookingDate: dayIn(10),
      status: 'active',
      paymentMethod: 'card',
      slot: { id: 'slot-2', price: 80 },
    });
    await db.doc(`bookingPayments/${released}`).set({ uid: owner, authorizationId, status: 'captured' });
    await organizer.call('cancelEvent', { eventId: released });
    await finished(released);
    expect((await db.doc(`orders/${released}-order`).get()).get('status')).toBe('cancelled');
    expect((await db.doc(`bookingPayments/${released}`).get()).get('status')).toBe('refunded');
    expect((await db.doc(`simulatedPayments/${authorizationId}`).get()).get('status')).toBe('refunded');
  });
});
