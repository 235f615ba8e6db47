import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { PaymentMethod } from '@gigvenue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { resumeStalledWithdrawals, withdrawalIdFor } from '../../functions/src/payouts/withdrawal';
import { settleDueEvents, settleEvent } from '../../functions/src/settlement/settleEvent';
import { callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';

// Money against the emulators: settlement of ended events into ledger entries and balances (once, however often or
// concurrently it runs), and withdrawals through the callables as real signed-in accounts with the simulated provider:
// every branch of the spec's state machine, failures that give the money back, and ten withdrawals at once paying once.

const harness = callableHarness('money-test');
const { fresh, account } = harness;
let admin: AdminFirestore;

const dayMs = (key: string) => Date.parse(`${key}T00:00:00Z`);

interface Paid {
  outcome: 'paid';
  withdrawalId: string;
  amountPence: number;
}

const balanceOf = async (uid: string) =>
  (await admin.doc(`managers/${uid}/private/account`).get()).get('currentBalance') as number;
const setConfig = (uid: string, config: Record<string, unknown>) =>
  admin.doc(`managers/${uid}/private/account`).set({ config }, { merge: true });
const ledgerOf = async (uid: string): Promise<DocumentData[]> =>
  (await admin.collection('ledger').where('payeeId', '==', uid).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  }));
const payoutsOf = async (accountId: string) =>
  (await admin.collection('simulatedPayouts').where('accountId', '==', accountId).get()).docs.map((doc) =>
    doc.data(),
  );
const accountIdOf = async (uid: string) =>
  (await admin.doc(`managers/${uid}/private/account`).get()).get('connectAccountId') as string;

/**
 * An event of `owner` on `day`, 7 PM for 3 hours, with its orders (card or cash) and ticket counters. Three days ago
 * by default: its ticket money is past the 48-hour clearance (TICKET_CLEARANCE_HOURS) whatever the time of day.
 */
async function pastEvent(
  owner: string,
  {
    day = dayAfter(-3),
    orders = [] as { to: string; price: number; method?: PaymentMethod }[],
    revenuePence = 0,
    sold = 0,
  } = {},
): Promise<string> {
  const id = fresh('evt');
  await admin.doc(`events/${id}`).set({
    title: 'Settled Salsa',
    date: dayMs(day),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    status: 'active',
    isFeaturedTaxApply: false,
    isPaymentCleared: false,
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 100 }],
    createdBy: owner,
  });
  for (const [index, order] of orders.entries()) {
    await admin.doc(`orders/${id}-order-${index}`).set({
      event: id,
      createdBy: owner,
      createdTo: order.to,
      status: 'active',
      paymentMethod: order.method ?? 'card',
      kind: 'manager',
      venue: null,
      slot: { id: `slot-${index}`, startTime: '7:00 PM', endTime: '10:00 PM', price: order.price },
    });
  }
  if (sold > 0)
    await admin
      .doc(`ticketStats/${id}`)
      .set({ eventId: id, sold, revenuePence, checkedIn: 0, holders: sold, packages: { Standard: sold } });
  return id;
}

/** A balance that came from a settlement, as every balance does. */
async function earned(caller: Caller, pounds: number): Promise<void> {
  await pastEvent('someone-else', { orders: [{ to: caller.uid, price: pounds }] }).then((id) =>
    settleEvent(admin, id),
  );
}

