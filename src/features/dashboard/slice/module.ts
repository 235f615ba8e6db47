import type { FeatureModule } from '@/app/featureModule';
import { dashboardReducer } from './index';
import { dashboardSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    dashboard: ReturnType<typeof dashboardReducer>;
  }
}

/** The dashboard feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const dashboardModule = {
  reducerPath: 'dashboard',
  reducer: dashboardReducer,
  saga: dashboardSaga,
} as const satisfies FeatureModule<'dashboard'>;
