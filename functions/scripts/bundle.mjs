// Bundles the compiled functions (lib/) into one file, dist/index.js, which the emulator runs and Firebase deploys.
// The functions import @gigvenue/contracts, a workspace package that no registry holds: bundled in, the deployed
// folder needs only the dependencies its package.json names, and Cloud Build never looks the name up on npm (where
// anyone could publish it). Rolldown is the bundler Vite already builds the app with.
import { build } from 'rolldown';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { dependencies } = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8'));
const installed = Object.keys(dependencies);

await build({
  input: `${root}/lib/index.js`,
  platform: 'node',
  // What the deployed package installs stays outside, subpaths included (firebase-functions/v2/https).
  external: (id) =>
    installed.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:'),
  logLevel: 'warn',
  output: { file: `${root}/dist/index.js`, format: 'cjs', sourcemap: true },
});
