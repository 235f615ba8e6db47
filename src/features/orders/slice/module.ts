import type { FeatureModule } from '@/app/featureModule';
import { ordersReducer } from './index';
import { ordersSaga } from './saga';

export const ordersModule = {
  key: 'orders',
  reducer: ordersReducer,
  saga: ordersSaga,
} as const satisfies FeatureModule;
