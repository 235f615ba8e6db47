import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { paymentsService } from '@/services/payments.service';
import {
  buyBankCheckAnswered,
  buyFailed,
  buyRequestForgotten,
  buyRequestPrepared,
  buyRetrying,
  buyTickets,
  initialTicketShopState,
  loadPurchase,
  loadSale,
  purchaseLoaded,
  purchaseLoadFailed,
  saleLoaded,
  saleLoadFailed,
  ticketShopReducer,
  ticketsBought,
} from '../index';
import { buyTicketsSaga, loadPurchaseSaga, loadSaleSaga } from '../saga';
import type { BuySubmission, TicketShopState } from '../types';
import { purchaseOf, saleOf } from './fixtures';
import { sagaHarness } from '@/testing/sagaHarness';

const sales = vi.hoisted(() => ({ getSale: vi.fn(), buy: vi.fn(), getPurchase: vi.fn() }));
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: sales }));

/** The store the sagas run against: the real reducer, so a retry sees what the first attempt left behind. */
function shop() {
  const harness = sagaHarness<{ ticketShop: TicketShopState }>({
    state: { ticketShop: initialTicketShopState },
    reducer: (state, action) => ({ ticketShop: ticketShopReducer(state.ticketShop, action) }),
  });
  return {
    /** What this saga dispatched (earlier runs' actions left out). */
    async run(saga: () => SagaIterator): Promise<Action[]> {
      const before = harness.actions.length;
      await harness.start(saga).toPromise();
      return harness.actions.slice(before);
    },
  };
}

