import { randomBytes } from 'node:crypto';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWebhookSecret } from '../../scripts/lib/ticketKey.mjs';
import { eventEndsAt } from '@gigvenue/contracts';
import { settleEvent } from '../../functions/src/settlement/settleEvent';
import { readEventCounters } from '../../functions/src/tickets/ticketCounters';
import { returnUnpaidPurchase } from '../../functions/src/tickets/ticketRefund';
import { callableHarness, refusedWith } from '../support/callables';
import { cardPurchase, manualEventOnSale } from '../support/events';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { operator } from '../support/scripts';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// Issue 37, section 2, against the emulators: Stripe's events POSTed to the stripeWebhook function as Stripe sends
// them, signed with the endpoint's secret (the demo one in functions/.secret.local). A bad signature is refused with
// 400 and changes nothing; each event is applied once (webhookEvents/{eventId}), so a replay changes nothing; and
// events arriving out of order never move anything backwards. Records are written as the sale, the booking and the
// withdrawal leave them; settlement is run as the hourly job runs it.

const harness = callableHarness('stripe-webhook-test');
const { fresh } = harness;
let db: AdminFirestore;

const functionsAt = emulatorEndpoint('functions');
const ENDPOINT = `http://${functionsAt.host}:${functionsAt.port}/${emulatorProjectId()}/europe-west2/stripeWebhook`;
const SECRET = ensureDemoWebhookSecret() as string;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CLEARANCE_HOURS = 48;
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Sent {
  status: number;
  body: string;
}

