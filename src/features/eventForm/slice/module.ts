import type { FeatureModule } from '@/app/featureModule';
import { eventFormReducer } from './index';
import { eventFormSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    eventForm: ReturnType<typeof eventFormReducer>;
  }
}

/** The eventForm feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const eventFormModule = {
  reducerPath: 'eventForm',
  reducer: eventFormReducer,
  saga: eventFormSaga,
} as const satisfies FeatureModule<'eventForm'>;
