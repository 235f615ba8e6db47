import type { FeatureModule } from '@/app/featureModule';
import { notificationsReducer } from './index';
import { notificationsSaga } from './saga';

export const notificationsModule = {
  key: 'notifications',
  reducer: notificationsReducer,
  saga: notificationsSaga,
} as const satisfies FeatureModule;
