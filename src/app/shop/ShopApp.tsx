import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { QrCodeUrls } from '@/features/ticketShop/components/QrCode';
import {
  BrowserShopAddress,
  StaticShopAddress,
  useShopAddress,
} from '@/features/ticketShop/components/ShopAddress';
import PublicEventPage from '@/features/ticketShop/pages/PublicEventPage';
import TicketPurchasePage from '@/features/ticketShop/pages/TicketPurchasePage';
import { shopRouteOf } from './shopRoute';
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

/** The page the address names. */
function ShopPage() {
  const route = shopRouteOf(useShopAddress().pathname);
  if (route?.page === 'event') return <PublicEventPage id={route.id} />;
  if (route?.page === 'purchase') return <TicketPurchasePage id={route.id} />;
  return null;
}

/**
 * The buyers' app: the event page and the ticket page, between which a purchase moves without a reload. The server
 * renders it to HTML (renderShopPage.tsx) and the browser hydrates the same tree (startShop.tsx).
 */
export function ShopApp({ store, i18n, qrCodes, location, onLive }: ShopAppProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <QrCodeUrls value={qrCodes}>
            <ErrorBoundary>
              {location === undefined ? (
                <BrowserShopAddress>
                  <ShopPage />
                </BrowserShopAddress>
              ) : (
                <StaticShopAddress location={location}>
                  <ShopPage />
                </StaticShopAddress>
              )}
            </ErrorBoundary>
          </QrCodeUrls>
        </Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
