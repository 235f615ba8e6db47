import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { paths } from '@/config/paths';
import { QrCodeUrls } from '@/features/ticketShop/components/QrCode';
import PublicEventPage from '@/features/ticketShop/pages/PublicEventPage';
import TicketPurchasePage from '@/features/ticketShop/pages/TicketPurchasePage';
import type { ShopStore } from './store';

interface ShopAppProps {
  store: ShopStore;
  i18n: I18n;
  /** Each ticket's QR code as an image URL, drawn before the render so server and browser draw the same image. */
  qrCodes: Record<string, string>;
  /** The server's request path; the browser's own address when absent. */
  location?: string;
  /** Runs once the tree is live in the browser (hydrated or rendered): what may change the page waits for it. */
  onLive?: () => void;
}

/**
 * The buyers' app: the event page and the ticket page, between which a purchase moves without a reload. The server
 * renders it to HTML (renderShopPage.tsx) and the browser hydrates the same tree (main.tsx).
 */
export function ShopApp({ store, i18n, qrCodes, location, onLive }: ShopAppProps) {
  useEffect(() => onLive?.(), [onLive]);
  const routes = (
    <Routes>
      <Route path={paths.publicEvent.path} element={<PublicEventPage />} />
      <Route path={paths.ticketPurchase.path} element={<TicketPurchasePage />} />
    </Routes>
  );
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <QrCodeUrls value={qrCodes}>
            <ErrorBoundary>
              {location === undefined ? (
                <BrowserRouter>{routes}</BrowserRouter>
              ) : (
                <StaticRouter location={location}>{routes}</StaticRouter>
              )}
            </ErrorBoundary>
          </QrCodeUrls>
        </Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
