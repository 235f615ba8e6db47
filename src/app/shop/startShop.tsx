import i18n from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { qrCodeUrls } from '@/features/ticketShop/components/QrCode';
import { loadRememberedLanguage } from '@/features/layout/slice/storage';
import { changeLanguage, initI18n, loadRefusalTexts } from '../i18n';
import { ShopApp } from './ShopApp';
import { readShopData, shopStateFrom } from './shopData';
import { SHOP_TEXTS } from './shopTexts';
import { createShopStore } from './store';

/**
 * Starts the buyers' app on the page the server rendered from the same components (functions/src/publicPages) and
 * embedded the data of: the store starts from that data and the English texts are bundled, so the first render
 * hydrates the server's page as it is, with no request and nothing suspended.
 */
export async function startShop(root: HTMLElement): Promise<void> {
  const data = readShopData(root.ownerDocument);
  const store = createShopStore(shopStateFrom(data));
  // The saga (the callables, their schemas) loads beside the hydration, not before it (shopSaga.ts).
  const sagaRunning = import('./shopSaga').then(({ runShopSaga }) => void runShopSaga(store));
  await initI18n(SHOP_TEXTS);
  const tickets =
    data?.kind === 'purchase' && !data.purchase?.cancelled ? (data.purchase?.tickets ?? []) : [];
  // The server drew the codes into the page; the same images, drawn here, keep them there as the page hydrates.
  const qrCodes = await qrCodeUrls(tickets.map(({ code }) => code)).catch(() => ({}));
  let live = false;
  // Once hydrated (a change before then would throw the server's page away): the buyer's language, the refusals.
  const onLive = () => {
    if (live) return;
    live = true;
    // A buyer who chose another language reads the page in it (the server's page is English).
    const language = loadRememberedLanguage();
    if (language !== 'en') void changeLanguage(language).catch(() => undefined);
    // A purchase's refusal (sold out, limits) is worded from these; the page needs none of them to show.
    void loadRefusalTexts().catch(() => undefined);
  };
  const app = <ShopApp store={store} i18n={i18n} qrCodes={qrCodes} onLive={onLive} />;
  if (data) {
    hydrateRoot(root, app);
    return;
  }
  // Without the function's data (a page served as is) there is nothing to hydrate: the app renders and loads.
  await sagaRunning;
  createRoot(root).render(app);
}
