import { describe, expect, it } from 'vitest';
import {
  buyFailed,
  buyRequestPrepared,
  buyReset,
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
import type { BuySubmission } from '../types';
import { purchaseOf, saleOf } from './fixtures';

const OFFLINE = { reason: 'serverUnreachable' as const, params: {} };
const SOLD_OUT = { reason: 'soldOut' as const, params: {} };

const submission: BuySubmission = {
  order: {
    eventId: 'evt-salsa',
    packageIndex: 0,
    quantity: 2,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  },
  payment: null,
};
const bought = { purchaseId: 'pur-1', accessKey: 'key-1', ticketIds: ['T1', 'T2'], totalPence: 2400 };

describe('ticketShopReducer: the sale', () => {
  it('loads an event and keeps it on screen while the same event reloads', () => {
    const loaded = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, loadSale('evt-salsa')),
      saleLoaded({ eventId: 'evt-salsa', sale: saleOf() }),
    );
    expect(loaded.sale).toEqual({ status: 'succeeded', eventId: 'evt-salsa', sale: saleOf(), failure: null });
    const reloading = ticketShopReducer(loaded, loadSale('evt-salsa'));
    expect(reloading.sale).toMatchObject({ status: 'loading', sale: saleOf() });
    expect(
      ticketShopReducer(reloading, saleLoadFailed({ eventId: 'evt-salsa', failure: OFFLINE })).sale,
    ).toEqual({
      status: 'failed',
      eventId: 'evt-salsa',
      sale: saleOf(),
      failure: OFFLINE,
    });
  });

  it('forgets another event, records a missing one as found empty and ignores answers for an event no longer shown', () => {
    const loaded = ticketShopReducer(
      initialTicketShopState,
      saleLoaded({ eventId: 'evt-salsa', sale: saleOf() }),
    );
    expect(loaded.sale.sale).toBeNull();
    const other = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, loadSale('evt-salsa')),
      loadSale('evt-other'),
    );
    expect(ticketShopReducer(other, saleLoaded({ eventId: 'evt-salsa', sale: saleOf() })).sale).toBe(
      other.sale,
    );
    expect(ticketShopReducer(other, saleLoaded({ eventId: 'evt-other', sale: null })).sale).toEqual({
      status: 'succeeded',
      eventId: 'evt-other',
      sale: null,
      failure: null,
    });
    expect(
      ticketShopReducer(other, saleLoadFailed({ eventId: 'evt-salsa', failure: OFFLINE })).sale.status,
    ).toBe('loading');
  });
});

describe('ticketShopReducer: buying', () => {
  it('keeps the request id across a failure and drops it once bought', () => {
    const pending = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, buyTickets(submission)),
      buyRequestPrepared({ requestId: 'req-1', fingerprint: 'f1' }),
    );
    expect(pending.buy).toEqual({
      status: 'pending',
      retries: 0,
      failure: null,
      requestId: 'req-1',
      fingerprint: 'f1',
      result: null,
      bankCheck: null,
    });
    const failed = ticketShopReducer(pending, buyFailed(SOLD_OUT));
    expect(failed.buy).toMatchObject({
      status: 'failed',
      failure: SOLD_OUT,
      requestId: 'req-1',
      fingerprint: 'f1',
    });
    const again = ticketShopReducer(failed, buyTickets(submission));
    expect(again.buy).toMatchObject({ status: 'pending', failure: null, requestId: 'req-1' });
    expect(ticketShopReducer(again, ticketsBought(bought)).buy).toEqual({
      status: 'succeeded',
      failure: null,
      requestId: null,
      fingerprint: null,
      result: bought,
      bankCheck: null,
      retries: 0,
    });
  });

  it('counts the times the same purchase is sent again, and starts again from none', () => {
    const retrying = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, buyTickets(submission)),
      buyRetrying(),
    );
    expect(retrying.buy).toMatchObject({ status: 'pending', retries: 1 });
    expect(ticketShopReducer(retrying, buyFailed(SOLD_OUT)).buy.retries).toBe(0);
    expect(ticketShopReducer(retrying, buyTickets(submission)).buy.retries).toBe(0);
  });

  it('keeps the sold event on screen but no longer current once tickets are bought, so it loads again', () => {
    const shown = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, loadSale('evt-salsa')),
      saleLoaded({ eventId: 'evt-salsa', sale: saleOf() }),
    );
    const after = ticketShopReducer(ticketShopReducer(shown, buyTickets(submission)), ticketsBought(bought));
    expect(after.sale).toMatchObject({ status: 'idle', eventId: 'evt-salsa', sale: saleOf() });
  });

  it('resets when the page closes, but never under a purchase still running', () => {
    const failed = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, buyTickets(submission)),
      buyFailed(SOLD_OUT),
    );
    expect(ticketShopReducer(failed, buyReset()).buy).toEqual(initialTicketShopState.buy);
    const pending = ticketShopReducer(initialTicketShopState, buyTickets(submission));
    expect(ticketShopReducer(pending, buyReset()).buy).toBe(pending.buy);
  });
});

describe("ticketShopReducer: the buyer's tickets", () => {
  it('loads a purchase, records a missing one as found empty and a failure for its id only', () => {
    const loading = ticketShopReducer(
      initialTicketShopState,
      loadPurchase({ purchaseId: 'pur-1', key: 'k' }),
    );
    expect(loading.purchase).toEqual({
      status: 'loading',
      purchaseId: 'pur-1',
      purchase: null,
      failure: null,
    });
    expect(
      ticketShopReducer(loading, purchaseLoaded({ purchaseId: 'pur-1', purchase: purchaseOf() })).purchase
        .purchase,
    ).toEqual(purchaseOf());
    expect(
      ticketShopReducer(loading, purchaseLoaded({ purchaseId: 'pur-1', purchase: null })).purchase.status,
    ).toBe('succeeded');
    expect(
      ticketShopReducer(loading, purchaseLoaded({ purchaseId: 'pur-2', purchase: purchaseOf() })).purchase,
    ).toBe(loading.purchase);
    expect(
      ticketShopReducer(loading, purchaseLoadFailed({ purchaseId: 'pur-2', failure: OFFLINE })).purchase
        .status,
    ).toBe('loading');
    expect(
      ticketShopReducer(loading, purchaseLoadFailed({ purchaseId: 'pur-1', failure: OFFLINE })).purchase,
    ).toMatchObject({
      status: 'failed',
      failure: OFFLINE,
    });
  });

  it('keeps the shown purchase while it reloads and forgets it for another id', () => {
    const loaded = ticketShopReducer(
      ticketShopReducer(initialTicketShopState, loadPurchase({ purchaseId: 'pur-1', key: 'k' })),
      purchaseLoaded({ purchaseId: 'pur-1', purchase: purchaseOf() }),
    );
    expect(
      ticketShopReducer(loaded, loadPurchase({ purchaseId: 'pur-1', key: 'k' })).purchase.purchase,
    ).toEqual(purchaseOf());
    expect(
      ticketShopReducer(loaded, loadPurchase({ purchaseId: 'pur-2', key: 'k' })).purchase.purchase,
    ).toBeNull();
  });
});
