// Built by Vite from the shop's own components and locale files (src/app/shop/renderShopPage.tsx) into
// lib/publicPages/shopRenderer.js by scripts/bundle.mjs, after tsc: the contract names its type.
import type { RenderShopPage } from '@gigvenue/contracts';

export declare const renderShopPage: RenderShopPage;
