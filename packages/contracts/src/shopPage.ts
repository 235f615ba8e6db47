/**
 * The id of the JSON script a buyer's page carries (functions/src/publicPages writes it, src/app/shop reads it). Apart
 * from the page data's schema, so the buyers' first download reads it without the schemas and zod.
 */
export const SHOP_DATA_ID = 'shop-data';

/**
 * The name an event's calendar file downloads under, in the app and from a buyer's tickets page, where it is also the
 * last segment of the file's address (/t/{purchaseId}/event-schedule.ics?k=): the function that answers /t/ reads it.
 */
export const CALENDAR_FILE_NAME = 'event-schedule.ics';
