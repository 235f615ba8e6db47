import type { FeatureModule } from './featureModule';
import type { AppStore } from './store';

type Loader = () => Promise<FeatureModule>;

const loading = new WeakMap<AppStore, Map<Loader, Promise<void>>>();

/**
 * Loads a feature's module and injects it into the store; the promise a feature's route hands React's use().
 * One promise per store and loader, so use() sees the same promise on every render. A failed load is forgotten, so
 * the next render (after the error boundary's retry) loads again instead of failing for good.
 */
export function loadFeature(store: AppStore, load: Loader): Promise<void> {
  let perStore = loading.get(store);
  if (!perStore) loading.set(store, (perStore = new Map()));
  const loads = perStore;
  let pending = loads.get(load);
  if (!pending) {
    pending = load()
      .then(store.injectFeature)
      .catch((error: unknown) => {
        loads.delete(load);
        throw error;
      });
    loads.set(load, pending);
  }
  return pending;
}
