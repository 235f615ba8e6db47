import type { TicketPurchaseView } from '../tickets/loadTicketPurchase';
import type { PageContext } from './eventPage';
import { NOINDEX } from './eventPage';
import { escapeHtml } from './html';
import type { ShopPage } from './shopTemplate';

/** The link is the buyer's key: no shared cache may keep the page, and no search engine may list it. */
export const PURCHASE_PAGE_CACHE = 'private, no-store';

/**
 * The buyer's ticket page (/t/{purchaseId}?k=): never cached by anyone but the buyer's browser, never indexed, no
 * preview tags (a shared preview would show the buyer's name). A wrong key or an unknown purchase is the same 404
 * page, so a guessed link learns nothing.
 */
export function purchasePage(
  { purchaseId, accessKey }: { purchaseId: string; accessKey: string },
  purchase: TicketPurchaseView | null,
  context: Pick<PageContext, 'appName'>,
): ShopPage {
  return {
    status: purchase ? 200 : 404,
    cacheControl: PURCHASE_PAGE_CACHE,
    head: (title) => `<title>${escapeHtml(`${title} | ${context.appName}`)}</title>\n${NOINDEX}`,
    // The key goes on into the page's own links only when it opened the purchase.
    data: { kind: 'purchase', purchaseId, accessKey: purchase ? accessKey : '', purchase },
  };
}