async function withCard(caller: Caller): Promise<void> {
  const { tokenId } = await caller.call<{ tokenId: string }>('createCardToken', {
    cardNumber: '4242 4242 4242 4242',
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  await caller.call('attachPayoutCard', { cardToken: tokenId });
}

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('settlement', () => {
  it('credits each payee once: booked slots minus their orders percentage, tickets minus tax and fee; cash is only recorded', async () => {
    const [organizer, manager, owner] = [
      await account('eventOrganizer'),
      await account('eventManager'),
      await account('venueOwner'),
    ];
    await setConfig(organizer.uid, { perTicketPercentage: 5, platformFees: 2.5 });
    await setConfig(manager.uid, { ordersPercantage: 10 });
    await setConfig(owner.uid, { ordersPercantage: 12.5 });
    const eventId = await pastEvent(organizer.uid, {
      orders: [
        { to: manager.uid, price: 80 },
        { to: owner.uid, price: 150 },
        { to: owner.uid, price: 25.5 },
        { to: manager.uid, price: 40, method: 'cash' },
      ],
      sold: 4,
      revenuePence: 5_000,
    });

    const first = await settleEvent(admin, eventId);
    expect(first.outcome).toBe('settled');
    expect(await balanceOf(manager.uid)).toBe(72);
    // 12.5 % of £175.50 is £21.9375, taken once and rounded: £21.94.
    expect(await balanceOf(owner.uid)).toBe(153.56);
    // £50 less 5 % tax (£2.50) and 2.5 % fee (£1.25).
    expect(await balanceOf(organizer.uid)).toBe(46.25);
    const managerEntries = await ledgerOf(manager.uid);
    expect(
      managerEntries.map((entry) => [entry.id, entry.kind, entry.amountPence, entry.credited]).sort(),
    ).toEqual(
      [
        [`${eventId}_${manager.uid}_booking`, 'booking', 7_200, true],
        [`${eventId}_${manager.uid}_cashCollected`, 'cashCollected', 0, false],
      ].sort(),
    );
    const event = (await admin.doc(`events/${eventId}`).get()).data();
    expect(event).toMatchObject({ status: 'completed', isPaymentCleared: true });
    const orders = await admin.collection('orders').where('event', '==', eventId).get();
    expect(orders.docs.map((order) => order.get('status'))).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);

    // Again, and twice at once: nothing more is credited.
    const again = await Promise.all([
      settleEvent(admin, eventId),
      settleEvent(admin, eventId),
      settleEvent(admin, eventId),
    ]);
    expect(again.map((result) => result.outcome)).toEqual([
      'already-settled',
      'already-settled',
      'already-settled',
    ]);
    expect([
      await balanceOf(manager.uid),
      await balanceOf(owner.uid),
      await balanceOf(organizer.uid),
    ]).toEqual([72, 153.56, 46.25]);
    expect(await ledgerOf(manager.uid)).toHaveLength(2);
  });

  it('settles concurrently started runs of one event exactly once', async () => {
    const [organizer, manager] = [await account('eventOrganizer'), await account('eventManager')];
    const eventId = await pastEvent(organizer.uid, { orders: [{ to: manager.uid, price: 33.33 }] });
    const results = await Promise.all(Array.from({ length: 5 }, () => settleEvent(admin, eventId)));
    expect(results.filter((result) => result.outcome === 'settled')).toHaveLength(1);
    expect(await balanceOf(manager.uid)).toBe(33.33);
    expect(await ledgerOf(manager.uid)).toHaveLength(1);
  });

  it('leaves an event that has not ended, and settles it once its end has passed', async () => {
    const [organizer, manager] = [await account('eventOrganizer'), await account('eventManager')];
    const today = dayAfter(0);
    const eventId = await pastEvent(organizer.uid, { day: today, orders: [{ to: manager.uid, price: 10 }] });
    // 7 PM London plus three hours: still on at 9 PM UTC in winter, over at 11 PM.
    const onTheDay = (hourUtc: number) => new Date(dayMs(today) + hourUtc * 60 * 60 * 1000);
    const londonOffset = new Date(dayMs(today))
      .toLocaleString('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' })
      .endsWith('BST')
      ? 1
      : 0;
    expect((await settleEvent(admin, eventId, onTheDay(21 - londonOffset))).outcome).toBe('not-over');
    const run = await settleDueEvents(admin, onTheDay(22 - londonOffset));
    expect(run.settled).toContain(eventId);
    expect(run.failed.map((failure) => failure.eventId)).not.toContain(eventId);
    expect(await balanceOf(manager.uid)).toBe(10);
    const future = await pastEvent(organizer.uid, { day: dayAfter(3) });
    expect((await settleDueEvents(admin, new Date())).settled).not.toContain(future);
    expect((await admin.doc(`events/${future}`).get()).get('status')).toBe('active');
  });
});

