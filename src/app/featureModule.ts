import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * The slices that join the store when their feature's page first loads, keyed by reducer path. Each feature adds its
 * own entry's type from its slice/module.ts (`declare module '@/app/featureModule'`), so the store never imports a
 * feature it does not load up front; the feature itself registers in app/features.ts. Redux Toolkit's `withLazyLoadedSlices` makes every
 * entry optional in RootState: until a feature is injected, its slice is not there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export type LazySlicePath = keyof LazyLoadedSlices;

/**
 * A feature's slice and saga, injected together (store.injectFeature). Keeping the slice, the saga and their services
 * out of the initial bundle keeps the sign-in page within its budget.
 */
export type FeatureModule<Path extends LazySlicePath = LazySlicePath> = {
  [P in Path]: { reducerPath: P; reducer: Reducer<LazyLoadedSlices[P]>; saga: Saga };
}[Path];

/** Dispatched once a feature is injected, so its slice's initial state is in the store before its page renders. */
export const featureInjected = createAction<LazySlicePath>('app/featureInjected');
