#!/usr/bin/env node
// Measures what a first visit to a route downloads (JS + CSS, gzipped) from the production build's manifest,
// and fails when /login is over the ARCHITECTURE budget. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib/stack.mjs';

const BUDGET_KB = 200;
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  (chunk.css ?? []).forEach((css) => files.add(css));
  (chunk.imports ?? []).forEach((imported) => collect(imported, files, seen));
  return files;
}

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

function routeCost(pageKey) {
  const files = collect('index.html');
  if (pageKey) collect(pageKey, files);
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
}

const routes = {
  '/login': 'src/features/auth/pages/LoginPage.tsx',
  '/register-event-manager': 'src/features/auth/pages/RegisterEventManagerPage.tsx',
};
let failed = false;
for (const [route, page] of Object.entries(routes)) {
  if (!manifest[page]) continue;
  const kb = routeCost(page);
  const over = route === '/login' && kb > BUDGET_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(26)} ${kb.toFixed(1)} KB gzipped (JS + CSS)${route === '/login' ? ` budget ${BUDGET_KB} KB` : ''}${over ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(failed ? 1 : 0);
