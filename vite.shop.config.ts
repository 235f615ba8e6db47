import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { purgeBootstrap } from './src/firstPaint/build/purgeBootstrap';
import { scriptPolicy } from './scripts/lib/scriptPolicy.mjs';
import { CONTENT_SECURITY_POLICY } from './packages/contracts/src/securityHeaders';
import { resolve, ssr } from './vite.common';

// The buyers' pages (/e/{id}, /t/{id}): an app of their own, src/app/shop, built on its own so a buyer's phone
// downloads only what the shop uses, in a few files (ARCHITECTURE, Buyers' pages). `vite build --config` this file
// after the app's build (npm run build:web): the browser's files join the app's in dist/, and functions/src/publicPages
// renders each page into its shop.html. With `--ssr` (functions/scripts/bundle.mjs) it builds the server's renderer
// of the same components instead.

const root = fileURLToPath(new URL('.', import.meta.url));

const browser: UserConfig = {
  plugins: [
    react(),
    purgeBootstrap({
      root,
      firstVisitEntries: [],
      // The shop's entry (whose components the server renders the pages with too) and the buy form it loads when the
      // buyer starts.
      shopEntries: [
        'src/app/shop/main.tsx',
        'src/features/ticketShop/components/BuyTicketsForm.tsx',
        'src/components/payments/StripeCardField.tsx',
      ],
    }),
    // Last: the page's inline scripts allowed by hash (scripts/lib/scriptPolicy.mjs).
    scriptPolicy({ sources: CONTENT_SECURITY_POLICY['script-src'] }),
  ],
  resolve,
  build: {
    // Beside the app's build, which empties dist/ first.
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    manifest: '.vite/shop-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { shop: fileURLToPath(new URL('./shop.html', import.meta.url)) } },
  },
};

// The server's renderer (src/app/shop/server.ts: the pages and the tickets' calendar file): the same resolution, none of the browser's plugins. Its
// output sits beside the functions' compiled publicPages, which import it.
const server: UserConfig = {
  plugins: [react()],
  resolve,
  // Its libraries bundled as the browser gets them (ES modules, so unused parts drop out), but the QR encoder, which
  // the functions install.
  ssr: { ...ssr, noExternal: true, external: ['qrcode'] },
  // React's production build (its entries pick one by NODE_ENV when they load).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'functions/lib/publicPages',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    // Smaller to load on a function's cold start.
    minify: true,
    rolldownOptions: {
      input: 'src/app/shop/server.ts',
      // What the shop loads on demand (the buy form) stays in chunks of its own, which the server
      // never loads.
      output: { entryFileNames: 'shopRenderer.js', chunkFileNames: 'shopRenderer/[name]-[hash].js' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? server : browser));
