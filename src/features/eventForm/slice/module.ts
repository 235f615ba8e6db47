import type { FeatureModule } from '@/app/featureModule';
import { eventFormReducer } from './index';
import { eventFormSaga } from './saga';

export const eventFormModule = {
  key: 'eventForm',
  reducer: eventFormReducer,
  saga: eventFormSaga,
} as const satisfies FeatureModule;
