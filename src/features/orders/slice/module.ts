import type { FeatureModule } from '@/app/featureModule';
import { ordersReducer } from './index';
import { ordersSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    orders: ReturnType<typeof ordersReducer>;
  }
}

/** The orders feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const ordersModule = {
  reducerPath: 'orders',
  reducer: ordersReducer,
  saga: ordersSaga,
} as const satisfies FeatureModule<'orders'>;
