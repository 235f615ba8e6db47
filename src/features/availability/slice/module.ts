import type { FeatureModule } from '@/app/featureModule';
import { availabilityReducer } from './index';
import { availabilitySaga } from './saga';

export const availabilityModule = {
  key: 'availability',
  reducer: availabilityReducer,
  saga: availabilitySaga,
} as const satisfies FeatureModule;
