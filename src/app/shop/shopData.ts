import { SHOP_DATA_ID, type ShopPageData } from '@gigvenue/contracts';
import { purchaseViewOf, saleViewOf } from '@/domain/ticketSale';
import { initialTicketShopState } from '@/features/ticketShop/slice';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

const isRecordOrNull = (value: unknown) =>
  value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * The page's embedded data: what the server rendered the page from, in the same response, which the browser must
 * hydrate the page with as it is. Only its kind is checked (the contract's schema would put zod in every buyer's first
 * download); null when there is none (a page served without the function) or it is no page's data, and the page then
 * renders and loads as usual.
 */
export function readShopData(document: Document): ShopPageData | null {
  const text = document.getElementById(SHOP_DATA_ID)?.textContent;
  if (!text) return null;
  let json: Partial<Record<string, unknown>>;
  try {
    json = JSON.parse(text) as Partial<Record<string, unknown>>;
  } catch {
    return null;
  }
  if (json?.kind === 'sale' && typeof json.eventId === 'string' && isRecordOrNull(json.sale))
    return json as ShopPageData;
  if (json?.kind === 'purchase' && typeof json.purchaseId === 'string' && isRecordOrNull(json.purchase))
    return json as ShopPageData;
  return null;
}

/** The shop's state as if the page's own request had just been answered with the embedded data. */
export function shopStateFrom(data: ShopPageData | null): TicketShopState {
  if (data?.kind === 'sale') {
    const sale = data.sale && saleViewOf(data.sale);
    return {
      ...initialTicketShopState,
      sale: { status: 'succeeded', eventId: data.eventId, sale, failure: null },
    };
  }
  if (data?.kind === 'purchase') {
    const purchase = data.purchase && purchaseViewOf(data.purchase);
    return {
      ...initialTicketShopState,
      purchase: { status: 'succeeded', purchaseId: data.purchaseId, purchase, failure: null },
    };
  }
  return initialTicketShopState;
}
