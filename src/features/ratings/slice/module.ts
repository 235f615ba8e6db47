import type { FeatureModule } from '@/app/featureModule';
import { ratingsReducer } from './index';
import { ratingsSaga } from './saga';

export const ratingsModule = {
  key: 'ratings',
  reducer: ratingsReducer,
  saga: ratingsSaga,
} as const satisfies FeatureModule;
