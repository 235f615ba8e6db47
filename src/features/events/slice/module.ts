import type { FeatureModule } from '@/app/featureModule';
import { eventsReducer } from './index';
import { eventsSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    events: ReturnType<typeof eventsReducer>;
  }
}

/** The events feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const eventsModule = {
  reducerPath: 'events',
  reducer: eventsReducer,
  saga: eventsSaga,
} as const satisfies FeatureModule<'events'>;
