import type { FeatureModule } from '@/app/featureModule';
import { paymentsReducer } from './index';
import { paymentsSaga } from './saga';

export const paymentsModule = {
  key: 'payments',
  reducer: paymentsReducer,
  saga: paymentsSaga,
} as const satisfies FeatureModule;
