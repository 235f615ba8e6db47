import * as z from 'zod/mini';
import type { ResponseOf } from './define';
import { getTicketPurchase } from './getTicketPurchase';
import { getTicketSale } from './getTicketSale';

/**
 * What the server read to render a buyer's page (/e/{id}, /t/{id}), embedded in it so the browser's store starts
 * from it and hydrates the page with it: the same answer the page's callable gives, or null for no such event or
 * purchase. The functions' tests check the pages' data against it.
 */
export const shopPageData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sale'), eventId: z.string(), sale: z.nullable(getTicketSale.response) }),
  z.object({
    kind: z.literal('purchase'),
    purchaseId: z.string(),
    /** The link's key the page was asked with: the page's own links (its calendar file) carry it on. */
    accessKey: z.string(),
    purchase: z.nullable(getTicketPurchase.response),
  }),
]);

export type ShopPageData = z.output<typeof shopPageData>;

/**
 * The shop's server renderer (src/app/shop/renderShopPage.tsx, built into the functions): a buyer's page rendered
 * from its data by the shop's own components, as the markup inside #root, with the title its texts give the page.
 */
export type RenderShopPage = (data: ShopPageData) => Promise<{ title: string; markup: string }>;

/**
 * The shop's calendar file of a purchase (src/app/shop/purchaseCalendarFile.ts, built into the functions beside the
 * renderer): the .ics text, or null when the tickets are void or the event's date or start time cannot be read.
 */
export type PurchaseCalendarFile = (purchase: ResponseOf<typeof getTicketPurchase>) => string | null;