// What the Functions SDK rejects with: a code and the function's message with the HTTP status appended.
const callableError = (code: string, message: string) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}` });

const free: BuySubmission = {
  order: {
    eventId: 'evt-salsa',
    packageIndex: 0,
    quantity: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  },
  payment: null,
};
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2032, cvc: '123' };
const byCard: BuySubmission = { ...free, payment: { method: 'simulatedCard', card } };
const bought = { purchaseId: 'pur-1', accessKey: 'key-1', ticketIds: ['T1', 'T2'], totalPence: 2400 };

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('loading the sale', () => {
  it("shows the event's sale", async () => {
    sales.getSale.mockResolvedValueOnce(saleOf());
    expect(await shop().run(() => loadSaleSaga(loadSale('evt-salsa')))).toEqual([
      saleLoaded({ eventId: 'evt-salsa', sale: saleOf() }),
    ]);
    expect(sales.getSale).toHaveBeenCalledWith('evt-salsa');
  });

  it('answers an unknown event as nothing to show, and an unreachable server as such', async () => {
    sales.getSale.mockRejectedValueOnce(callableError('not-found', 'No Event Details'));
    expect(await shop().run(() => loadSaleSaga(loadSale('ghost')))).toEqual([
      saleLoaded({ eventId: 'ghost', sale: null }),
    ]);
    sales.getSale.mockRejectedValueOnce(callableError('unavailable', 'internal'));
    expect(await shop().run(() => loadSaleSaga(loadSale('evt-salsa')))).toEqual([
      saleLoadFailed({ eventId: 'evt-salsa', failure: { reason: 'serverUnreachable', params: {} } }),
    ]);
  });
});

describe('buying tickets', () => {
  it('buys free tickets without a card, under a new request id', async () => {
    sales.buy.mockResolvedValueOnce(bought);
    const actions = await shop().run(() => buyTicketsSaga(buyTickets(free)));
    const request = sales.buy.mock.calls[0][0];
    expect(request).toEqual({ ...free.order, requestId: expect.stringMatching(/^req-[a-z0-9-]+$/) });
    expect(request).not.toHaveProperty('cardToken');
    expect(actions.at(-1)).toEqual(ticketsBought(bought));
  });

  it('turns the simulated card into a token in the browser and sends only the token', async () => {
    const tokenize = vi.spyOn(paymentsService, 'tokenizeSimulatedCard');
    sales.buy.mockResolvedValueOnce(bought);
    const actions = await shop().run(() => buyTicketsSaga(buyTickets(byCard)));
    expect(tokenize).toHaveBeenCalledWith(card);
    expect(sales.buy.mock.calls[0][0]).toMatchObject({ cardToken: 'tok_sim_visa_4242' });
    expect(JSON.stringify(actions)).not.toContain('4242424242424242');
  });

  it('passes on a token Stripe Elements made', async () => {
    sales.buy.mockResolvedValueOnce(bought);
    await shop().run(() =>
      buyTicketsSaga(buyTickets({ ...free, payment: { method: 'card', cardToken: 'pm_123' } })),
    );
    expect(sales.buy.mock.calls[0][0]).toMatchObject({ cardToken: 'pm_123' });
  });

  it("shows the server's refusal and reloads what is left", async () => {
    sales.buy.mockRejectedValueOnce(
      callableError('failed-precondition', 'Sorry! Only 1 tickets left for VIP.'),
    );
    const actions = await shop().run(() => buyTicketsSaga(buyTickets(byCard)));
    expect(actions.slice(-2)).toEqual([
      buyFailed({ reason: 'request', params: { detail: 'Sorry! Only 1 tickets left for VIP.' } }),
      loadSale('evt-salsa'),
    ]);
  });

  it('sends the same purchase again under the same request id, and a changed one under a new id', async () => {
    const store = shop();
    sales.buy.mockRejectedValueOnce(new Error('network-request-failed'));
    await store.run(() => buyTicketsSaga(buyTickets(byCard)));
    sales.buy.mockRejectedValueOnce(new Error('network-request-failed'));
    const retry = await store.run(() => buyTicketsSaga(buyTickets(byCard)));
    const [first, second] = sales.buy.mock.calls.map(([request]) => request.requestId);
    expect(second).toBe(first);
    expect(retry).toContainEqual(buyRequestPrepared({ requestId: first, fingerprint: expect.any(String) }));

    sales.buy.mockResolvedValueOnce(bought);
    await store.run(() => buyTicketsSaga(buyTickets({ ...byCard, order: { ...byCard.order, quantity: 1 } })));
    const third = sales.buy.mock.calls[2][0].requestId;
    expect(third).not.toBe(first);

    // Once bought, the same purchase again is a new one.
    sales.buy.mockResolvedValueOnce(bought);
    await store.run(() => buyTicketsSaga(buyTickets({ ...byCard, order: { ...byCard.order, quantity: 1 } })));
    expect(sales.buy.mock.calls[3][0].requestId).not.toBe(third);
  });
});

describe('a purchase that timed out or found the server busy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is sent again with the same request id, telling the buyer the shop is still trying, until it is bought', async () => {
    vi.useFakeTimers();
    sales.buy
      .mockRejectedValueOnce(callableError('deadline-exceeded', 'deadline-exceeded'))
      .mockRejectedValueOnce(callableError('unavailable', 'unavailable'))
      .mockResolvedValueOnce(bought);
    const running = shop().run(() => buyTicketsSaga(buyTickets(byCard)));
    await vi.runAllTimersAsync();
    const actions = await running;
    const ids = sales.buy.mock.calls.map(([request]) => request.requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(actions.filter((action) => action.type === buyRetrying.type)).toHaveLength(2);
    expect(actions.at(-1)).toEqual(ticketsBought(bought));
  });

  it('gives up after a few tries, and never retries a refusal', async () => {
    vi.useFakeTimers();
    sales.buy.mockRejectedValue(callableError('unavailable', 'The service is unavailable.'));
    const running = shop().run(() => buyTicketsSaga(buyTickets(byCard)));
    await vi.runAllTimersAsync();
    const actions = await running;
    expect(sales.buy).toHaveBeenCalledTimes(5);
    expect(actions).toContainEqual(buyFailed({ reason: 'serverUnreachable', params: {} }));
    sales.buy.mockReset();
    sales.buy.mockRejectedValueOnce(callableError('failed-precondition', 'Sorry! Tickets Are Sold Out !'));
    await shop().run(() => buyTicketsSaga(buyTickets(byCard)));
    expect(sales.buy).toHaveBeenCalledTimes(1);
  });
});

describe("the card's bank asking the buyer to confirm (3-D Secure)", () => {
  const bankCheck = () =>
    Object.assign(new Error('Your bank needs you to confirm this payment. [400]'), {
      code: 'functions/failed-precondition',
      details: { reason: 'paymentAuthenticationRequired', params: { clientSecret: 'sim_pi_1_secret_sim' } },
    });

  function harness() {
    return sagaHarness<{ ticketShop: TicketShopState }>({
      state: { ticketShop: initialTicketShopState },
      reducer: (state, action) => ({ ticketShop: ticketShopReducer(state.ticketShop, action) }),
    });
  }

  it('shows the bank step, tells the simulated bank the answer and sends the same purchase again', async () => {
    const answered = vi.spyOn(paymentsService, 'answerSimulatedBank').mockResolvedValue();
    sales.buy.mockRejectedValueOnce(bankCheck()).mockResolvedValueOnce(bought);
    const store = harness();
    const task = store.start(buyTicketsSaga, buyTickets(byCard));
    await vi.waitFor(() => expect(store.state.ticketShop.buy.bankCheck).toBe('sim_pi_1_secret_sim'));
    store.put(buyBankCheckAnswered('complete'));
    await task.toPromise();
    expect(answered).toHaveBeenCalledWith('sim_pi_1_secret_sim', 'complete');
    const [first, second] = sales.buy.mock.calls.map(([request]) => request.requestId);
    expect(second).toBe(first);
    expect(store.actions).toContainEqual(ticketsBought(bought));
    expect(store.state.ticketShop.buy.bankCheck).toBeNull();
  });

  it("makes the next try a new purchase once the bank refused, and says why in the buyer's words", async () => {
    vi.spyOn(paymentsService, 'answerSimulatedBank').mockResolvedValue();
    const refused = Object.assign(new Error('Your bank did not confirm this payment [400]'), {
      code: 'functions/failed-precondition',
      details: { reason: 'paymentAuthenticationFailed', params: {} },
    });
    sales.buy.mockRejectedValueOnce(bankCheck()).mockRejectedValueOnce(refused);
    const store = harness();
    const task = store.start(buyTicketsSaga, buyTickets(byCard));
    await vi.waitFor(() => expect(store.state.ticketShop.buy.bankCheck).not.toBeNull());
    store.put(buyBankCheckAnswered('fail'));
    await task.toPromise();
    expect(store.state.ticketShop.buy).toMatchObject({ status: 'failed', requestId: null, bankCheck: null });
    expect(store.actions).toContainEqual(buyRequestForgotten());
  });
});

describe("loading the buyer's tickets", () => {
  it('reads the purchase with its key', async () => {
    sales.getPurchase.mockResolvedValueOnce(purchaseOf());
    expect(
      await shop().run(() => loadPurchaseSaga(loadPurchase({ purchaseId: 'pur-1', key: 'key-1' }))),
    ).toEqual([purchaseLoaded({ purchaseId: 'pur-1', purchase: purchaseOf() })]);
    expect(sales.getPurchase).toHaveBeenCalledWith('pur-1', 'key-1');
  });

  it('answers a wrong key as nothing to show, and any other failure with its message', async () => {
    sales.getPurchase.mockRejectedValueOnce(callableError('not-found', 'No Event Details'));
    expect(
      await shop().run(() => loadPurchaseSaga(loadPurchase({ purchaseId: 'pur-1', key: 'wrong' }))),
    ).toEqual([purchaseLoaded({ purchaseId: 'pur-1', purchase: null })]);
    sales.getPurchase.mockRejectedValueOnce(new Error('offline'));
    expect(
      await shop().run(() => loadPurchaseSaga(loadPurchase({ purchaseId: 'pur-1', key: 'key-1' }))),
    ).toEqual([
      purchaseLoadFailed({
        purchaseId: 'pur-1',
        failure: { reason: 'request', params: { detail: 'offline' } },
      }),
    ]);
  });
});
