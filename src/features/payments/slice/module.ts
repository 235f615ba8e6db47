import type { FeatureModule } from '@/app/featureModule';
import { paymentsReducer } from './index';
import { paymentsSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    payments: ReturnType<typeof paymentsReducer>;
  }
}

/** The payments feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const paymentsModule = {
  reducerPath: 'payments',
  reducer: paymentsReducer,
  saga: paymentsSaga,
} as const satisfies FeatureModule<'payments'>;
