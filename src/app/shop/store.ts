import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { ticketShopReducer } from '@/features/ticketShop/slice';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

/**
 * The buyers' store: the ticket shop's slice and nothing of the signed-in app (no session, layout, notifications or
 * their sagas), so a buyer's phone downloads and runs only what the shop needs. The server renders from the state
 * alone; the browser adds the shop's saga once its code has loaded, beside the hydration (shopSaga.ts), through
 * Redux Toolkit's dynamic middleware.
 */
export function createShopStore(ticketShop: TicketShopState) {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: { ticketShop: ticketShopReducer },
    preloadedState: { ticketShop },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(dynamicMiddleware.middleware),
  });
  return Object.assign(store, { addMiddleware: dynamicMiddleware.addMiddleware });
}

export type ShopStore = ReturnType<typeof createShopStore>;
