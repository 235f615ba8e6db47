import type { FeatureModule } from '@/app/featureModule';
import { directoryReducer } from './index';
import { directorySaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    directory: ReturnType<typeof directoryReducer>;
  }
}

/** The directory feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const directoryModule = {
  reducerPath: 'directory',
  reducer: directoryReducer,
  saga: directorySaga,
} as const satisfies FeatureModule<'directory'>;
