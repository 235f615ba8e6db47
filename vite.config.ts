/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HEAVY_LIBRARIES } from './scripts/lib/heavyLibraries.mjs';
import { resolve, ssr } from './vite.common';
import { shellAndDoorOnly } from './scripts/lib/precacheList.mjs';
import { prerenderPages } from './src/firstPaint/build/prerenderPages';
import { purgeBootstrap } from './src/firstPaint/build/purgeBootstrap';
import { shopPagesProxy } from './scripts/lib/shopPagesProxy.mjs';
import { scriptPolicy } from './scripts/lib/scriptPolicy.mjs';
import { CONTENT_SECURITY_POLICY } from './packages/contracts/src/securityHeaders';
import {
  LANGUAGE_STORAGE_KEY,
  LAYOUT_STORAGE_KEY,
  PRERENDERED_MARK,
  PRERENDERED_SUBMIT_MARK,
  STORED_SESSION_KEY,
} from './src/firstPaint/keys';

const contractModule = (folder: string) =>
  new RegExp(`[\\\\/]packages[\\\\/]contracts[\\\\/]src[\\\\/]${folder}`);

const nodeModule = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

// Libraries that /login and the other sign-in pages need before their first paint (React, its router, Redux and its
// sagas, i18next), which go out as a chunk of their own.
const SHARED_FIRST_MODULES = nodeModule(
  'react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|' +
    'redux-saga|@redux-saga|immer|reselect|react-redux|use-sync-external-store|i18next|react-i18next|react-is|' +
    'prop-types|classnames|@babel[\\\\/]runtime',
);
const FIRST_VISIT_MODULES = nodeModule(
  'formik|lodash-es|deepmerge|react-fast-compare|hoist-non-react-statics|tiny-warning',
);

// Chunks V8 compiles whole while they download (build.rolldownOptions.output.postBanner).
const COMPILED_AHEAD = new Set(['libraries', 'first-visit', 'apexcharts']);

// The Functions emulator the buyers' pages come from locally, as src/config/env.ts finds it (scripts/lib/stack.mjs
// sets these for npm start and the e2e tier); a real project's dev server proxies nothing.
const env = loadEnv('', fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-gigvenue';
const functionsEmulator =
  projectId.startsWith('demo-') || env.VITE_USE_EMULATORS === 'true'
    ? {
        host: env.VITE_EMULATOR_HOST || '127.0.0.1',
        port: Number(env.VITE_FUNCTIONS_EMULATOR_PORT || 5001),
        projectId,
      }
    : null;

const SIGN_IN_PAGES = fs
  .readdirSync(new URL('./src/features/auth/pages', import.meta.url))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => `src/features/auth/pages/${name}`);

// The prerendered sign-in page and dashboard frame (src/firstPaint): index.html's templates, and what the first
// visit's CSS keeps.
const firstPaint = prerenderPages({
  pages: [
    {
      id: 'prerendered-login',
      entry: '/src/firstPaint/pages/loginPage.tsx',
      exportName: 'renderLoginPage',
      path: '/login',
      signedIn: false,
      mark: PRERENDERED_MARK,
    },
    {
      id: 'prerendered-dashboard',
      entry: '/src/firstPaint/pages/dashboardFrame.tsx',
      exportName: 'renderDashboardFrame',
      path: '/dashboard',
      signedIn: true,
    },
  ],
  sessionKey: STORED_SESSION_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  layoutKey: LAYOUT_STORAGE_KEY,
  submitMark: PRERENDERED_SUBMIT_MARK,
});

