// Built by Vite from the shop's own components and locale files (src/app/shop/server.ts) into
// lib/publicPages/shopRenderer.js by scripts/bundle.mjs, after tsc: the contract names its types.
import type { PurchaseCalendarFile, RenderShopPage } from '@gigvenue/contracts';

export declare const renderShopPage: RenderShopPage;
export declare const purchaseCalendarFile: PurchaseCalendarFile;
