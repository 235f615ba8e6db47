import { SHOP_DATA_ID, shopPageData, type ShopPageData } from '@gigvenue/contracts';
import { purchaseViewOf, saleViewOf } from '@/domain/ticketSale';
import { initialTicketShopState } from '@/features/ticketShop/slice';
import type { TicketShopState } from '@/features/ticketShop/slice/types';

/**
 * The page's embedded data (what the server read to render it), checked against the contract as a callable's answer
 * is; null when there is none (a page served without the function, in development) or it fails the check (a page
 * cached from an older release), and the page then loads as usual.
 */
export function readShopData(document: Document): ShopPageData | null {
  const text = document.getElementById(SHOP_DATA_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const checked = shopPageData.safeParse(json);
  return checked.success ? checked.data : null;
}

/** The shop's state as if the page's own request had just been answered with the embedded data. */
export function shopStateFrom(data: ShopPageData | null): TicketShopState {
  if (data?.kind === 'sale') {
    const sale = data.sale && saleViewOf(data.sale);
    return {
      ...initialTicketShopState,
      sale: { status: 'succeeded', eventId: data.eventId, sale, error: null },
    };
  }
  if (data?.kind === 'purchase') {
    const purchase = data.purchase && purchaseViewOf(data.purchase);
    return {
      ...initialTicketShopState,
      purchase: { status: 'succeeded', purchaseId: data.purchaseId, purchase, error: null },
    };
  }
  return initialTicketShopState;
}