const app: UserConfig = {
  plugins: [
    react(),
    shopPagesProxy({
      firebaseJsonPath: fileURLToPath(new URL('./firebase.json', import.meta.url)),
      emulator: functionsEmulator,
    }),
    purgeBootstrap({
      root: fileURLToPath(new URL('.', import.meta.url)),
      // The app's start, the sign-in pages (the router's public pages) and the prerendered pages' markup: what a
      // first visit paints.
      firstVisitEntries: ['src/main.tsx', ...SIGN_IN_PAGES],
      firstVisitMarkup: firstPaint.markup,
    }),
    firstPaint,
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
        // The tab's icon is index.html's PNG: Chromium draws an SVG favicon in the page's own renderer, a document of
        // its own built on the main thread while the page loads (30-55 ms here, 4x that on Lighthouse's phone).
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      // The shell and the door only (scripts/lib/precacheList.mjs): every visitor's worker downloads this list at
      // each deploy, so it holds what the door needs offline, not every page of the app.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'favicon-32.png'],
        manifestTransforms: [
          shellAndDoorOnly({
            manifestPath: fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url)),
            signInPages: SIGN_IN_PAGES,
            readFile: fs.promises.readFile,
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: each page's inline scripts allowed by hash in a policy of its own (scripts/lib/scriptPolicy.mjs).
    scriptPolicy({ sources: CONTENT_SECURITY_POLICY['script-src'] }),
  ],
  resolve,
  ssr,
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    sourcemap: false,
    manifest: true,
    // Every browser the app supports (Chromium, Firefox 115+, Safari 17+) preloads modules natively; older ones still
    // load them, only without the head start, so the polyfill (about 0.3 KB on every first visit) stays out.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The app; the buyers' pages are built on their own (vite.shop.config.ts).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        // V8 compiles a function the first time it runs, on the main thread; this comment has it compile the whole
        // chunk ahead, on a background thread while the file arrives. Nearly every function of these two runs on the
        // pages that load them. Measured on a first visit at a phone's speed (CPU 4x slower, no profiler, 9 runs):
        // the dashboard's blocking time went from 145-177 ms to 93 ms with the first-visit chunk's hint, and the first
        // chart's drawing task from 178-195 ms to 104-113 ms with the charts'; /login's Lighthouse TBT from 57-145 ms
        // to 1-75 ms. Not on the Firestore SDK's chunk, most of which a page never calls: no gain measured there.
        postBanner: (chunk) => (COMPILED_AHEAD.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // What the sign-in pages run goes out as two chunks, what the buyers' pages load too and the rest: split by
            // importer, the same code cost a request and a gzip dictionary per small file (reactstrap's components were
            // one each), which /login paid for.
            { name: 'libraries', test: SHARED_FIRST_MODULES, priority: 3 },
            { name: 'first-visit', test: FIRST_VISIT_MODULES, priority: 2 },
            // The contracts' schemas go out as two chunks, the callables' and the stored documents': split by importer
            // they were some twenty files of a few hundred bytes, each a request for the page that needs it and a
            // name in the entry's preload map, which every first visit downloads. Without what they import: a group
            // takes its members' imports along by default, and the contract's schema-free modules (refusal texts,
            // London dates) then made the dashboard download and run every callable's schema, 40 ms of main thread
            // on this machine and 160 ms at a phone's speed, to read a year.
            {
              name: 'contracts',
              test: contractModule('callables[\\\\/]'),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'documents',
              test: contractModule('documents[\\\\/]'),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The contract's schema-free modules (money, London dates, refusal reasons, limits) as one small chunk that
            // every route loads: split by importer, one of them landed inside whichever feature's chunk shared its
            // importers, and a page that needed the module downloaded that feature (the dashboard 14 KB of events).
            {
              name: 'contract',
              test: contractModule('[\\w]+\\.ts$'),
              priority: 0,
              includeDependenciesRecursively: false,
            },
            // Each heavy library is a chunk named after it, so the budget script can tell which routes load it.
            ...Object.entries(HEAVY_LIBRARIES).map(([name, packages]) => ({
              name,
              test: nodeModule(packages.join('|')),
              priority: 1,
            })),
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // Form tests drive whole wizards through user events; on a busy two-core CI machine the slowest of them take
    // several seconds, so the 5 s default failed healthy tests. A hang still fails, just later.
    testTimeout: 15_000,
    // Every core, not vitest's default of one fewer (a single worker on this two-core machine): npm test runs this
    // tier beside the emulator tier, which mostly waits on the emulators. Alone, the tier took 189 s with two workers.
    maxWorkers: '100%',
    // Worker threads start faster than forked processes: the tier took 181 s instead of 220 s alone on this machine.
    pool: 'threads',
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
      // Sagas, reducers, schemas and services run in Node: building a jsdom took most of a second per file, 83 files
      // that never touch a page paid it, and on two cores that was over a minute of the unit tier (293 s -> 220 s
      // alone on this machine). A file that does need a page (the session in localStorage, a rendered hook, the
      // server-rendered shop) says so in its first line, `// @vitest-environment jsdom`, with the reason.
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          setupFiles: ['src/testing/setup.ts'],
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['src/domain/**'],
        },
      },
      // Pure code needs neither a DOM nor the app's translations: without jsdom and the i18n setup, each of these
      // files starts in milliseconds instead of most of a second, which on two cores is minutes of the unit tier.
      {
        extends: true,
        test: {
          name: 'pure',
          environment: 'node',
          // The recurrence tests set TZ to Europe/London, which only a process of its own takes up; a thread keeps
          // the zone its process started with.
          pool: 'forks',
          include: [
            'src/domain/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
          ],
        },
      },
    ],
  },
};

export default defineConfig(app);
