import type { FeatureModule } from '@/app/featureModule';
import { availabilityReducer } from './index';
import { availabilitySaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    availability: ReturnType<typeof availabilityReducer>;
  }
}

/** The availability feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const availabilityModule = {
  reducerPath: 'availability',
  reducer: availabilityReducer,
  saga: availabilitySaga,
} as const satisfies FeatureModule<'availability'>;
