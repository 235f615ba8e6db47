import type { FeatureModule } from '@/app/featureModule';
import { announcementsReducer } from './index';
import { announcementsSaga } from './saga';

export const announcementsModule = {
  key: 'announcements',
  reducer: announcementsReducer,
  saga: announcementsSaga,
} as const satisfies FeatureModule;
