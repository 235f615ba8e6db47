/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [
    react(),
    // One service worker at the root scope, src/sw.ts: the app shell offline for the door screen, and later web
    // push. Production builds only: index.html gets a one-line inline registration, so no JavaScript chunk grows
    // (the /login budget); the dev server and the unit tests never register it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: 'inline',
      manifest: {
        name: 'GigVenue',
        short_name: 'GigVenue',
        description: 'Book venues and event managers, sell tickets and check guests in.',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0d6efd',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Libraries every first visit runs go out as one chunk: split by importer they cost a request and a
          // gzip dictionary each, which the /login budget pays for.
          groups: [
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|redux-saga|@redux-saga|react-redux|immer|reselect|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // Form tests drive whole wizards through user events; on a busy two-core CI machine the slowest of them take
    // several seconds, so the 5 s default failed healthy tests. A hang still fails, just later.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'functions/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    css: false,
  },
});
