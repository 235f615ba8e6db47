import type { FeatureModule } from '@/app/featureModule';
import { ticketShopReducer } from './index';
import { ticketShopSaga } from './saga';

export const ticketShopModule = {
  key: 'ticketShop',
  reducer: ticketShopReducer,
  saga: ticketShopSaga,
} as const satisfies FeatureModule;
