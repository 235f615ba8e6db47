#!/usr/bin/env node
// What each route downloads (JS + CSS, gzipped), read from the production build's manifest. Fails when /login or the
// buyers' pages are over the ARCHITECTURE budget, or when a heavy library is among the files /login, the buyers'
// pages or every route loads.
// Run `npm run build:web` first (npm run budget does both).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HEAVY_LIBRARIES } from './lib/heavyLibraries.mjs';
import { root } from './lib/stack.mjs';

// /login (ARCHITECTURE, Budgets: at most 160 KB of JS + CSS gzipped).
const BUDGET_KB = 160;
// The buyers' pages (/e/{id}, /t/{id}): what they load to hydrate the server's page (ARCHITECTURE: at most 120 KB).
const SHOP_BUDGET_KB = 120;
const dist = path.join(root, 'dist');
const source = (file) => fs.readFileSync(path.join(root, file), 'utf8');

/** One build's chunks, read from its manifest: the app's (index.html) or the buyers' pages' (shop.html). */
function buildOf(manifestName) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', manifestName), 'utf8'));
  /** The manifest keys a chunk loads before it runs (static imports), itself included. */
  function staticClosure(keys, seen = new Set()) {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      staticClosure(manifest[key].imports ?? [], seen);
    }
    return seen;
  }
  /** What the chunks import on demand (import()), with everything that loads in turn, beyond `known`. */
  function onDemandClosure(keys, known) {
    const loaded = new Set();
    let frontier = [...keys];
    while (frontier.length > 0) {
      const next = frontier.flatMap((key) => manifest[key]?.dynamicImports ?? []);
      const added = [...staticClosure(next)].filter((key) => !loaded.has(key) && !known.has(key));
      added.forEach((key) => loaded.add(key));
      frontier = added;
    }
    return loaded;
  }
  const filesOf = (keys) => [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  const heavyIn = (keys) =>
    [...new Set([...keys].map((key) => manifest[key].name))].filter((name) => name in HEAVY_LIBRARIES);
  return { manifest, staticClosure, onDemandClosure, filesOf, heavyIn };
}

const { manifest, staticClosure, onDemandClosure, filesOf, heavyIn } = buildOf('manifest.json');
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const kbOf = (files) => [...new Set(files)].reduce((sum, file) => sum + gzipKb(file), 0);

// Routes and their pages, read from the app's own route table so a new route is measured without editing this file.
const routePaths = Object.fromEntries(
  [...source('src/config/paths.ts').matchAll(/^ {2}(\w+): (?:fixed|withId|nestedWithId)\('([^']+)'/gm)].map(
    ([, key, routePath]) => [key, routePath],
  ),
);
// Every feature registers its pages once, in src/app/features.ts: a feature with a module renders its pages once the
// rest of the app's styles are here, in the dashboard frame; only the sign-in pages (no module) paint with main.tsx's
// styles, outside the frame.
const featureStart = /^ {2}(\w+): \{$/;
const pageImport = /^ {6}(\w+): \(\) => import\('@\/([^']+)'\),?$/;
const featureModule = (feature) => `src/features/${feature}/slice/module.ts`;
const moduleKey = (specifier) =>
  ['.tsx', '.ts'].map((ext) => `src/${specifier}${ext}`).find((key) => manifest[key]);
// Signed-in pages render inside the dashboard frame, with the notifications bell in its top bar.
const frame = [
  moduleKey('features/layout/components/DashboardLayout'),
  moduleKey('features/notifications/components/NotificationBell'),
  featureModule('notifications'),
];

const registered = [];
let feature = null;
for (const line of source('src/app/features.ts').split('\n')) {
  const start = featureStart.exec(line);
  if (start) feature = { name: start[1], hasModule: false };
  else if (feature && /^ {4}module:/.test(line)) feature.hasModule = true;
  const page = feature && pageImport.exec(line);
  if (page) registered.push({ feature, key: page[1], specifier: page[2] });
}