describe('withdrawals', () => {
  it('asks for a card first, then pays out the whole stored balance once and resets it to zero', async () => {
    const manager = await account('eventManager');
    await earned(manager, 123.45);
    expect(await manager.call('withdrawBalance', { requestId: fresh('req') })).toEqual({
      outcome: 'needsCard',
    });
    expect(await manager.call('getPayoutAccount', {})).toMatchObject({ cards: [], capabilitiesActive: true });

    await withCard(manager);
    const { cards } = await manager.call<{ cards: unknown[] }>('getPayoutAccount', {});
    expect(cards).toEqual([
      {
        id: expect.any(String),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 2,
      },
    ]);

    const requestId = fresh('req');
    // An amount from the client is ignored: the stored balance is what leaves.
    const paid = await manager.call<Paid>('withdrawBalance', { requestId, amountPence: 99_999_999 });
    expect(paid).toEqual({
      outcome: 'paid',
      withdrawalId: expect.stringMatching(/^wd-/),
      amountPence: 12_345,
    });
    expect(await balanceOf(manager.uid)).toBe(0);
    const accountId = await accountIdOf(manager.uid);
    expect(await payoutsOf(accountId)).toEqual([
      expect.objectContaining({ amountPence: 12_345, currency: 'gbp', card: 'visa 4242' }),
    ]);
    expect((await admin.doc(`withdrawals/${paid.withdrawalId}`).get()).data()).toMatchObject({
      uid: manager.uid,
      status: 'paid',
      amountPence: 12_345,
    });
    expect((await admin.doc(`notifications/payout-${paid.withdrawalId}`).get()).data()).toMatchObject({
      createdTo: manager.uid,
      title: 'Payout sent',
      kind: 'payoutPaid',
      params: { amountPence: 12_345 },
      subjectType: 'payment',
    });

    // The same request again is the same withdrawal; a new one finds nothing left.
    expect(await manager.call('withdrawBalance', { requestId })).toEqual(paid);
    await expect(manager.call('withdrawBalance', { requestId: fresh('req') })).rejects.toEqual(
      refusedWith('failed-precondition', 'Error! Not enough balance available'),
    );
    expect(await payoutsOf(accountId)).toHaveLength(1);
  });

  it('says when verification is pending, and sends an unverified account to onboarding', async () => {
    const owner = await account('venueOwner');
    await earned(owner, 20);
    await withCard(owner);
    const accountRef = admin.doc(`simulatedAccounts/${await accountIdOf(owner.uid)}`);
    await accountRef.update({ capabilitiesActive: false, verificationPending: true });
    expect(await owner.call('withdrawBalance', { requestId: fresh('req') })).toEqual({
      outcome: 'verificationPending',
    });
    await accountRef.update({ verificationPending: false });
    expect(await owner.call('withdrawBalance', { requestId: fresh('req') })).toEqual({
      outcome: 'onboarding',
      url: expect.stringContaining('/payments?simulatedOnboarding='),
    });
    expect(await balanceOf(owner.uid)).toBe(20);
  });

  it("gives the money back when the provider refuses the transfer, with the provider's words", async () => {
    const organizer = await account('eventOrganizer');
    await earned(organizer, 55.5);
    await withCard(organizer);
    await admin
      .doc(`simulatedAccounts/${await accountIdOf(organizer.uid)}`)
      .update({ failTransfers: 'Insufficient funds in Stripe account.' });
    await expect(organizer.call('withdrawBalance', { requestId: fresh('req') })).rejects.toEqual(
      refusedWith('aborted', 'Insufficient funds in Stripe account.'),
    );
    expect(await balanceOf(organizer.uid)).toBe(55.5);
    const kinds = (await ledgerOf(organizer.uid)).map((entry) => [entry.kind, entry.amountPence]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['withdrawal', -5_550],
        ['withdrawalReturned', 5_550],
      ]),
    );
    expect(await payoutsOf(await accountIdOf(organizer.uid))).toEqual([]);
  });

  it('keeps a transferred amount out of the balance when only the payout to the card fails', async () => {
    const manager = await account('eventManager');
    await earned(manager, 30);
    await withCard(manager);
    await admin
      .doc(`simulatedAccounts/${await accountIdOf(manager.uid)}`)
      .update({ failPayouts: 'Your card was declined for payouts.' });
    await expect(manager.call('withdrawBalance', { requestId: fresh('req') })).rejects.toEqual(
      refusedWith('aborted', 'Your card was declined for payouts.'),
    );
    expect(await balanceOf(manager.uid)).toBe(0);
    const withdrawals = await admin.collection('withdrawals').where('uid', '==', manager.uid).get();
    expect(withdrawals.docs.map((doc) => doc.get('status'))).toEqual(['payoutFailed']);
  });

  it('pays exactly once when ten withdrawals of one account arrive at once', async () => {
    const owner = await account('venueOwner');
    await earned(owner, 200);
    await earned(owner, 0.99);
    await withCard(owner);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => owner.call<Paid>('withdrawBalance', { requestId: fresh('req') })),
    );
    const paid = results.filter(
      (result): result is PromiseFulfilledResult<Paid> => result.status === 'fulfilled',
    );
    expect(paid.map((result) => result.value.amountPence)).toEqual([20_099]);
    for (const result of results.filter((item) => item.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toEqual(
        refusedWith('failed-precondition', 'Error! Not enough balance available'),
      );
    }
    expect(await payoutsOf(await accountIdOf(owner.uid))).toHaveLength(1);
    const balancePence = Math.round((await balanceOf(owner.uid)) * 100);
    expect(balancePence).toBe(0);
    const entries = await ledgerOf(owner.uid);
    const credits = entries
      .filter((entry) => entry.kind === 'booking')
      .reduce((sum, entry) => sum + (entry.amountPence as number), 0);
    const paidOut = (await payoutsOf(await accountIdOf(owner.uid))).reduce(
      (sum, payout) => sum + (payout.amountPence as number),
      0,
    );
    expect(credits).toBe(paidOut + balancePence);
  });

  it('refuses what it must: a suspended account, a bad card, a declined card, an empty balance', async () => {
    const suspended = await account('eventManager', 'suspended');
    await expect(suspended.call('withdrawBalance', { requestId: fresh('req') })).rejects.toEqual(
      refusedWith('permission-denied', 'Only an active account can be paid out.'),
    );
    const manager = await account('eventManager');
    await expect(manager.call('withdrawBalance', {})).rejects.toEqual(
      refusedWith('invalid-argument', 'Invalid request.'),
    );
    await expect(
      manager.call('createCardToken', {
        cardNumber: '12',
        expiryMonth: 1,
        expiryYear: new Date().getFullYear() + 3,
        cvc: '123',
      }),
    ).rejects.toEqual(refusedWith('aborted', 'Your card number is incorrect.'));
    const { tokenId } = await manager.call<{ tokenId: string }>('createCardToken', {
      cardNumber: '4000000000000002',
      expiryMonth: 1,
      expiryYear: new Date().getFullYear() + 3,
      cvc: '123',
    });
    await expect(manager.call('attachPayoutCard', { cardToken: tokenId })).rejects.toEqual(
      refusedWith('aborted', 'Your card was declined.'),
    );
    await withCard(manager);
    await expect(manager.call('withdrawBalance', { requestId: fresh('req') })).rejects.toEqual(
      refusedWith('failed-precondition', 'Error! Not enough balance available'),
    );
  });

  it('finishes a withdrawal that stopped half-way, once, and tells a retry that comes too soon to wait', async () => {
    const owner = await account('venueOwner');
    await earned(owner, 12);
    await withCard(owner);
    const accountId = await accountIdOf(owner.uid);
    const requestId = fresh('req');
    const withdrawalId = withdrawalIdFor(owner.uid, requestId);
    // As a function that stopped right after reserving would have left it.
    await admin.doc(`withdrawals/${withdrawalId}`).set({
      uid: owner.uid,
      accountId,
      amountPence: 1_200,
      status: 'reserved',
      transferId: null,
      payoutId: null,
      error: null,
      createdAt: Date.now(),
      settledAt: null,
    });
    await admin.doc(`managers/${owner.uid}/private/account`).update({ currentBalance: 0 });
    await expect(owner.call('withdrawBalance', { requestId })).rejects.toEqual(
      refusedWith('aborted', 'Your withdrawal is being processed. Try again later!'),
    );

    await admin.doc(`withdrawals/${withdrawalId}`).update({ createdAt: Date.now() - 10 * 60 * 1000 });
    const provider = createSimulatedProvider(() => admin);
    const first = await resumeStalledWithdrawals(admin, provider);
    expect(first.resumed).toBeGreaterThanOrEqual(1);
    expect((await admin.doc(`withdrawals/${withdrawalId}`).get()).get('status')).toBe('paid');
    await resumeStalledWithdrawals(admin, provider);
    expect(await payoutsOf(accountId)).toEqual([expect.objectContaining({ amountPence: 1_200 })]);
    expect(await owner.call('withdrawBalance', { requestId })).toEqual({
      outcome: 'paid',
      withdrawalId,
      amountPence: 1_200,
    });
  });
});
