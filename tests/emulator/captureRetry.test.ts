import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAYMENTS, TICKET_PURCHASES } from '../../functions/src/payments/capturePlan';
import {
  recordCaptured,
  recordCaptureFailure,
  retryHeldCaptures,
  type CaptureRetryRun,
} from '../../functions/src/payments/captureRetry';
import type { PaymentProvider, PaymentStep } from '../../functions/src/payments/providers/provider';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { callableHarness } from '../support/callables';
import { operator } from '../support/scripts';

// The capture retry against the emulators: a booking or ticket sale whose capture failed after it committed is left
// 'authorized' (the money only held). The retry takes it under the same idempotency key, once however many runs
// overlap; keeps trying while the provider's hold lasts; and once the hold expired (7 days) marks it 'lapsed', the
// orders or tickets unpaid, and tells the owner, once. Records are written as the booking and the sale leave them;
// the simulated provider holds the money in simulatedPayments and refuses to capture an expired hold, as Stripe does.

const harness = callableHarness('capture-retry-test');
const { fresh } = harness;
let admin: AdminFirestore;
let simulated: PaymentProvider;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Held {
  path: string;
  authorizationId: string;
  ownerId: string;
  paidForIds: string[];
}

/** Holds `pence` on a card, as if `ageDays` ago, with an optional capture fault the provider answers with. */
async function hold(pence: number, ageDays: number, fault: Record<string, string> = {}): Promise<string> {
  const { authorizationId } = await simulated.authorizePayment({
    amountPence: pence,
    cardToken: 'tok_sim_visa_4242',
    description: 'Held',
    idempotencyKey: fresh('auth'),
  });
  await admin
    .doc(`simulatedPayments/${authorizationId}`)
    .update({ authorizedAt: Date.now() - ageDays * DAY_MS, ...fault });
  return authorizationId;
}

async function event(ownerId: string): Promise<string> {
  const eventId = fresh('evt');
  await admin.doc(`events/${eventId}`).set({ title: 'Salsa Night', createdBy: ownerId, status: 'active' });
  return eventId;
}

/** Two tickets sold for £25.00 whose capture failed, as ticketSale leaves them. */
async function heldSale(ageDays: number, fault: Record<string, string> = {}): Promise<Held> {
  const ownerId = fresh('organizer');
  const eventId = await event(ownerId);
  const purchaseId = fresh('purchase');
  const ticketIds = [`${purchaseId}-1`, `${purchaseId}-2`];
  for (const ticketId of ticketIds)
    await admin.doc(`tickets/${ticketId}`).set({ ticketId, eventId, eventOwnerId: ownerId, isPaid: true });
  const authorizationId = await hold(2_500, ageDays, fault);
  await admin.doc(`ticketPurchases/${purchaseId}`).set({
    purchaseId,
    eventId,
    eventOwnerId: ownerId,
    buyerId: `${purchaseId}-buyer`,
    name: 'Ben',
    quantity: 2,
    totalPence: 2_500,
    ticketIds,
    payment: {
      provider: 'simulated',
      authorizationId,
      status: 'authorized',
      captureError: 'Request timed out.',
    },
    createdAt: Date.now() - ageDays * DAY_MS,
  });
  return { path: `ticketPurchases/${purchaseId}`, authorizationId, ownerId, paidForIds: ticketIds };
}

/** A booking of two slots for £195.50 whose capture failed, as bookEvent leaves it. */
async function heldBooking(ageDays: number): Promise<Held> {
  const ownerId = fresh('organizer');
  const eventId = await event(ownerId);
  const orderIds = [`${eventId}-venue`, `${eventId}-manager`];
  for (const orderId of orderIds)
    await admin.doc(`orders/${orderId}`).set({ event: eventId, createdBy: ownerId, status: 'active' });
  const authorizationId = await hold(19_550, ageDays);
  await admin.doc(`bookingPayments/${eventId}`).set({
    uid: ownerId,
    method: 'card',
    amountPence: 19_550,
    authorizationId,
    orderIds,
    status: 'authorized',
    captureError: 'Request timed out.',
    createdAt: Timestamp.fromMillis(Date.now() - ageDays * DAY_MS),
  });
  return { path: `bookingPayments/${eventId}`, authorizationId, ownerId, paidForIds: orderIds };
}

