import type { UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A feature's state and side effects, added to the store when one of its pages first loads. This keeps every
 * feature's slice, saga and their services out of the initial bundle (the sign-in page's budget).
 */
export interface FeatureModule<Key extends string = string> {
  key: Key;
  // `never` accepts any feature's reducer: the store gives each reducer only its own slice of state.
  reducer: (state: never, action: UnknownAction) => unknown;
  saga: Saga;
}
