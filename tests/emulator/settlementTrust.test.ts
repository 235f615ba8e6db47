import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { eventEndsAt, type PaymentMethod } from '@gigvenue/contracts';
import { settleDueEvents, settleEvent } from '../../functions/src/settlement/settleEvent';
import { readEventCounters } from '../../functions/src/tickets/ticketCounters';
import { sellTickets } from '../../functions/src/tickets/ticketSale';
import { callOffPurchase, settleRefundedPurchase } from '../../functions/src/tickets/ticketRefund';
import { cardPurchase } from '../support/events';
import { emulatorProjectId } from '../support/project';

// Issue 22, sections 2 and 4, against the Firestore emulator: ticket money leaves only after the event's end as its
// buyers bought it plus the clearance period, once; and settlement credits only money that was collected (captured
// card payments), never an authorisation still pending or one that lapsed.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CLEARANCE_HOURS = 48;

let app: App;
let db: Firestore;
let sequence = 0;
const runId = Date.now().toString(36);
const fresh = (label: string) => `${label}-${runId}-${++sequence}`;

beforeAll(() => {
  app = initializeApp({ projectId: emulatorProjectId() }, `settlement-trust-${runId}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

/** UTC midnight `days` from today. */
const dayIn = (days: number) => Math.floor(Date.now() / DAY) * DAY + days * DAY;

/** A payee with a private account and no fees, so each credit is the gross. */
async function payee(): Promise<string> {
  const uid = fresh('payee');
  await db.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  return uid;
}

const balanceOf = async (uid: string) =>
  (await db.doc(`managers/${uid}/private/account`).get()).get('currentBalance') as number;
const ledgerOf = async (eventId: string) =>
  (await db.collection('ledger').where('eventId', '==', eventId).get()).docs.map((doc) => ({
    id: doc.id,
    kind: doc.get('kind') as string,
    amountPence: doc.get('amountPence') as number,
    quantity: doc.get('quantity') as number,
  }));
const statusOf = async (path: string) => (await db.doc(path).get()).get('status') as string;

interface EventSetup {
  owner: string;
  day: number;
  startTime?: string;
  requiredTime?: string;
}

/** An event as createEvent leaves one (7 PM for three hours unless told), and the instant it ends. */
async function eventOn({ owner, day, startTime = '7:00 PM', requiredTime = '3 hr 0 min' }: EventSetup) {
  const id = fresh('event');
  const date = new Date(day);
  const event = {
    title: 'Trust Social',
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: day,
    startTime,
    requiredTime,
    status: 'active',
    isFeaturedTaxApply: false,
    isPaymentCleared: false,
    requiredSeats: 100,
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 100 }],
    createdBy: owner,
  };
  await db.doc(`events/${id}`).set(event);
  return { id, endsAt: eventEndsAt(event) as number };
}

/** What the sale function leaves: ticketStats with the latest end a sale saw, and one purchase per payment. */
async function sold(
  eventId: string,
  latestEndAt: number,
  purchases: { quantity: number; status: 'captured' | 'authorized' | 'lapsed' | 'none' }[],
) {
  let sold = 0;
  for (const [index, purchase] of purchases.entries()) {
    const totalPence = purchase.status === 'none' ? 0 : purchase.quantity * 1250;
    sold += purchase.quantity;
    await db.doc(`ticketPurchases/${eventId}-purchase-${index}`).set({
      eventId,
      quantity: purchase.quantity,
      totalPence,
      ticketType: 'Standard',
      payment: { provider: 'simulated', authorizationId: `sim-${index}`, status: purchase.status },
    });
  }
  const revenuePence = purchases
    .filter((purchase) => purchase.status !== 'none')
    .reduce((sum, purchase) => sum + purchase.quantity * 1250, 0);
  await db.doc(`ticketStats/${eventId}`).set({
    eventId,
    sold,
    revenuePence,
    checkedIn: 0,
    holders: purchases.length,
    packages: { Standard: sold },
    latestEndAt,
  });
}

/** A booked slot paid as a booking is: its order, and bookingPayments/{eventId} with the card payment's state. */
async function booked(
  eventId: string,
  owner: string,
  to: string,
  paymentStatus: string,
  method: PaymentMethod = 'card',
) {
  await db.doc(`orders/${eventId}-order-${method}`).set({
    event: eventId,
    createdBy: owner,
    createdTo: to,
    status: 'active',
    paymentMethod: method,
    venue: null,
    slot: { id: 'slot-1', title: 'DJ set', startTime: '7:00 PM', endTime: '10:00 PM', price: 80 },
  });
  await db
    .doc(`bookingPayments/${eventId}`)
    .set({ uid: owner, method, amountPence: 8000, status: paymentStatus }, { merge: true });
}

const settleAt = (eventId: string, instant: number) =>
  settleEvent(db, eventId, new Date(instant), CLEARANCE_HOURS);

describe('ticket money waits for the end as sold, plus the clearance period', () => {
  it('credits no ticket money before end + clearance, then the tickets once, however often settlement runs', async () => {
    const [organizer, manager] = [await payee(), await payee()];
    const { id, endsAt } = await eventOn({ owner: organizer, day: dayIn(-10) });
    await sold(id, endsAt, [{ quantity: 2, status: 'captured' }]);
    await booked(id, organizer, manager, 'captured');

    const justOver = await settleAt(id, endsAt + HOUR);
    expect(justOver).toMatchObject({ outcome: 'waiting', waitingFor: ['ticket-clearance'] });
    // Booking money is not held back by the tickets' clearance.
    expect(await balanceOf(manager)).toBe(80);
    expect(await balanceOf(organizer)).toBe(0);
    expect(await statusOf(`orders/${id}-order-card`)).toBe('completed');
    expect(await statusOf(`events/${id}`)).toBe('active');

    const almost = await settleAt(id, endsAt + CLEARANCE_HOURS * HOUR - 1);
    expect(almost).toMatchObject({ outcome: 'waiting', entries: [] });
    expect(await balanceOf(organizer)).toBe(0);

    const cleared = await Promise.all([
      settleAt(id, endsAt + CLEARANCE_HOURS * HOUR),
      settleAt(id, endsAt + CLEARANCE_HOURS * HOUR),
      settleAt(id, endsAt + CLEARANCE_HOURS * HOUR + HOUR),
    ]);
    expect(cleared.filter((result) => result.outcome === 'settled')).toHaveLength(1);
    expect(await balanceOf(organizer)).toBe(25);
    expect(await balanceOf(manager)).toBe(80);
    expect((await ledgerOf(id)).map((entry) => [entry.kind, entry.amountPence]).sort()).toEqual([
      ['booking', 8000],
      ['tickets', 2500],
    ]);
    expect((await db.doc(`events/${id}`).get()).data()).toMatchObject({
      status: 'completed',
      isPaymentCleared: true,
    });
    expect((await settleAt(id, endsAt + 10 * DAY)).outcome).toBe('already-settled');
    expect(await balanceOf(organizer)).toBe(25);
  });

  it('pays nothing early for tickets sold for a later date when the event is moved to today with 15 minutes', async () => {
    const organizer = await payee();
    // Sold through the sale's own code for an evening a month ahead...
    const { id, endsAt: soldFor } = await eventOn({ owner: organizer, day: dayIn(30) });
    // The sale sells only the events of an active account.
    await db.doc(`managers/${organizer}`).set({ role: 'eventOrganizer', status: 'active' });
    const provider = createSimulatedProvider(() => db);
    await sellTickets(db, provider, null, {
      eventId: id,
      packageIndex: 0,
      quantity: 2,
      name: 'Ben Buyer',
      email: `${fresh('ben')}@gigvenue.test`,
      cardToken: 'tok_sim_visa_4242',
      requestId: fresh('req'),
    });
    // Counted on the stock shards the sale took from (ticketShards.ts), summed with the base.
    expect((await readEventCounters(db, (...refs) => db.getAll(...refs), id)).counters).toMatchObject({
      sold: 2,
      revenuePence: 2500,
      latestEndAt: soldFor,
    });
    // ...then moved to three days ago for a quarter of an hour (written as a function could; the rules refuse it).
    await db
      .doc(`events/${id}`)
      .update({ date: dayIn(-3), startTime: '9:00 AM', requiredTime: '0 hr 15 min' });

    const run = await settleDueEvents(db, new Date(), CLEARANCE_HOURS);
    expect(run.settled).not.toContain(id);
    expect(run.waiting).toContain(id);
    expect(await balanceOf(organizer)).toBe(0);
    expect(await ledgerOf(id)).toEqual([]);

    expect((await settleAt(id, soldFor + CLEARANCE_HOURS * HOUR - 1)).outcome).toBe('waiting');
    expect((await settleAt(id, soldFor + CLEARANCE_HOURS * HOUR)).outcome).toBe('settled');
    expect(await balanceOf(organizer)).toBe(25);
  });
});

describe('settlement credits only collected money', () => {
  it('waits while a ticket payment is only authorised, and leaves out purchases whose authorisation lapsed', async () => {
    const organizer = await payee();
    const { id, endsAt } = await eventOn({ owner: organizer, day: dayIn(-10) });
    await sold(id, endsAt, [
      { quantity: 2, status: 'captured' },
      { quantity: 1, status: 'authorized' },
      { quantity: 3, status: 'lapsed' },
      { quantity: 1, status: 'none' },
    ]);
    const afterClearance = endsAt + CLEARANCE_HOURS * HOUR + HOUR;

    expect(await settleAt(id, afterClearance)).toMatchObject({
      outcome: 'waiting',
      waitingFor: ['ticket-capture'],
      entries: [],
    });
    expect(await balanceOf(organizer)).toBe(0);

    // The capture retry takes the money.
    await db.doc(`ticketPurchases/${id}-purchase-1`).update({ 'payment.status': 'captured' });
    expect((await settleAt(id, afterClearance)).outcome).toBe('settled');
    // 2 + 1 captured tickets at 12.50; the lapsed three never paid; the free one costs nothing.
    expect(await balanceOf(organizer)).toBe(37.5);
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ kind: 'tickets', amountPence: 3750, quantity: 4 }),
    ]);
  });

  it('waits for a booking payment that is only authorised, then credits it once captured', async () => {
    const [organizer, manager] = [await payee(), await payee()];
    const { id, endsAt } = await eventOn({ owner: organizer, day: dayIn(-5) });
    await booked(id, organizer, manager, 'authorized');

    expect(await settleAt(id, endsAt + HOUR)).toMatchObject({
      outcome: 'waiting',
      waitingFor: ['booking-capture'],
      entries: [],
    });
    expect(await balanceOf(manager)).toBe(0);
    expect(await statusOf(`orders/${id}-order-card`)).toBe('active');

    await db.doc(`bookingPayments/${id}`).update({ status: 'captured' });
    expect((await settleAt(id, endsAt + 2 * HOUR)).outcome).toBe('settled');
    expect((await settleAt(id, endsAt + 3 * HOUR)).outcome).toBe('already-settled');
    expect(await balanceOf(manager)).toBe(80);
  });

  it('credits nothing for a booking whose authorisation lapsed, and still records cash collected in person', async () => {
    const [organizer, manager, venueOwner] = [await payee(), await payee(), await payee()];
    const { id, endsAt } = await eventOn({ owner: organizer, day: dayIn(-5) });
    await booked(id, organizer, manager, 'lapsed');
    await booked(id, organizer, venueOwner, 'lapsed', 'cash');

    expect((await settleAt(id, endsAt + HOUR)).outcome).toBe('settled');
    expect(await balanceOf(manager)).toBe(0);
    expect((await ledgerOf(id)).map((entry) => [entry.kind, entry.amountPence])).toEqual([
      ['cashCollected', 0],
    ]);
    expect(await statusOf(`orders/${id}-order-card`)).toBe('completed');
  });
});

describe("an organizer's refund before the event", () => {
  it('is taken off the ticket money once: the counts it returned to sale are not refunded again at settlement', async () => {
    const organizer = await payee();
    await db.doc(`managers/${organizer}`).set({ status: 'active' });
    const { id, endsAt } = await eventOn({ owner: organizer, day: dayIn(3) });
    const provider = createSimulatedProvider(() => db);
    const buy = (quantity: number) => sellTickets(db, provider, null, cardPurchase(id, quantity, fresh));
    await buy(2);
    const refunded = await buy(1);
    await callOffPurchase(db, organizer, refunded.ticketIds[0]);
    expect(await settleRefundedPurchase(db, provider, refunded.purchaseId)).toBe('refunded');
    expect((await readEventCounters(db, (...refs) => db.getAll(...refs), id)).counters).toMatchObject({
      sold: 2,
      revenuePence: 2500,
    });

    expect((await settleAt(id, endsAt + CLEARANCE_HOURS * HOUR + HOUR)).outcome).toBe('settled');
    // The two tickets kept, at 12.50: the refunded one came off once, when it was refunded.
    expect(await balanceOf(organizer)).toBe(25);
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ kind: 'tickets', amountPence: 2500, quantity: 2 }),
    ]);
  });
});
