import { render } from '@testing-library/react';
import i18n from '@/app/i18n';
import { ShopApp } from '@/app/shop/ShopApp';
import { runShopSaga } from '@/app/shop/shopSaga';
import { createShopStore } from '@/app/shop/store';
import { initialTicketShopState } from '../slice';

/**
 * Opens a public ticket page by its address as a buyer's browser does: the buyers' app with its store and saga
 * (services are mocked), with nothing from a server, so the page loads what it shows. `historyState` is what a page
 * that moved here left, as the purchase leaves that the tickets were just bought.
 */
export function openShop(url: string, historyState: unknown = null) {
  window.history.replaceState(historyState, '', url);
  const store = createShopStore(initialTicketShopState);
  const saga = runShopSaga(store);
  const view = render(<ShopApp store={store} i18n={i18n} qrCodes={{}} />);
  const unmount = () => {
    view.unmount();
    saga.cancel();
  };
  return { store, ...view, unmount };
}
