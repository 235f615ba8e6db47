import common from '@/locales/en/common.json';
import ticketShop from '@/locales/en/ticketShop.json';
import ui from '@/locales/en/ui.json';

/**
 * The shop's own English texts, with which the server renders the buyers' pages (one cached page per event serves
 * every visitor, so it is in English) and the browser hydrates them before it turns to a buyer's chosen language.
 */
export const SHOP_TEXTS = { common, ticketShop, ui };
