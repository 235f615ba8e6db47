import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { paths } from '@/config/paths';
import PublicEventPage from '@/features/ticketShop/pages/PublicEventPage';
import TicketPurchasePage from '@/features/ticketShop/pages/TicketPurchasePage';
import type { createShopStore } from './store';

/** The buyers' app: the event page and the ticket page, between which a purchase moves without a reload. */
export function ShopApp({ store }: { store: ReturnType<typeof createShopStore> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ErrorBoundary>
          <BrowserRouter>
            <Routes>
              <Route path={paths.publicEvent.path} element={<PublicEventPage />} />
              <Route path={paths.ticketPurchase.path} element={<TicketPurchasePage />} />
            </Routes>
          </BrowserRouter>
        </ErrorBoundary>
      </Provider>
    </StrictMode>
  );
}
