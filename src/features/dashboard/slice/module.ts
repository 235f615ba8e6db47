import type { FeatureModule } from '@/app/featureModule';
import { dashboardReducer } from './index';
import { dashboardSaga } from './saga';

export const dashboardModule = {
  key: 'dashboard',
  reducer: dashboardReducer,
  saga: dashboardSaga,
} as const satisfies FeatureModule;
