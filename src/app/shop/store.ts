import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { ticketShopReducer } from '@/features/ticketShop/slice';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

/**
 * The buyers' store: the ticket shop's slice and nothing of the signed-in app (no session, layout, notifications or
 * their sagas), so a buyer's phone downloads and runs only what the shop needs. The browser adds the saga middleware
 * (startShop.tsx); the server renders from the state alone.
 */
export function createShopStore(ticketShop: TicketShopState, middleware: Middleware[] = []) {
  return configureStore({
    reducer: { ticketShop: ticketShopReducer },
    preloadedState: { ticketShop },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(middleware),
  });
}

export type ShopStore = ReturnType<typeof createShopStore>;
