import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { ordersService } from '@/services/orders.service';
import {
  loadOrder,
  loadOrders,
  orderLoaded,
  orderLoadFailed,
  ordersLoaded,
  ordersLoadFailed,
} from '../index';
import { loadOrderSaga, loadOrdersSaga } from '../saga';
import { orderOf } from './fixtures';
import { dispatchedBy } from '@/testing/sagaHarness';

const signedIn = { auth: { user: { id: 'manager-1' } } };

// Runs one worker saga for one action against a session and collects what it dispatches.
function dispatched(run: () => SagaIterator, state: unknown = signedIn): Promise<Action[]> {
  return dispatchedBy(run, { state });
}

const firestoreError = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('orders sagas', () => {
  it("loads the first page of the account's received orders, then the page after a cursor", async () => {
    const list = vi
      .spyOn(ordersService, 'listReceived')
      .mockResolvedValueOnce({ items: [orderOf()], cursor: 'next' });
    expect(await dispatched(() => loadOrdersSaga(loadOrders({})))).toEqual([
      ordersLoaded({ items: [orderOf()], cursor: 'next', append: false }),
    ]);
    expect(list).toHaveBeenLastCalledWith('manager-1', null);

    list.mockResolvedValueOnce({ items: [], cursor: null });
    expect(await dispatched(() => loadOrdersSaga(loadOrders({ cursor: 'next' })))).toEqual([
      ordersLoaded({ items: [], cursor: null, append: true }),
    ]);
    expect(list).toHaveBeenLastCalledWith('manager-1', 'next');
  });

  it('reports a failed page, and reads nothing without a session', async () => {
    const list = vi.spyOn(ordersService, 'listReceived').mockRejectedValueOnce(new Error('offline'));
    expect(await dispatched(() => loadOrdersSaga(loadOrders({})))).toEqual([ordersLoadFailed()]);
    list.mockClear();
    expect(await dispatched(() => loadOrdersSaga(loadOrders({})), { auth: { user: null } })).toEqual([
      ordersLoadFailed(),
    ]);
    expect(list).not.toHaveBeenCalled();
  });

  it('reads one order by id', async () => {
    const get = vi.spyOn(ordersService, 'get').mockResolvedValueOnce(orderOf());
    expect(await dispatched(() => loadOrderSaga(loadOrder({ id: 'order-1', known: null })))).toEqual([
      orderLoaded({ id: 'order-1', order: orderOf() }),
    ]);
    expect(get).toHaveBeenCalledWith('order-1');
  });

  it("answers a missing order, or another account's, as nothing to show", async () => {
    vi.spyOn(ordersService, 'get')
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(firestoreError('permission-denied'))
      .mockRejectedValueOnce(firestoreError('firestore/permission-denied'));
    for (let read = 0; read < 3; read += 1) {
      expect(await dispatched(() => loadOrderSaga(loadOrder({ id: 'ghost', known: null })))).toEqual([
        orderLoaded({ id: 'ghost', order: null }),
      ]);
    }
  });

  it('reports any other failure for its id, so the page can offer a retry', async () => {
    vi.spyOn(ordersService, 'get').mockRejectedValueOnce(firestoreError('unavailable'));
    expect(await dispatched(() => loadOrderSaga(loadOrder({ id: 'order-1', known: null })))).toEqual([
      orderLoadFailed('order-1'),
    ]);
  });
});
