import type { FeatureModule } from '@/app/featureModule';
import { profileReducer } from './index';
import { profileSaga } from './saga';

export const profileModule = {
  key: 'profile',
  reducer: profileReducer,
  saga: profileSaga,
} as const satisfies FeatureModule;
