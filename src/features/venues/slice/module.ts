import type { FeatureModule } from '@/app/featureModule';
import { venuesReducer } from './index';
import { venuesSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    venues: ReturnType<typeof venuesReducer>;
  }
}

/** The venues feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const venuesModule = {
  reducerPath: 'venues',
  reducer: venuesReducer,
  saga: venuesSaga,
} as const satisfies FeatureModule<'venues'>;
