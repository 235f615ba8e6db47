import { describe, expect, it } from 'vitest';
import {
  initialOrdersState,
  loadOrder,
  loadOrders,
  orderLoaded,
  orderLoadFailed,
  ordersLoaded,
  ordersLoadFailed,
  ordersReducer,
} from '../index';
import { orderOf } from './fixtures';

describe('ordersReducer: the list', () => {
  it('replaces the list with a first page and appends a further page', () => {
    const first = ordersReducer(
      initialOrdersState,
      ordersLoaded({ items: [orderOf({ id: 'a' })], cursor: 'c1', append: false }),
    );
    expect(first.list).toEqual({ status: 'succeeded', items: [orderOf({ id: 'a' })], cursor: 'c1' });
    const more = ordersReducer(
      first,
      ordersLoaded({ items: [orderOf({ id: 'b' })], cursor: null, append: true }),
    );
    expect(more.list.items.map((order) => order.id)).toEqual(['a', 'b']);
    expect(more.list.cursor).toBeNull();
    const again = ordersReducer(
      more,
      ordersLoaded({ items: [orderOf({ id: 'c' })], cursor: null, append: false }),
    );
    expect(again.list.items.map((order) => order.id)).toEqual(['c']);
  });

  it('keeps shown rows while loading and after a failure', () => {
    const loaded = ordersReducer(
      initialOrdersState,
      ordersLoaded({ items: [orderOf()], cursor: 'c', append: false }),
    );
    const loading = ordersReducer(loaded, loadOrders({ cursor: 'c' }));
    expect(loading.list.status).toBe('loading');
    expect(loading.list.items).toHaveLength(1);
    expect(ordersReducer(loading, ordersLoadFailed()).list).toMatchObject({
      status: 'failed',
      cursor: 'c',
      items: [orderOf()],
    });
  });
});

describe('ordersReducer: one order', () => {
  it('shows the order handed over at once, then the one read by id', () => {
    const handed = orderOf({ status: 'active' });
    const loading = ordersReducer(initialOrdersState, loadOrder({ id: 'order-1', known: handed }));
    expect(loading.details).toEqual({ status: 'loading', id: 'order-1', order: handed });
    const read = orderOf({ status: 'completed' });
    expect(ordersReducer(loading, orderLoaded({ id: 'order-1', order: read })).details).toEqual({
      status: 'succeeded',
      id: 'order-1',
      order: read,
    });
  });

  it('forgets another order when a new id loads without one, and keeps the same one while it reloads', () => {
    const first = ordersReducer(
      ordersReducer(initialOrdersState, loadOrder({ id: 'order-1', known: null })),
      orderLoaded({ id: 'order-1', order: orderOf() }),
    );
    expect(ordersReducer(first, loadOrder({ id: 'order-1', known: null })).details.order).toEqual(orderOf());
    expect(ordersReducer(first, loadOrder({ id: 'order-2', known: null })).details).toEqual({
      status: 'loading',
      id: 'order-2',
      order: null,
    });
  });

  it('records a missing order as found empty and ignores answers for an id no longer shown', () => {
    const loading = ordersReducer(initialOrdersState, loadOrder({ id: 'order-2', known: null }));
    expect(ordersReducer(loading, orderLoaded({ id: 'order-2', order: null })).details).toEqual({
      status: 'succeeded',
      id: 'order-2',
      order: null,
    });
    expect(ordersReducer(loading, orderLoaded({ id: 'order-1', order: orderOf() })).details).toBe(
      loading.details,
    );
    expect(ordersReducer(loading, orderLoadFailed('order-1')).details.status).toBe('loading');
    expect(ordersReducer(loading, orderLoadFailed('order-2')).details.status).toBe('failed');
  });
});
