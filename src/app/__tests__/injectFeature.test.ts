import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { select } from 'redux-saga/effects';
import { initialOrdersState, loadOrders } from '@/features/orders/slice';
import { ordersModule } from '@/features/orders/slice/module';
import { selectOrderList } from '@/features/orders/slice/selectors';
import type { OrdersState } from '@/features/orders/slice/types';
import type { FeatureModule } from '../featureModule';
import type { PageState } from '../hooks';
import { loadFeature } from '../loadFeature';
import { createStore, type RootState } from '../store';

/** The orders feature with a saga that records each start and the slice it found there. */
function countedOrders() {
  const starts: unknown[] = [];
  const module = {
    ...ordersModule,
    *saga() {
      starts.push(yield select((state: RootState) => state.orders));
    },
  } satisfies FeatureModule<'orders'>;
  return { module, starts };
}

describe('store.injectFeature', () => {
  it('has no slice for a feature before it is injected, and says so in RootState', () => {
    const store = createStore();
    expect(store.getState().orders).toBeUndefined();
    expectTypeOf<RootState['orders']>().toEqualTypeOf<OrdersState | undefined>();
    expectTypeOf(store.getState().orders).toEqualTypeOf<OrdersState | undefined>();
  });

  it('injects the slice and starts the saga once, however often the feature is injected', () => {
    const store = createStore();
    const { module, starts } = countedOrders();
    store.injectFeature(module);
    store.injectFeature(module);
    store.injectFeature({ ...module });

    expect(starts).toEqual([initialOrdersState]);
    // The slice is there at once, before any other action: the page's first render reads it.
    expect(store.getState().orders).toEqual(initialOrdersState);
    expect(selectOrderList(store.getState() as PageState)).toEqual(initialOrdersState.list);
    store.dispatch(loadOrders({}));
    expect(store.getState().orders?.list.status).toBe('loading');
  });

  it('keeps a preloaded slice of a feature the store starts with, and does not start its saga again', () => {
    const { module, starts } = countedOrders();
    const preloaded = {
      ...initialOrdersState,
      list: { status: 'succeeded' as const, items: [], cursor: 'c1' },
    };
    const store = createStore({ orders: preloaded }, [module]);
    store.injectFeature(module);

    expect(starts).toEqual([preloaded]);
    expect(store.getState().orders).toEqual(preloaded);
    expectTypeOf(store.getState().orders).toEqualTypeOf<OrdersState>();
  });

  it('gives each store its own slices and sagas', () => {
    const { module, starts } = countedOrders();
    const first = createStore();
    const second = createStore();
    first.injectFeature(module);

    expect(second.getState().orders).toBeUndefined();
    second.injectFeature(module);
    expect(starts).toHaveLength(2);
  });
});

describe('loadFeature', () => {
  it('loads a feature again after a failed load instead of keeping the failure', async () => {
    const store = createStore();
    const { module, starts } = countedOrders();
    const load = vi
      .fn<() => Promise<FeatureModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);

    await expect(loadFeature(store, load)).rejects.toThrow('Failed to fetch');
    expect(store.getState().orders).toBeUndefined();
    await loadFeature(store, load);

    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState().orders).toEqual(initialOrdersState);
    expect(starts).toHaveLength(1);
  });

  it('hands every render the same promise while a load runs and after it succeeded', async () => {
    const store = createStore();
    const load = vi.fn(async () => countedOrders().module);
    const first = loadFeature(store, load);
    expect(loadFeature(store, load)).toBe(first);
    await first;
    expect(loadFeature(store, load)).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it('injects into every store that loads the feature', async () => {
    const { module, starts } = countedOrders();
    const load = async () => module;
    const [first, second] = [createStore(), createStore()];
    await Promise.all([loadFeature(first, load), loadFeature(second, load)]);

    expect(first.getState().orders).toEqual(initialOrdersState);
    expect(second.getState().orders).toEqual(initialOrdersState);
    expect(starts).toHaveLength(2);
  });
});