const routes = registered
  .filter(({ key }) => routePaths[key])
  .map(({ feature, key, specifier }) => {
    const own = [moduleKey(specifier)];
    if (feature.hasModule) own.push(featureModule(feature.name), moduleKey('styles/allStyles'), ...frame);
    return { route: routePaths[key], page: own.filter((entry) => entry && manifest[entry]) };
  });

const shell = staticClosure(['index.html']);
const shellKb = kbOf(filesOf(shell));
const problems = [];
if (heavyIn(shell).length > 0) problems.push(`every route loads ${heavyIn(shell).join(', ')}`);

console.log(`Every route loads ${shellKb.toFixed(1)} KB (JS + CSS gzipped); each route's own chunks on top:`);
for (const { route, page } of routes) {
  const loaded = staticClosure(page);
  const own = new Set([...loaded].filter((key) => !shell.has(key)));
  const total = shellKb + kbOf(filesOf(own));
  const heavy = heavyIn(own);
  const onDemand = heavyIn(onDemandClosure(own, loaded)).filter((name) => !heavy.includes(name));
  const isLogin = route === '/login';
  if (isLogin && total > BUDGET_KB) problems.push(`/login is ${total.toFixed(1)} KB, over ${BUDGET_KB} KB`);
  if (isLogin && heavy.length > 0) problems.push(`/login loads ${heavy.join(', ')}`);
  const files = filesOf(own).map((file) => path.basename(file).replace(/-[\w-]{8}(\.\w+)$/, '$1'));
  console.log(
    [
      `${route.padEnd(34)} ${total.toFixed(1).padStart(6)} KB${isLogin ? ` (budget ${BUDGET_KB} KB)` : ''}`,
      `  own ${(total - shellKb).toFixed(1)} KB: ${files.join(' ') || '-'}`,
      heavy.length > 0 ? `  heavy: ${heavy.join(', ')}` : '',
      onDemand.length > 0 ? `  heavy on demand: ${onDemand.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
// The buyers' pages are shop.html, built on their own (vite.shop.config.ts) and filled by the server: what they load to
// hydrate the server's page, then what loads beside the hydration (the shop's saga, the callables and their schemas),
// then what starting to buy adds (the form, card fields).
const shop = buildOf('shop-manifest.json');
const shopPage = shop.staticClosure(['shop.html']);
const shopKb = kbOf(shop.filesOf(shopPage));
const keyEnding = (suffix) => Object.keys(shop.manifest).find((key) => key.endsWith(suffix));
const closureOf = (suffix) => (keyEnding(suffix) ? shop.staticClosure([keyEnding(suffix)]) : new Set());
const saga = [...closureOf('app/shop/shopSaga.ts')].filter((key) => !shopPage.has(key));
const formOwn = [...closureOf('ticketShop/components/BuyTicketsForm.tsx')].filter(
  (key) => !saga.includes(key) && !shopPage.has(key),
);
if (shopKb > SHOP_BUDGET_KB)
  problems.push(`/e and /t are ${shopKb.toFixed(1)} KB, over ${SHOP_BUDGET_KB} KB`);
if (shop.heavyIn(shopPage).length > 0) problems.push(`/e and /t load ${shop.heavyIn(shopPage).join(', ')}`);
const baseName = (file) => path.basename(file).replace(/-[\w-]{8}(\.\w+)$/, '$1');
console.log(
  [
    `${'/e/{id}, /t/{id} (shop.html)'.padEnd(34)} ${shopKb.toFixed(1).padStart(6)} KB (budget ${SHOP_BUDGET_KB} KB) to hydrate`,
    `  files: ${shop.filesOf(shopPage).map(baseName).join(' ')}`,
    `  + ${kbOf(shop.filesOf(saga)).toFixed(1)} KB beside the hydration (the shop's saga and callables)`,
    `  + ${kbOf(shop.filesOf(formOwn)).toFixed(1)} KB when the buyer starts to buy (the form and its checks)`,
  ].join('\n'),
);
for (const problem of problems) console.error(`OVER BUDGET: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
