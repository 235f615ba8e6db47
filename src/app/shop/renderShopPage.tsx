import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import type { RenderShopPage } from '@gigvenue/contracts';
import { paths } from '@/config/paths';
import { qrCodeUrls } from '@/features/ticketShop/components/QrCode';
import { ShopApp } from './ShopApp';
import { shopStateFrom } from './shopData';
import { SHOP_TEXTS } from './shopTexts';
import { createShopStore } from './store';

// The buyers' pages on the server: the functions (functions/src/publicPages) call this, built for them by Vite from
// the shop's own components and locale files (functions/scripts/bundle.mjs), and the browser hydrates the same tree
// from the same data (main.tsx).

/** The page's markup inside #root, and its title in the page's language, for the page's embedded data. */
export const renderShopPage: RenderShopPage = async (data) => {
  const i18n = createInstance({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: SHOP_TEXTS },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Its own instance, given to the tree by ShopApp's provider: concurrent renders share no global state.
  await i18n.init();
  const t = i18n.getFixedT('en', 'ticketShop');
  const store = createShopStore(shopStateFrom(data));
  if (data.kind === 'sale') {
    const location = paths.publicEvent.href(data.eventId);
    return {
      title: data.sale?.title ?? t('event.notFound'),
      markup: renderToString(<ShopApp store={store} i18n={i18n} qrCodes={{}} location={location} />),
    };
  }
  const { purchase } = data;
  // The page's address as asked for: its calendar link carries the key on, as the browser's address has it.
  const location = paths.ticketPurchase.href(data.purchaseId, data.accessKey);
  const qrCodes = await qrCodeUrls(
    purchase?.cancelled ? [] : (purchase?.tickets ?? []).map(({ code }) => code),
  );
  return {
    title: purchase ? t('tickets.pageTitle', { title: purchase.event.title }) : t('tickets.notFound'),
    markup: renderToString(<ShopApp store={store} i18n={i18n} qrCodes={qrCodes} location={location} />),
  };
};
