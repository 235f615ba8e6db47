import type { FeatureModule } from '@/app/featureModule';
import { ratingsReducer } from './index';
import { ratingsSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    ratings: ReturnType<typeof ratingsReducer>;
  }
}

/** The ratings feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const ratingsModule = {
  reducerPath: 'ratings',
  reducer: ratingsReducer,
  saga: ratingsSaga,
} as const satisfies FeatureModule<'ratings'>;
