import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ticketShopReducer } from '@/features/ticketShop/slice';
import { ticketShopSaga } from '@/features/ticketShop/slice/saga';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

/**
 * The buyers' store: the ticket shop's slice and saga and nothing of the signed-in app (no session, layout,
 * notifications or their sagas), so a buyer's phone downloads and runs only what the shop needs.
 */
export function createShopStore(ticketShop: TicketShopState) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { ticketShop: ticketShopReducer },
    preloadedState: { ticketShop },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(ticketShopSaga);
  return store;
}
