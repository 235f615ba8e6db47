import { combineReducers, configureStore, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authReducer } from '@/features/auth/slice';
import { layoutReducer } from '@/features/layout/slice';
import type { announcementsModule } from '@/features/announcements/slice/module';
import type { availabilityModule } from '@/features/availability/slice/module';
import type { dashboardModule } from '@/features/dashboard/slice/module';
import type { directoryModule } from '@/features/directory/slice/module';
import type { doorModule } from '@/features/door/slice/module';
import type { eventFormModule } from '@/features/eventForm/slice/module';
import type { eventsModule } from '@/features/events/slice/module';
import type { notificationsModule } from '@/features/notifications/slice/module';
import type { ordersModule } from '@/features/orders/slice/module';
import type { ratingsModule } from '@/features/ratings/slice/module';
import type { paymentsModule } from '@/features/payments/slice/module';
import type { profileModule } from '@/features/profile/slice/module';
import type { ticketShopModule } from '@/features/ticketShop/slice/module';
import type { venuesModule } from '@/features/venues/slice/module';
import type { FeatureModule } from './featureModule';
import { rootSaga } from './root-saga';

// The session and the shell are needed on every screen; every other feature joins when its page loads.
const staticReducers = {
  auth: authReducer,
  layout: layoutReducer,
};

type LazyModule =
  | typeof announcementsModule
  | typeof availabilityModule
  | typeof dashboardModule
  | typeof directoryModule
  | typeof doorModule
  | typeof eventFormModule
  | typeof eventsModule
  | typeof notificationsModule
  | typeof ordersModule
  | typeof ratingsModule
  | typeof paymentsModule
  | typeof profileModule
  | typeof ticketShopModule
  | typeof venuesModule;

type LazyState = { [Module in LazyModule as Module['key']]: ReturnType<Module['reducer']> };

/** Feature slices are typed as present: their selectors only run on their own pages, after the module is added. */
export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof staticReducers>>> & LazyState;

export function createStore(preloadedState?: Partial<RootState>, modules: readonly FeatureModule[] = []) {
  const sagaMiddleware = createSagaMiddleware();
  const reducers: ReducersMapObject = { ...staticReducers };
  for (const module of modules) reducers[module.key] = module.reducer as Reducer;
  const combined = () => combineReducers(reducers) as unknown as Reducer<RootState>;

  const store = configureStore({
    reducer: combined(),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: [/^payload\.files/] } }).concat(
        sagaMiddleware,
      ),
  });
  sagaMiddleware.run(rootSaga);
  modules.forEach((module) => sagaMiddleware.run(module.saga));

  const added = new Set(modules.map((module) => module.key));
  const loading = new Map<() => Promise<FeatureModule>, Promise<void>>();

  function addFeature(module: FeatureModule) {
    if (added.has(module.key)) return;
    added.add(module.key);
    reducers[module.key] = module.reducer as Reducer;
    store.replaceReducer(combined());
    sagaMiddleware.run(module.saga);
  }

  /**
   * One promise per loader, so React's use() sees the same promise on every render. A failed load is forgotten,
   * so the next render (after the error boundary's retry) loads again instead of failing for good.
   */
  function ensureFeature(load: () => Promise<FeatureModule>): Promise<void> {
    let pending = loading.get(load);
    if (!pending) {
      pending = load()
        .then(addFeature)
        .catch((error: unknown) => {
          loading.delete(load);
          throw error;
        });
      loading.set(load, pending);
    }
    return pending;
  }

  return Object.assign(store, { addFeature, ensureFeature });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