const read = async (path: string) => (await admin.doc(path).get()).data() ?? {};
const heldStatus = async (authorizationId: string) =>
  (await read(`simulatedPayments/${authorizationId}`)).status;
const paidFlags = async (collection: 'tickets' | 'orders', ids: string[]) =>
  Promise.all(ids.map(async (id) => (await read(`${collection}/${id}`)).isPaid));
const timesIn = (runs: CaptureRetryRun[], outcome: keyof CaptureRetryRun, path: string) =>
  runs.flatMap((run) => run[outcome]).filter((item) => item === path).length;

beforeAll(() => {
  harness.start();
  admin = harness.admin();
  simulated = createSimulatedProvider(() => admin);
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('retrying held captures', () => {
  it("takes a sale's held payment under the sale's own key, once, however many runs overlap", async () => {
    const sale = await heldSale(1);
    const captures: PaymentStep[] = [];
    const recording: PaymentProvider = {
      ...simulated,
      async capturePayment(step) {
        captures.push(step);
        return simulated.capturePayment(step);
      },
    };

    const runs = await Promise.all(Array.from({ length: 3 }, () => retryHeldCaptures(admin, recording)));

    expect(timesIn(runs, 'captured', sale.path)).toBe(1);
    const purchaseId = sale.path.split('/')[1];
    const mine = captures.filter((step) => step.authorizationId === sale.authorizationId);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(new Set(mine.map((step) => step.idempotencyKey))).toEqual(new Set([`capture-${purchaseId}`]));
    expect(await heldStatus(sale.authorizationId)).toBe('captured');
    const { payment } = await read(sale.path);
    expect(payment).toMatchObject({ status: 'captured', authorizationId: sale.authorizationId });
    expect(payment.captureError).toBeUndefined();
    expect(await paidFlags('tickets', sale.paidForIds)).toEqual([true, true]);
    // Paying proves nothing about the address (the purchaser may pay for anyone's): no mark for announcements.
    const eventId = (await read(sale.path)).eventId as string;
    expect((await read(`ticketHolders/${eventId}_${purchaseId}-buyer`)).paidAt).toBeUndefined();

    const again = await retryHeldCaptures(admin, recording);
    expect([...again.captured, ...again.lapsed, ...again.failed]).not.toContain(sale.path);
  });

  it('keeps retrying a refused capture while the hold lasts, then takes it', async () => {
    const sale = await heldSale(2, { failCaptures: 'Your card was declined.' });
    const first = await retryHeldCaptures(admin, simulated);
    expect(first.failed).toContain(sale.path);
    expect((await read(sale.path)).payment).toMatchObject({
      status: 'authorized',
      captureError: 'Your card was declined.',
      captureAttempts: 1,
    });
    expect(await paidFlags('tickets', sale.paidForIds)).toEqual([true, true]);

    await admin.doc(`simulatedPayments/${sale.authorizationId}`).update({ failCaptures: null });
    expect((await retryHeldCaptures(admin, simulated)).captured).toContain(sale.path);
    expect((await read(sale.path)).payment.status).toBe('captured');
  });

  it('never lapses a capture whose outcome is unknown, even past the hold: it may have been taken', async () => {
    const sale = await heldSale(8, { failCaptures: 'Request timed out.', captureOutcome: 'unknown' });
    const run = await retryHeldCaptures(admin, simulated);
    expect(run.failed).toContain(sale.path);
    expect(run.lapsed).not.toContain(sale.path);
    expect((await read(sale.path)).payment.status).toBe('authorized');
    expect(await paidFlags('tickets', sale.paidForIds)).toEqual([true, true]);
  });
});

describe('a hold that expired uncaptured', () => {
  it("lapses a sale once: payment 'lapsed', its tickets unpaid, the organizer told", async () => {
    const sale = await heldSale(8);
    const runs = await Promise.all([
      retryHeldCaptures(admin, simulated),
      retryHeldCaptures(admin, simulated),
    ]);

    expect(timesIn(runs, 'lapsed', sale.path)).toBe(1);
    expect(timesIn(runs, 'captured', sale.path)).toBe(0);
    expect((await read(sale.path)).payment).toMatchObject({
      status: 'lapsed',
      captureError: 'This payment was not captured in time: its authorisation expired.',
    });
    expect(await heldStatus(sale.authorizationId)).toBe('authorized');
    expect(await paidFlags('tickets', sale.paidForIds)).toEqual([false, false]);
    const purchaseId = sale.path.split('/')[1];
    expect(await read(`notifications/lapsed-tickets-${purchaseId}`)).toMatchObject({
      createdTo: sale.ownerId,
      subjectType: 'payment',
      subjectId: purchaseId,
      title: 'Card payment not collected',
      message:
        'The card payment of £25.00 for 2 tickets to "Salsa Night" (Ben) could not be collected before its authorisation expired, so those tickets are unpaid.',
      read: false,
    });

    const later = await retryHeldCaptures(admin, simulated);
    expect([...later.captured, ...later.lapsed, ...later.failed]).not.toContain(sale.path);
  });

  it("lapses a booking once: bookingPayments 'lapsed', its orders unpaid, the booker told", async () => {
    const booking = await heldBooking(9);
    const runs = await Promise.all([
      retryHeldCaptures(admin, simulated),
      retryHeldCaptures(admin, simulated),
    ]);

    expect(timesIn(runs, 'lapsed', booking.path)).toBe(1);
    expect((await read(booking.path)).status).toBe('lapsed');
    expect(await paidFlags('orders', booking.paidForIds)).toEqual([false, false]);
    const eventId = booking.path.split('/')[1];
    expect(await read(`notifications/lapsed-booking-${eventId}`)).toMatchObject({
      createdTo: booking.ownerId,
      subjectId: eventId,
      message:
        'The card payment of £195.50 for "Salsa Night" could not be collected before its authorisation expired, so its bookings are unpaid.',
    });
  });
});

describe("the booking's own capture and the retry", () => {
  it('a late capture failure cannot put a captured payment back to held, nor a late success revive a lapsed one', async () => {
    const captured = await heldBooking(1);
    await retryHeldCaptures(admin, simulated);
    expect((await read(captured.path)).status).toBe('captured');
    await recordCaptureFailure(admin, BOOKING_PAYMENTS, admin.doc(captured.path), 'Request timed out.');
    expect((await read(captured.path)).status).toBe('captured');

    const lapsed = await heldSale(8);
    await retryHeldCaptures(admin, simulated);
    expect(await recordCaptured(admin, TICKET_PURCHASES, admin.doc(lapsed.path))).toBeNull();
    expect((await read(lapsed.path)).payment.status).toBe('lapsed');
  });
});

describe('a booking deleted while its payment is being captured', () => {
  it("is refunded under the deletion's own key, not kept", async () => {
    const booking = await heldBooking(1);
    const eventId = booking.path.split('/')[1];
    // deleteEvent commits between this run's read of the record and its capture.
    const deletedMidway: PaymentProvider = {
      ...simulated,
      async capturePayment(step) {
        if (step.authorizationId === booking.authorizationId)
          await admin.doc(booking.path).update({ status: 'authorized-cancelled' });
        return simulated.capturePayment(step);
      },
    };
    const run = await retryHeldCaptures(admin, deletedMidway);
    expect([...run.captured, ...run.lapsed, ...run.failed]).not.toContain(booking.path);
    expect(await heldStatus(booking.authorizationId)).toBe('refunded');
    expect((await read(booking.path)).status).toBe('refunded');
    // The deletion's own release now fails and changes nothing; a refund under its key is the same refund.
    await simulated.refundPayment({
      authorizationId: booking.authorizationId,
      idempotencyKey: `refund-${eventId}`,
    });
    expect(await heldStatus(booking.authorizationId)).toBe('refunded');
  });
});

describe('the operator command', () => {
  it('retry-captures takes held payments by hand, as the hourly job does', async () => {
    const sale = await heldSale(1);
    const result = await operator('retry-captures');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Held card payments: \d+ captured, \d+ lapsed, \d+ still held after a failed capture\./,
    );
    expect(result.out).toContain(`captured: ${sale.path}`);
    expect((await read(sale.path)).payment.status).toBe('captured');
    expect((await operator('retry-captures', 'extra')).out).toBe('usage: npm run operator -- retry-captures');
  });
});
