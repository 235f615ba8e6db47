import type { FeatureModule } from '@/app/featureModule';
import { ticketShopReducer } from './index';
import { ticketShopSaga } from './saga';

declare module '@/app/featureModule' {
  interface LazyLoadedSlices {
    ticketShop: ReturnType<typeof ticketShopReducer>;
  }
}

/** The ticketShop feature's one registration: its slice and saga, injected together when one of its pages first loads. */
export const ticketShopModule = {
  reducerPath: 'ticketShop',
  reducer: ticketShopReducer,
  saga: ticketShopSaga,
} as const satisfies FeatureModule<'ticketShop'>;
