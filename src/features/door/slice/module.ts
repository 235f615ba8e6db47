import type { FeatureModule } from '@/app/featureModule';
import { doorReducer } from './index';
import { doorSaga } from './saga';

export const doorModule = {
  key: 'door',
  reducer: doorReducer,
  saga: doorSaga,
} as const satisfies FeatureModule;
