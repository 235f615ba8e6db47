import i18n from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadRememberedLanguage } from '@/features/layout/slice/storage';
import shopTexts from '@/locales/en/ticketShop.json';
import uiTexts from '@/locales/en/ui.json';
import { changeLanguage, initI18n, loadRefusalTexts } from '../i18n';
import { ShopApp } from './ShopApp';
import { readShopData, shopStateFrom } from './shopData';
import { createShopStore } from './store';

/**
 * Starts the buyers' app over the server's page: the store begins with the data the server embedded (no request
 * before the first render), the texts are ready before it renders (nothing suspends), and the first render commits
 * at once, replacing the server's markup with the same page, so nothing moves.
 */
export async function takeOver(root: HTMLElement): Promise<void> {
  const store = createShopStore(shopStateFrom(readShopData(root.ownerDocument)));
  await initI18n();
  i18n.addResourceBundle('en', 'ticketShop', shopTexts);
  i18n.addResourceBundle('en', 'ui', uiTexts);
  const language = loadRememberedLanguage();
  if (language !== 'en') await changeLanguage(language).catch(() => undefined);
  await i18n.loadNamespaces(['ticketShop', 'ui']).catch(() => undefined);
  const app = createRoot(root);
  flushSync(() => app.render(<ShopApp store={store} />));
  // A purchase's refusal (sold out, limits) is worded from these; the page needs none of them to show.
  void loadRefusalTexts().catch(() => undefined);
}
