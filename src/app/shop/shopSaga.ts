import type { Middleware } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { ticketShopSaga } from '@/features/ticketShop/slice/saga';
import type { ShopStore } from './store';

/**
 * Runs the shop's saga on a store already live: redux-saga's own runSaga, fed each action the store dispatches from
 * now on by a middleware added to the running store. Loaded beside the hydration (startShop.tsx), so redux-saga is not
 * among what the page downloads before it answers a touch; nothing dispatches before it runs (the page's data is
 * there; the buy form, the first thing that does, loads when the buyer starts to buy).
 */
export function runShopSaga(store: ShopStore) {
  const channel = stdChannel();
  const forwardToSaga: Middleware = () => (next) => (action) => {
    const result = next(action);
    channel.put(action as Parameters<typeof channel.put>[0]);
    return result;
  };
  store.addMiddleware(forwardToSaga);
  return runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, ticketShopSaga);
}
