import type { TicketPurchaseView, TicketSaleView } from '@/domain/ticketSale';
import { initialTicketShopState } from '@/features/ticketShop/slice';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

/** The id of the JSON the server renders into the page (functions/src/publicPages/shopTemplate.ts). */
export const SHOP_DATA_ID = 'shop-data';

/** What the server read to render the page: the browser starts from it instead of asking again. */
export type ShopData =
  | { kind: 'sale'; eventId: string; sale: TicketSaleView | null }
  | { kind: 'purchase'; purchaseId: string; purchase: TicketPurchaseView | null };

/** The page's embedded data, or null when there is none (a page served without the function, in development). */
export function readShopData(document: Document): ShopData | null {
  const text = document.getElementById(SHOP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ShopData;
    return data.kind === 'sale' || data.kind === 'purchase' ? data : null;
  } catch {
    return null;
  }
}

/** The shop's state as if the page's own request had just been answered with the embedded data. */
export function shopStateFrom(data: ShopData | null): TicketShopState {
  if (data?.kind === 'sale') {
    return {
      ...initialTicketShopState,
      sale: { status: 'succeeded', eventId: data.eventId, sale: data.sale, error: null },
    };
  }
  if (data?.kind === 'purchase') {
    return {
      ...initialTicketShopState,
      purchase: { status: 'succeeded', purchaseId: data.purchaseId, purchase: data.purchase, error: null },
    };
  }
  return initialTicketShopState;
}
