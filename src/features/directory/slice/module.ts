import type { FeatureModule } from '@/app/featureModule';
import { directoryReducer } from './index';
import { directorySaga } from './saga';

export const directoryModule = {
  key: 'directory',
  reducer: directoryReducer,
  saga: directorySaga,
} as const satisfies FeatureModule;
