import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createStore } from '@/app/store';
import { paths } from '@/config/paths';
import { ticketShopModule } from '../slice/module';
import PublicEventPage from '../pages/PublicEventPage';
import TicketPurchasePage from '../pages/TicketPurchasePage';

/** Opens a public ticket page by its address, signed out, with the shop's slice and sagas (services are mocked). */
export function openShop(url: string) {
  const store = createStore(undefined, [ticketShopModule]);
  const [address, hash = ''] = url.split('#');
  const [pathname, query] = address.split('?');
  const view = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[{ pathname, search: query ? `?${query}` : '', hash: hash ? `#${hash}` : '' }]}
      >
        <Routes>
          <Route path={paths.publicEvent.path} element={<PublicEventPage />} />
          <Route path={paths.ticketPurchase.path} element={<TicketPurchasePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
