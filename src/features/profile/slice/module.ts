import type { FeatureModule } from '@/app/featureModule';
import { profileReducer } from './index';
import { profileSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    profile: ReturnType<typeof profileReducer>;
  }
}

/** The profile feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const profileModule = {
  reducerPath: 'profile',
  reducer: profileReducer,
  saga: profileSaga,
} as const satisfies FeatureModule<'profile'>;
