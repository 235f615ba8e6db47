/**
 * The id of the JSON script a buyer's page carries (functions/src/publicPages writes it, src/app/shop reads it). Apart
 * from the page data's schema, so the buyers' first download reads it without the schemas and zod.
 */
export const SHOP_DATA_ID = 'shop-data';
