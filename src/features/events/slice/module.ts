import type { FeatureModule } from '@/app/featureModule';
import { eventsReducer } from './index';
import { eventsSaga } from './saga';

export const eventsModule = {
  key: 'events',
  reducer: eventsReducer,
  saga: eventsSaga,
} as const satisfies FeatureModule;
