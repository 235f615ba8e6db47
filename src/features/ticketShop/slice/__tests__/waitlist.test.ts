import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { sagaHarness } from '@/testing/sagaHarness';
import {
  buyTickets,
  initialTicketShopState,
  joinWaitlist,
  loadSale,
  loadWaitlistOffer,
  ticketShopReducer,
  ticketsBought,
  waitlistJoined,
  waitlistJoinFailed,
  waitlistOfferClosed,
  waitlistOfferFailed,
  waitlistOfferLoaded,
  waitlistReset,
} from '../index';
import { buyTicketsSaga, joinWaitlistSaga, loadWaitlistOfferSaga } from '../saga';
import type { TicketShopState, WaitlistOrder } from '../types';

const TOO_MANY = { reason: 'tooManyWaitlistJoins' as const, params: {} };
const LAPSED = { reason: 'waitlistOfferLapsed' as const, params: {} };

const sales = vi.hoisted(() => ({ getSale: vi.fn(), buy: vi.fn(), getPurchase: vi.fn() }));
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: sales }));
const waitlist = vi.hoisted(() => ({ join: vi.fn(), getOffer: vi.fn(), subscribeForEvent: vi.fn() }));
vi.mock('@/services/waitlist.service', () => ({ waitlistService: waitlist }));

const order: WaitlistOrder = {
  eventId: 'evt-salsa',
  packageIndex: 1,
  quantity: 2,
  name: 'Cleo',
  email: 'cleo@example.com',
};
const link = { entryId: 'evt-salsa_1_0a1b2c3d4e5f6a7b', key: 'k1l2m3n4o5p6q7r8s9t0uv' };
const offer = { eventId: 'evt-salsa', packageIndex: 1, quantity: 2, heldUntil: Date.UTC(2031, 5, 2, 18, 35) };
const refusal = (reason: string, params: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${reason} [400]`), {
    code: 'functions/failed-precondition',
    details: { reason, params },
  });

async function run(saga: () => SagaIterator, state = initialTicketShopState): Promise<Action[]> {
  const harness = sagaHarness<{ ticketShop: TicketShopState }>({
    state: { ticketShop: state },
    reducer: (current, action) => ({ ticketShop: ticketShopReducer(current.ticketShop, action) }),
  });
  await harness.start(saga).toPromise();
  return harness.actions;
}

afterEach(() => {
  vi.resetAllMocks();
});

describe('waitlist reducer', () => {
  it('joins: pending, then the place in line, or the refusal', () => {
    const pending = ticketShopReducer(initialTicketShopState, joinWaitlist(order));
    expect(pending.waitlist.status).toBe('pending');
    // A second form's reset does not end a join under way.
    expect(ticketShopReducer(pending, waitlistReset()).waitlist.status).toBe('pending');
    const joined = ticketShopReducer(pending, waitlistJoined({ packageIndex: 1, position: 3 }));
    expect(joined.waitlist).toEqual({ status: 'succeeded', failure: null, packageIndex: 1, position: 3 });
    expect(ticketShopReducer(joined, waitlistReset()).waitlist).toEqual(initialTicketShopState.waitlist);
    expect(ticketShopReducer(pending, waitlistJoinFailed(TOO_MANY)).waitlist).toMatchObject({
      status: 'failed',
      failure: TOO_MANY,
      position: null,
    });
  });

  it("keeps an offer link's answer only for the link asked about last", () => {
    const loading = ticketShopReducer(initialTicketShopState, loadWaitlistOffer(link));
    expect(loading.offer).toEqual({ status: 'loading', link, offer: null, failure: null });
    const other = { ...link, key: 'zzzzzzzzzzzzzzzzzzzz' };
    expect(ticketShopReducer(loading, waitlistOfferLoaded({ link: other, offer }))).toBe(loading);
    const loaded = ticketShopReducer(loading, waitlistOfferLoaded({ link, offer }));
    expect(loaded.offer).toMatchObject({ status: 'succeeded', offer });
    const failed = ticketShopReducer(loading, waitlistOfferFailed({ link, failure: LAPSED }));
    expect(failed.offer).toMatchObject({ status: 'failed', failure: LAPSED, offer: null });
    expect(ticketShopReducer(loaded, waitlistOfferClosed()).offer).toEqual(initialTicketShopState.offer);
  });
});

describe('joinWaitlistSaga', () => {
  it('joins through the service and passes on the place in line', async () => {
    waitlist.join.mockResolvedValue({ entryId: 'evt-salsa_1_x', position: 3 });
    const actions = await run(() => joinWaitlistSaga(joinWaitlist(order)));
    expect(waitlist.join).toHaveBeenCalledWith(order);
    expect(actions).toContainEqual(waitlistJoined({ packageIndex: 1, position: 3 }));
  });

  it("keeps a refusal's reason and reloads the sale, whose tickets may be back on sale", async () => {
    waitlist.join.mockRejectedValue(refusal('waitlistNotSoldOut', { detail: 'VIP' }));
    const actions = await run(() => joinWaitlistSaga(joinWaitlist(order)));
    expect(actions).toContainEqual(
      waitlistJoinFailed({ reason: 'waitlistNotSoldOut', params: { detail: 'VIP' } }),
    );
    expect(actions).toContainEqual(loadSale('evt-salsa'));
  });
});

describe('loadWaitlistOfferSaga', () => {
  it('reads the offer, or says why the link holds nothing', async () => {
    waitlist.getOffer.mockResolvedValueOnce(offer).mockRejectedValueOnce(refusal('waitlistOfferUsed'));
    expect(await run(() => loadWaitlistOfferSaga(loadWaitlistOffer(link)))).toContainEqual(
      waitlistOfferLoaded({ link, offer }),
    );
    expect(await run(() => loadWaitlistOfferSaga(loadWaitlistOffer(link)))).toContainEqual(
      waitlistOfferFailed({ link, failure: { reason: 'waitlistOfferUsed', params: {} } }),
    );
    expect(waitlist.getOffer).toHaveBeenCalledWith(link);
  });
});

describe('buyTicketsSaga with an offer', () => {
  it('sends the offer with the purchase', async () => {
    const bought = { purchaseId: 'pur-1', accessKey: 'k', ticketIds: ['T1'], totalPence: 0 };
    sales.buy.mockResolvedValue(bought);
    const actions = await run(() =>
      buyTicketsSaga(buyTickets({ order: { ...order, quantity: 1 }, payment: null, offer: link })),
    );
    expect(sales.buy).toHaveBeenCalledWith({
      ...order,
      quantity: 1,
      requestId: expect.stringMatching(/^req-/),
      offer: link,
    });
    expect(actions).toContainEqual(ticketsBought(bought));
  });
});
