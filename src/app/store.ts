import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authReducer } from '@/features/auth/slice';
import { authSaga } from '@/features/auth/slice/saga';
import { layoutReducer } from '@/features/layout/slice';
import { layoutSaga } from '@/features/layout/slice/saga';
import { featureInjected, type FeatureModule, type LazyLoadedSlices } from './featureModule';

// The session and the shell, in the store from the start; every other feature registers in features.ts.
const shell = [
  { reducerPath: 'auth', reducer: authReducer, saga: authSaga },
  { reducerPath: 'layout', reducer: layoutReducer, saga: layoutSaga },
] as const;

/**
 * The session and the shell are needed on every screen; every other feature's slice is injected when its page loads
 * (Redux Toolkit's combineSlices().inject), and is optional in RootState until then.
 */
function createRootReducer() {
  return combineSlices(...shell).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
type PreloadedState = Parameters<ReturnType<typeof createRootReducer>>[0];

/** The state of a store whose listed features are injected: their slices are there, the others' optional. */
export type StateWith<Module extends FeatureModule> = RootState & {
  [Path in Module['reducerPath']]: LazyLoadedSlices[Path];
};

/**
 * `modules` are injected before the store starts (tests render pages without the router that injects them), so a
 * preloaded state may hold their slices too.
 */
export function createStore<Module extends FeatureModule = never>(
  preloadedState?: PreloadedState,
  modules: readonly Module[] = [],
) {
  const rootReducer = createRootReducer();
  modules.forEach((module) => rootReducer.inject(module));
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: [/^payload\.files/] } }).concat(
        sagaMiddleware,
      ),
  });
  shell.forEach(({ saga }) => sagaMiddleware.run(saga));

  // A feature joins a store once: its slice is injected and its saga started however often its page loads.
  const injected = new Set<FeatureModule['reducerPath']>();
  modules.forEach((module) => {
    injected.add(module.reducerPath);
    sagaMiddleware.run(module.saga);
  });

  /**
   * Adds a feature's slice and starts its saga; for a feature already injected, nothing happens. The slice's initial
   * state is in the store when this returns (combineSlices adds it at the next action, so one is dispatched), before
   * the saga starts.
   */
  function injectFeature(module: FeatureModule) {
    if (injected.has(module.reducerPath)) return;
    injected.add(module.reducerPath);
    rootReducer.inject(module);
    store.dispatch(featureInjected(module.reducerPath));
    sagaMiddleware.run(module.saga);
  }

  const typed = store as Omit<typeof store, 'getState'> & { getState: () => StateWith<Module> };
  return Object.assign(typed, { injectFeature });
}

/** The app's store: only the session and the shell are there from the start. */
export type AppStore = ReturnType<typeof createStore<never>>;
export type AppDispatch = AppStore['dispatch'];
