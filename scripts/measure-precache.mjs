#!/usr/bin/env node
// What the service worker downloads into its cache when it installs, on a first visit and again after every
// deploy (every file of a new build has a new name or revision): the precache list vite-plugin-pwa injected into
// dist/sw.js, counted in files and KB (as stored, and gzipped as Hosting sends them). Run `vite build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib/stack.mjs';

const dist = path.join(root, 'dist');
const worker = fs.readFileSync(process.argv[2] ?? path.join(dist, 'sw.js'), 'utf8');
const urls = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(([, url]) => url);
if (urls.length === 0)
  throw new Error('No precache list found in the service worker: is it a production build?');
function sizeOf(url) {
  const bytes = fs.readFileSync(path.join(dist, url));
  return { url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) =>
  `${files.length} files, ${kb(files.reduce((sum, file) => sum + file.raw, 0))} (${kb(files.reduce((sum, file) => sum + file.gzip, 0))} gzipped)`;
const sizes = urls.map(sizeOf);
// For comparison, what the worker precached before it kept to the shell and the door: every file of the build its
// globPatterns match (vite.config.ts), the worker itself and the Vite manifest aside.
const everything = fs
  .readdirSync(dist, { recursive: true })
  .filter((file) => /\.(js|css|html|svg|webmanifest)$|^favicon-32\.png$/.test(file))
  .filter((file) => file !== 'sw.js' && !file.startsWith('.vite'))
  .map(sizeOf);
console.log(`Precached by the service worker: ${total(sizes)}.`);
console.log(`Every file of the build it would precache unfiltered: ${total(everything)}.`);
if (process.env.PRECACHE_LIST) for (const file of sizes) console.log(`  ${file.url}  ${kb(file.gzip)}`);
