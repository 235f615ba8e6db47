// What the functions take from the shop (functions/src/publicPages/shopRenderer.d.ts), built for them by Vite
// (vite.shop.config.ts, its SSR build): the pages' renderer and the tickets' calendar file.
export { renderShopPage } from './renderShopPage';
export { purchaseCalendarFile } from './purchaseCalendarFile';
