import { createStore, type RootState } from '@/app/store';
import { allFeatureModules } from './featureModules';

/** Every slice's initial state, from the real reducers, for tests that build a preloaded state. */
export function initialState(): RootState {
  return createStore(undefined, allFeatureModules).getState();
}
