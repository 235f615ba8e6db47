// Bundles the compiled functions (lib/) into one file, dist/index.js, which the emulator runs and Firebase deploys.
// The functions import @gigvenue/contracts, a workspace package that no registry holds: bundled in, the deployed
// folder needs only the dependencies its package.json names, and Cloud Build never looks the name up on npm (where
// anyone could publish it). Rolldown is the bundler Vite already builds the app with.
// First, Vite builds the buyers' pages' renderer from the shop's own components and locale files (vite.shop.config.ts,
// its SSR build, React and the other libraries in it) into lib/publicPages/shopRenderer.js, which the compiled
// publicPages import.
import { build } from 'rolldown';
import { build as viteBuild } from 'vite';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { dependencies } = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8'));
const installed = Object.keys(dependencies);

await viteBuild({
  root: repoRoot,
  configFile: `${repoRoot}/vite.shop.config.ts`,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: true },
});

await build({
  input: `${root}/lib/index.js`,
  platform: 'node',
  // What the deployed package installs stays outside, subpaths included (firebase-functions/v2/https).
  external: (id) =>
    installed.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
  logLevel: 'warn',
  // What the shop's components import on demand (the buy form) goes into chunks beside it, which no
  // function loads: a cold start reads only index.js.
  output: {
    dir: `${root}/dist`,
    entryFileNames: 'index.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    format: 'cjs',
    sourcemap: true,
  },
});
