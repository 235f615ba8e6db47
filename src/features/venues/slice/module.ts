import type { FeatureModule } from '@/app/featureModule';
import { venuesReducer } from './index';
import { venuesSaga } from './saga';

export const venuesModule = {
  key: 'venues',
  reducer: venuesReducer,
  saga: venuesSaga,
} as const satisfies FeatureModule;
