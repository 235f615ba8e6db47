import type { FeatureModule } from '@/app/featureModule';
import { doorReducer } from './index';
import { doorSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    door: ReturnType<typeof doorReducer>;
  }
}

/** The door feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const doorModule = {
  reducerPath: 'door',
  reducer: doorReducer,
  saga: doorSaga,
} as const satisfies FeatureModule<'door'>;
