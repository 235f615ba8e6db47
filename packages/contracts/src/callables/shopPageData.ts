import * as z from 'zod/mini';
import { getTicketPurchase } from './getTicketPurchase';
import { getTicketSale } from './getTicketSale';

/** The id of the JSON script a buyer's page carries (functions/src/publicPages writes it, src/app/shop reads it). */
export const SHOP_DATA_ID = 'shop-data';

/**
 * What the server read to render a buyer's page (/e/{id}, /t/{id}), embedded in it so the browser's store starts
 * from it instead of asking again: the same answer the page's callable gives, or null for no such event or
 * purchase. The browser checks it as it checks a callable's answer; a page that fails the check (one cached from an
 * older release) is loaded afresh instead.
 */
export const shopPageData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sale'), eventId: z.string(), sale: z.nullable(getTicketSale.response) }),
  z.object({
    kind: z.literal('purchase'),
    purchaseId: z.string(),
    purchase: z.nullable(getTicketPurchase.response),
  }),
]);

export type ShopPageData = z.output<typeof shopPageData>;