function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  { account, created = nowSeconds() }: { account?: string; created?: number } = {},
) {
  return {
    id: fresh('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
    ...(account ? { account } : {}),
  };
}

/** POSTs an event as Stripe does: the raw JSON and its Stripe-Signature header. */
async function send(
  event: object,
  { secret = SECRET, signature }: { secret?: string; signature?: string } = {},
): Promise<Sent> {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}

const outcomeOf = (sent: Sent) => (JSON.parse(sent.body) as { outcome: string }).outcome;
const read = async (path: string) => (await db.doc(path).get()).data() ?? {};
const exists = async (path: string) => (await db.doc(path).get()).exists;
const balanceOf = async (uid: string) =>
  (await read(`managers/${uid}/private/account`)).currentBalance as number;
const ledgerOf = async (payeeId: string) =>
  (await db.collection('ledger').where('payeeId', '==', payeeId).get()).docs
    .map((doc) => ({
      id: doc.id,
      kind: doc.get('kind') as string,
      amountPence: doc.get('amountPence') as number,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

/** Every document's last update time: a replay must leave them all as they were. */
const updateTimes = async (paths: string[]) =>
  Promise.all(paths.map(async (path) => (await db.doc(path).get()).updateTime?.toMillis() ?? null));

beforeAll(() => {
  harness.start();
  db = harness.admin();
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

async function payee(): Promise<string> {
  const uid = fresh('payee');
  await db.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  return uid;
}

/** An event that ended five days ago (its ticket money past clearance), owned by `owner`. */
async function pastEvent(owner: string) {
  const id = fresh('event');
  const day = Math.floor(Date.now() / DAY) * DAY - 5 * DAY;
  const date = new Date(day);
  const event = {
    title: 'Webhook Social',
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: day,
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
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

interface Sale {
  path: string;
  paymentIntentId: string;
  ticketIds: string[];
}

/** A purchase of two £12.50 tickets paid by card, as the sale leaves it, in `status`. */
async function sale(eventId: string, owner: string, status: string): Promise<Sale> {
  const purchaseId = fresh('purchase');
  const paymentIntentId = fresh('pi');
  const ticketIds = [`${purchaseId}-1`, `${purchaseId}-2`];
  for (const ticketId of ticketIds)
    await db.doc(`tickets/${ticketId}`).set({
      ticketId,
      eventId,
      eventOwnerId: owner,
      userName: 'Ben',
      ticketType: 'Standard',
      isPaid: true,
      isCheckedIn: false,
    });
  await db.doc(`ticketPurchases/${purchaseId}`).set({
    purchaseId,
    eventId,
    eventOwnerId: owner,
    name: 'Ben',
    quantity: 2,
    totalPence: 2_500,
    ticketType: 'Standard',
    ticketIds,
    payment: { provider: 'stripe', authorizationId: paymentIntentId, status },
    createdAt: Date.now() - DAY,
  });
  return { path: `ticketPurchases/${purchaseId}`, paymentIntentId, ticketIds };
}

/** ticketStats as the sales of `purchases` two-ticket purchases leave it. */
async function counted(eventId: string, endsAt: number, purchases: number) {
  await db.doc(`ticketStats/${eventId}`).set({
    eventId,
    sold: purchases * 2,
    revenuePence: purchases * 2_500,
    checkedIn: 0,
    holders: purchases,
    packages: { Standard: purchases * 2 },
    latestEndAt: endsAt,
  });
}

const settle = (eventId: string) => settleEvent(db, eventId, new Date(), CLEARANCE_HOURS);
const ticketsOf = async (ids: string[]) => Promise.all(ids.map((id) => read(`tickets/${id}`)));

describe("Stripe's signature", () => {
  it('answers 400 to a bad or missing signature and touches nothing', async () => {
    const owner = await payee();
    const { id } = await pastEvent(owner);
    const held = await sale(id, owner, 'authorized');
    const event = stripeEvent('payment_intent.canceled', {
      id: held.paymentIntentId,
      object: 'payment_intent',
      cancellation_reason: 'automatic',
    });

    expect((await send(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await send(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect(
      (
        await fetch(ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(event),
        })
      ).status,
    ).toBe(400);

    expect(await exists(`webhookEvents/${event.id}`)).toBe(false);
    expect((await read(held.path)).payment.status).toBe('authorized');
    expect((await ticketsOf(held.ticketIds)).map((ticket) => ticket.isPaid)).toEqual([true, true]);
  });

  it('records an event it does not act on, and says so', async () => {
    const event = stripeEvent('customer.created', { id: fresh('cus'), object: 'customer' });
    const sent = await send(event);
    expect(sent.status).toBe(200);
    expect(outcomeOf(sent)).toBe('not-handled');
    expect(await read(`webhookEvents/${event.id}`)).toMatchObject({
      type: 'customer.created',
      outcome: 'not-handled',
    });
  });
});

describe('a hold that lapsed or was cancelled at Stripe (payment_intent.canceled)', () => {
  it('marks a held sale lapsed and its tickets unpaid, tells the organizer, once however often it is sent', async () => {
    const owner = await payee();
    const { id } = await pastEvent(owner);
    const held = await sale(id, owner, 'authorized');
    const event = stripeEvent('payment_intent.canceled', {
      id: held.paymentIntentId,
      object: 'payment_intent',
      cancellation_reason: 'automatic',
    });

    const first = await send(event);
    expect(first.status).toBe(200);
    expect(outcomeOf(first)).toBe('lapsed');
    const purchaseId = held.path.split('/')[1];
    expect((await read(held.path)).payment).toMatchObject({
      status: 'lapsed',
      captureError: 'The card hold was cancelled at the payment provider (automatic).',
    });
    expect((await ticketsOf(held.ticketIds)).map((ticket) => ticket.isPaid)).toEqual([false, false]);
    expect(await read(`notifications/lapsed-tickets-${purchaseId}`)).toMatchObject({
      title: 'Card payment not collected',
      createdTo: owner,
    });

    const paths = [
      held.path,
      ...held.ticketIds.map((ticketId) => `tickets/${ticketId}`),
      `webhookEvents/${event.id}`,
    ];
    const before = await updateTimes(paths);
    const replay = await send(event);
    expect(replay.status).toBe(200);
    expect(outcomeOf(replay)).toBe('replayed');
    expect(await updateTimes(paths)).toEqual(before);
  });

  it('leaves a payment that was captured, or released by the app itself, as it is', async () => {
    const owner = await payee();
    const { id } = await pastEvent(owner);
    for (const status of ['captured', 'release-due']) {
      const paid = await sale(id, owner, status);
      const sent = await send(
        stripeEvent('payment_intent.canceled', { id: paid.paymentIntentId, object: 'payment_intent' }),
      );
      expect(outcomeOf(sent)).toBe('unchanged');
      expect((await read(paid.path)).payment.status).toBe(status);
      expect((await ticketsOf(paid.ticketIds)).map((ticket) => ticket.isPaid)).toEqual([true, true]);
    }
  });

  it('lapses a held booking and its orders', async () => {
    const owner = await payee();
    const { id } = await pastEvent(owner);
    const paymentIntentId = fresh('pi');
    await db.doc(`orders/${id}-order`).set({ event: id, createdBy: owner, status: 'active', isPaid: true });
    await db.doc(`bookingPayments/${id}`).set({
      uid: owner,
      method: 'card',
      amountPence: 8_000,
      authorizationId: paymentIntentId,
      orderIds: [`${id}-order`],
      status: 'authorized',
    });
    const sent = await send(
      stripeEvent('payment_intent.canceled', { id: paymentIntentId, object: 'payment_intent' }),
    );
    expect(outcomeOf(sent)).toBe('lapsed');
    expect((await read(`bookingPayments/${id}`)).status).toBe('lapsed');
    expect((await read(`orders/${id}-order`)).isPaid).toBe(false);
  });
});

describe('a refund made outside the app (charge.refunded)', () => {
  const refunded = (paymentIntentId: string, whole = true) =>
    stripeEvent('charge.refunded', {
      id: fresh('ch'),
      object: 'charge',
      payment_intent: paymentIntentId,
      amount: 2_500,
      amount_refunded: whole ? 2_500 : 1_000,
      refunded: whole,
    });

  it('keeps a refunded purchase out of a later settlement', async () => {
    const owner = await payee();
    const { id, endsAt } = await pastEvent(owner);
    const [kept, gone] = [await sale(id, owner, 'captured'), await sale(id, owner, 'captured')];
    await counted(id, endsAt, 2);

    expect(outcomeOf(await send(refunded(gone.paymentIntentId, false)))).toBe('unchanged');
    expect(outcomeOf(await send(refunded(gone.paymentIntentId)))).toBe('refunded');
    expect((await read(gone.path)).payment).toMatchObject({ status: 'refunded', refundedOutside: true });
    expect(await ticketsOf(gone.ticketIds)).toEqual([
      expect.objectContaining({ isPaid: false, refunded: true }),
      expect.objectContaining({ isPaid: false, refunded: true }),
    ]);
    expect((await ticketsOf(kept.ticketIds)).map((ticket) => ticket.isPaid)).toEqual([true, true]);

    const result = await settle(id);
    expect(result.outcome).toBe('settled');
    expect(await balanceOf(owner)).toBe(25);
    expect(await ledgerOf(owner)).toEqual([
      { id: `${id}_${owner}_tickets`, kind: 'tickets', amountPence: 2_500 },
    ]);
  });

  it('takes money already credited back from the payee, once, with a ledger entry', async () => {
    const owner = await payee();
    const { id, endsAt } = await pastEvent(owner);
    const [, gone] = [await sale(id, owner, 'captured'), await sale(id, owner, 'captured')];
    await counted(id, endsAt, 2);
    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(owner)).toBe(50);

    const event = refunded(gone.paymentIntentId);
    expect(outcomeOf(await send(event))).toBe('refunded-after-settlement');
    const purchaseId = gone.path.split('/')[1];
    expect(await balanceOf(owner)).toBe(25);
    expect(await ledgerOf(owner)).toEqual([
      { id: `${id}_${owner}_tickets`, kind: 'tickets', amountPence: 5_000 },
      {
        id: `${purchaseId}_${owner}_refundAfterSettlement`,
        kind: 'refundAfterSettlement',
        amountPence: -2_500,
      },
    ]);

    // Replayed, and the same refund reported again under a new event id: nothing more is taken.
    expect(outcomeOf(await send(event))).toBe('replayed');
    expect(outcomeOf(await send(refunded(gone.paymentIntentId)))).toBe('unchanged');
    expect(await balanceOf(owner)).toBe(25);
    expect(await ledgerOf(owner)).toHaveLength(2);
  });

  it("takes a refunded booking's credit back from the booked party", async () => {
    const owner = await payee();
    const dj = await payee();
    const { id } = await pastEvent(owner);
    const paymentIntentId = fresh('pi');
    await db.doc(`orders/${id}-order`).set({
      event: id,
      createdBy: owner,
      createdTo: dj,
      status: 'active',
      paymentMethod: 'card',
      venue: null,
      slot: { id: 'slot-1', title: 'DJ set', startTime: '7:00 PM', endTime: '10:00 PM', price: 80 },
    });
    await db.doc(`bookingPayments/${id}`).set({
      uid: owner,
      method: 'card',
      amountPence: 8_000,
      authorizationId: paymentIntentId,
      orderIds: [`${id}-order`],
      status: 'captured',
    });
    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(dj)).toBe(80);

    expect(outcomeOf(await send(refunded(paymentIntentId)))).toBe('refunded-after-settlement');
    expect((await read(`bookingPayments/${id}`)).status).toBe('refunded');
    expect((await read(`orders/${id}-order`)).isPaid).toBe(false);
    expect(await balanceOf(dj)).toBe(0);
    expect((await ledgerOf(dj)).map((entry) => [entry.kind, entry.amountPence])).toEqual([
      ['booking', 8_000],
      ['refundAfterSettlement', -8_000],
    ]);
  });
});

describe('disputes (charge.dispute.created / charge.dispute.closed)', () => {
  const disputeEvent = (
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    paymentIntentId: string,
    status: string,
    disputeId = fresh('dp'),
  ) =>
    stripeEvent(type, {
      id: disputeId,
      object: 'dispute',
      amount: 2_500,
      charge: fresh('ch'),
      payment_intent: paymentIntentId,
      status,
    });

  it('refuses the tickets and holds the event back while open; a won dispute lets both go', async () => {
    const owner = await payee();
    const { id, endsAt } = await pastEvent(owner);
    const [kept, contested] = [await sale(id, owner, 'captured'), await sale(id, owner, 'captured')];
    await counted(id, endsAt, 2);

    expect(
      outcomeOf(
        await send(disputeEvent('charge.dispute.created', contested.paymentIntentId, 'needs_response')),
      ),
    ).toBe('dispute-open');
    expect((await read(contested.path)).payment).toMatchObject({
      status: 'captured',
      dispute: { status: 'open' },
    });
    expect((await ticketsOf(contested.ticketIds)).map((ticket) => ticket.disputed)).toEqual([true, true]);
    expect((await ticketsOf(kept.ticketIds)).map((ticket) => ticket.disputed)).toEqual([
      undefined,
      undefined,
    ]);

    const waiting = await settle(id);
    expect(waiting).toMatchObject({ outcome: 'waiting', waitingFor: ['ticket-dispute'], entries: [] });
    expect(await balanceOf(owner)).toBe(0);

    expect(
      outcomeOf(await send(disputeEvent('charge.dispute.closed', contested.paymentIntentId, 'won'))),
    ).toBe('dispute-won');
    expect((await ticketsOf(contested.ticketIds)).map((ticket) => ticket.disputed)).toEqual([false, false]);
    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(owner)).toBe(50);
  });

  it('withholds a lost dispute, even when its closing arrives before its opening', async () => {
    const owner = await payee();
    const { id, endsAt } = await pastEvent(owner);
    const [, contested] = [await sale(id, owner, 'captured'), await sale(id, owner, 'captured')];
    await counted(id, endsAt, 2);
    const disputeId = fresh('dp');

    expect(
      outcomeOf(
        await send(disputeEvent('charge.dispute.closed', contested.paymentIntentId, 'lost', disputeId)),
      ),
    ).toBe('dispute-lost');
    expect(
      outcomeOf(
        await send(
          disputeEvent('charge.dispute.created', contested.paymentIntentId, 'needs_response', disputeId),
        ),
      ),
    ).toBe('dispute-lost');
    expect((await read(contested.path)).payment.dispute).toMatchObject({ id: disputeId, status: 'lost' });
    expect(await ticketsOf(contested.ticketIds)).toEqual([
      expect.objectContaining({ disputed: true, isPaid: false }),
      expect.objectContaining({ disputed: true, isPaid: false }),
    ]);

    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(owner)).toBe(25);
  });

  it('takes a dispute lost after settlement back from the payee, once', async () => {
    const owner = await payee();
    const { id, endsAt } = await pastEvent(owner);
    const [, contested] = [await sale(id, owner, 'captured'), await sale(id, owner, 'captured')];
    await counted(id, endsAt, 2);
    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(owner)).toBe(50);

    expect(
      outcomeOf(
        await send(disputeEvent('charge.dispute.created', contested.paymentIntentId, 'needs_response')),
      ),
    ).toBe('dispute-open');
    expect(await balanceOf(owner)).toBe(50);
    const lost = disputeEvent('charge.dispute.closed', contested.paymentIntentId, 'lost');
    expect(outcomeOf(await send(lost))).toBe('dispute-lost-after-settlement');
    expect(outcomeOf(await send(lost))).toBe('replayed');
    // A later 'won' for the same payment cannot undo the bank's decision.
    expect(
      outcomeOf(await send(disputeEvent('charge.dispute.closed', contested.paymentIntentId, 'won'))),
    ).toBe('dispute-lost');
    const purchaseId = contested.path.split('/')[1];
    expect(await balanceOf(owner)).toBe(25);
    expect((await ledgerOf(owner)).map((entry) => entry.id)).toEqual(
      [`${id}_${owner}_tickets`, `${purchaseId}_${owner}_disputeLost`].sort(),
    );
  });

  it("holds a disputed booking's payment back from its booked party until the dispute is decided", async () => {
    const owner = await payee();
    const dj = await payee();
    const { id } = await pastEvent(owner);
    const paymentIntentId = fresh('pi');
    await db.doc(`orders/${id}-order`).set({
      event: id,
      createdBy: owner,
      createdTo: dj,
      status: 'active',
      paymentMethod: 'card',
      venue: null,
      slot: { id: 'slot-1', title: 'DJ set', startTime: '7:00 PM', endTime: '10:00 PM', price: 80 },
    });
    await db.doc(`bookingPayments/${id}`).set({
      uid: owner,
      method: 'card',
      amountPence: 8_000,
      authorizationId: paymentIntentId,
      orderIds: [`${id}-order`],
      status: 'captured',
    });
    expect(
      outcomeOf(await send(disputeEvent('charge.dispute.created', paymentIntentId, 'needs_response'))),
    ).toBe('dispute-open');
    expect((await read(`orders/${id}-order`)).disputed).toBe(true);
    expect(await settle(id)).toMatchObject({ outcome: 'waiting', waitingFor: ['booking-dispute'] });
    expect(await balanceOf(dj)).toBe(0);
    expect(outcomeOf(await send(disputeEvent('charge.dispute.closed', paymentIntentId, 'won')))).toBe(
      'dispute-won',
    );
    expect((await settle(id)).outcome).toBe('settled');
    expect(await balanceOf(dj)).toBe(80);
  });
});

describe('payouts (payout.paid / payout.failed on a connected account)', () => {
  /** A withdrawal of £40 paid out, as withdrawal.ts leaves it, with the transfer the simulated provider made. */
  async function paidOut({ status = 'paid', storedPayoutId = true } = {}) {
    const uid = await payee();
    const accountId = fresh('acct');
    const withdrawalId = `wd-${randomBytes(12).toString('hex')}`;
    const transferId = fresh('tr_sim');
    const payoutId = fresh('po');
    await db.doc(`simulatedTransfers/${transferId}`).set({ accountId, amountPence: 4_000, currency: 'gbp' });
    await db.doc(`withdrawals/${withdrawalId}`).set({
      uid,
      accountId,
      amountPence: 4_000,
      status,
      transferId,
      payoutId: storedPayoutId ? payoutId : null,
      createdAt: Date.now() - HOUR,
      error: null,
      settledAt: status === 'paid' ? Date.now() - HOUR : null,
    });
    const payoutEvent = (type: 'payout.paid' | 'payout.failed', created?: number) =>
      stripeEvent(
        type,
        {
          id: payoutId,
          object: 'payout',
          amount: 4_000,
          description: `Withdrawal ${withdrawalId}`,
          status: type === 'payout.paid' ? 'paid' : 'failed',
          ...(type === 'payout.failed'
            ? { failure_code: 'account_closed', failure_message: 'The bank account has been closed.' }
            : {}),
        },
        { account: accountId, created },
      );
    return { uid, accountId, withdrawalId, transferId, payoutEvent };
  }

  const reversalsOf = async (transferId: string) =>
    (await db.collection('simulatedTransferReversals').where('transferId', '==', transferId).get()).size;

  it('marks a paid payout paid', async () => {
    const { withdrawalId, payoutEvent } = await paidOut();
    expect(outcomeOf(await send(payoutEvent('payout.paid')))).toBe('payout-paid');
    expect(await read(`withdrawals/${withdrawalId}`)).toMatchObject({ status: 'paid', payoutStatus: 'paid' });
    expect(outcomeOf(await send(payoutEvent('payout.paid')))).toBe('unchanged');
  });

  it('returns a failed payout to the balance once, with a statement line, and keeps it failed', async () => {
    const { uid, withdrawalId, transferId, payoutEvent } = await paidOut();
    const failed = payoutEvent('payout.failed');
    expect(outcomeOf(await send(failed))).toBe('payout-failed');
    expect(await read(`withdrawals/${withdrawalId}`)).toMatchObject({
      status: 'failed',
      payoutStatus: 'failed',
      error: 'The bank account has been closed.',
    });
    expect(await balanceOf(uid)).toBe(40);
    expect(await ledgerOf(uid)).toEqual([
      { id: `${withdrawalId}_payoutFailed`, kind: 'payoutFailed', amountPence: 4_000 },
    ]);
    expect(await reversalsOf(transferId)).toBe(1);
    expect(await read(`notifications/payout-${withdrawalId}`)).toMatchObject({ kind: 'payoutFailed' });

    // Replayed; then a payout.paid that arrives after the failure: nothing moves back, nothing is paid twice.
    expect(outcomeOf(await send(failed))).toBe('replayed');
    expect(outcomeOf(await send(payoutEvent('payout.paid')))).toBe('unchanged');
    expect(outcomeOf(await send(payoutEvent('payout.failed')))).toBe('unchanged');
    expect((await read(`withdrawals/${withdrawalId}`)).status).toBe('failed');
    expect(await balanceOf(uid)).toBe(40);
    expect(await ledgerOf(uid)).toHaveLength(1);
    expect(await reversalsOf(transferId)).toBe(1);
  });

  it('returns a payout that failed after it was reported paid', async () => {
    const { uid, withdrawalId, payoutEvent } = await paidOut();
    expect(outcomeOf(await send(payoutEvent('payout.paid')))).toBe('payout-paid');
    expect(outcomeOf(await send(payoutEvent('payout.failed')))).toBe('payout-failed');
    expect((await read(`withdrawals/${withdrawalId}`)).status).toBe('failed');
    expect(await balanceOf(uid)).toBe(40);
  });

  it('finds a payout by its description while the withdrawal has not stored its id yet', async () => {
    const { withdrawalId, payoutEvent } = await paidOut({ status: 'transferred', storedPayoutId: false });
    expect(outcomeOf(await send(payoutEvent('payout.paid')))).toBe('payout-paid');
    expect((await read(`withdrawals/${withdrawalId}`)).status).toBe('paid');
  });

  it('ignores a payout reported for another connected account', async () => {
    const { uid, withdrawalId, payoutEvent } = await paidOut();
    const event = { ...payoutEvent('payout.failed'), account: 'acct_someone_else' };
    expect(outcomeOf(await send(event))).toBe('not-ours');
    expect((await read(`withdrawals/${withdrawalId}`)).status).toBe('paid');
    expect(await balanceOf(uid)).toBe(0);
  });
});

describe("a payee's account (account.updated)", () => {
  it('keeps whether the account can be paid out and what is due, never an older report over a newer one', async () => {
    const uid = await payee();
    const accountId = fresh('acct');
    await db.doc(`managers/${uid}/private/account`).set({ connectAccountId: accountId }, { merge: true });
    const account = (payoutsEnabled: boolean, currentlyDue: string[], created: number) =>
      stripeEvent(
        'account.updated',
        {
          id: accountId,
          object: 'account',
          charges_enabled: true,
          payouts_enabled: payoutsEnabled,
          requirements: { currently_due: currentlyDue },
        },
        { account: accountId, created },
      );
    const now = nowSeconds();

    expect(outcomeOf(await send(account(false, ['individual.verification.document'], now)))).toBe(
      'payouts-disabled',
    );
    expect((await read(`managers/${uid}/private/account`)).payoutReadiness).toEqual({
      chargesEnabled: true,
      payoutsEnabled: false,
      currentlyDue: ['individual.verification.document'],
      updatedAt: now * 1000,
    });
    expect(outcomeOf(await send(account(true, [], now + 60)))).toBe('payouts-enabled');
    // An older report delivered late.
    expect(outcomeOf(await send(account(false, ['external_account'], now - 60)))).toBe('unchanged');
    expect((await read(`managers/${uid}/private/account`)).payoutReadiness).toMatchObject({
      payoutsEnabled: true,
      currentlyDue: [],
    });
    expect((await read(`managers/${uid}/private/account`)).currentBalance).toBe(0);
  });
});

describe('tickets whose money went before the event (returnUnpaidTickets)', () => {
  /** A sold-out event (two tickets, bought by one card purchase) with Ada waiting for one. */
  async function soldOutWithWaitlist() {
    const organizer = await harness.account('eventOrganizer');
    const visitor = harness.visitor();
    const eventId = fresh('evt');
    await db.doc(`events/${eventId}`).set(
      manualEventOnSale({
        title: 'Unpaid Gig',
        createdBy: organizer.uid,
        seats: 20,
        packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 2 }],
      }),
    );
    const bought = await visitor<{ purchaseId: string; ticketIds: string[] }>(
      'buyTickets',
      cardPurchase(eventId, 2, fresh),
    );
    const ada = await visitor<{ entryId: string }>('joinWaitlist', {
      eventId,
      packageIndex: 0,
      quantity: 1,
      name: 'Ada',
      email: `${fresh('ada')}@gigvenue.test`,
    });
    const purchasePath = `ticketPurchases/${bought.purchaseId}`;
    const { authorizationId } = (await read(purchasePath)).payment as { authorizationId: string };
    return { organizer, visitor, eventId, bought, ada, purchasePath, authorizationId };
  }

  /** The purchase's change runs returnUnpaidTickets after the webhook's commit: its offer is polled for. */
  async function offeredTo(entryId: string) {
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    while ((await read(`waitlist/${entryId}`)).status !== 'offered' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    return read(`waitlist/${entryId}`);
  }

  async function expectBackOnSale(
    sale: Awaited<ReturnType<typeof soldOutWithWaitlist>>,
    by: string,
    refundRefused: string,
  ) {
    expect(await offeredTo(sale.ada.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
    expect((await read(sale.purchasePath)).ticketRefund).toEqual({ at: expect.any(Number), by });
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), sale.eventId);
    expect(counters).toMatchObject({ sold: 0, revenuePence: 0, held: { Standard: 1 } });
    // The other ticket is on sale again; the organizer's Refund finds the purchase done.
    expect(
      (
        await sale.visitor<{ packages: { ticketsLeft: number }[] }>('getTicketSale', {
          eventId: sale.eventId,
        })
      ).packages[0]?.ticketsLeft,
    ).toBe(1);
    await expect(
      sale.organizer.call('refundTicketPurchase', { ticketId: sale.bought.ticketIds[0] }),
    ).rejects.toEqual(refusedWith('failed-precondition', refundRefused));
  }

  it("puts a purchase refunded in Stripe's dashboard back on sale, the waitlist first, once", async () => {
    const sale = await soldOutWithWaitlist();
    const event = stripeEvent('charge.refunded', {
      id: fresh('ch'),
      object: 'charge',
      payment_intent: sale.authorizationId,
      amount: 2_000,
      amount_refunded: 2_000,
      refunded: true,
    });
    expect(outcomeOf(await send(event))).toBe('refunded');
    await expectBackOnSale(sale, 'outside', 'These tickets were already refunded.');
  });

  it('puts a purchase whose card hold lapsed back on sale too', async () => {
    const sale = await soldOutWithWaitlist();
    // Its capture failed and was retried until the hold ran out at Stripe.
    await db.doc(sale.purchasePath).update({ 'payment.status': 'authorized' });
    const event = stripeEvent('payment_intent.canceled', {
      id: sale.authorizationId,
      object: 'payment_intent',
      cancellation_reason: 'automatic',
    });
    expect(outcomeOf(await send(event))).toBe('lapsed');
    await expectBackOnSale(sale, 'lapsed', 'These tickets were never paid for: their card payment lapsed.');
  });

  it("has the operator's return-unpaid put back what lapsed before the trigger was deployed, once", async () => {
    const sale = await soldOutWithWaitlist();
    // Written as a new document, which the update trigger never sees: as a purchase marked before its deploy.
    const purchase = (await db.doc(sale.purchasePath).get()).data() ?? {};
    await db.doc(sale.purchasePath).delete();
    await db.doc(sale.purchasePath).set({ ...purchase, payment: { ...purchase.payment, status: 'lapsed' } });
    const purchaseId = sale.purchasePath.split('/')[1];

    const first = await operator('return-unpaid');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`${purchaseId}: back on sale (${sale.eventId})`);
    await expectBackOnSale(sale, 'lapsed', 'These tickets were never paid for: their card payment lapsed.');
    const again = await operator('return-unpaid');
    expect(again.out).not.toContain(purchaseId);
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), sale.eventId);
    expect(counters).toMatchObject({ sold: 0, held: { Standard: 1 } });
  });

  it('returns the tickets once, however often the return is delivered', async () => {
    const sale = await soldOutWithWaitlist();
    const purchaseId = sale.purchasePath.split('/')[1];
    // Marked lapsed as the capture retry marks it: the trigger returns the tickets, then the return is delivered again.
    await db.doc(sale.purchasePath).update({ 'payment.status': 'lapsed' });
    await offeredTo(sale.ada.entryId);
    expect(await returnUnpaidPurchase(db, purchaseId)).toBeNull();
    expect(await returnUnpaidPurchase(db, purchaseId)).toBeNull();
    // The stored counts, not clamped at zero as the stock reads them: a second return would leave them at -2.
    const shards = await db.collection(`ticketStats/${sale.eventId}/shards`).get();
    const raw = (field: string) => shards.docs.reduce((sum, shard) => sum + Number(shard.get(field) ?? 0), 0);
    expect([raw('sold'), raw('revenuePence'), raw('holders')]).toEqual([0, 0, 0]);
    expect((await read(sale.purchasePath)).ticketRefund).toEqual({ at: expect.any(Number), by: 'lapsed' });
  });
});
