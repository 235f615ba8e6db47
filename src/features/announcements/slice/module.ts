import type { FeatureModule } from '@/app/featureModule';
import { announcementsReducer } from './index';
import { announcementsSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    announcements: ReturnType<typeof announcementsReducer>;
  }
}

/** The announcements feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const announcementsModule = {
  reducerPath: 'announcements',
  reducer: announcementsReducer,
  saga: announcementsSaga,
} as const satisfies FeatureModule<'announcements'>;
