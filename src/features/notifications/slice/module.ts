import type { FeatureModule } from '@/app/featureModule';
import { notificationsReducer } from './index';
import { notificationsSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    notifications: ReturnType<typeof notificationsReducer>;
  }
}

/** The notifications feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const notificationsModule = {
  reducerPath: 'notifications',
  reducer: notificationsReducer,
  saga: notificationsSaga,
} as const satisfies FeatureModule<'notifications'>;
