#!/usr/bin/env node
// End-to-end tier: production build + fresh emulators + demo seed + Playwright in Debian's Chromium headless shell.
// `--build-only` stops after the build and `--built` starts after it: `npm test` builds while the emulator tier is
// still running, on the core that tier leaves idle, and runs the tests once that tier is done.
import path from 'node:path';
import { ensureHeadlessChromium } from './lib/chromium.mjs';
import { runOrExit } from './lib/run.mjs';
import { root, viteEnv } from './lib/stack.mjs';

const STAGES = new Set(['--build-only', '--built']);
const stage = process.argv.find((arg) => STAGES.has(arg));
const chromium = await ensureHeadlessChromium();
if (stage !== '--built') {
  await runOrExit(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    env: viteEnv(),
  });
  await runOrExit(process.execPath, [path.join(root, 'scripts', 'measure-bundle.mjs')]);
}
if (stage === '--build-only') process.exit(0);
const extra = process.argv
  .slice(2)
  .filter((arg) => !STAGES.has(arg))
  .map((arg) => JSON.stringify(arg))
  .join(' ');
await runOrExit(
  process.execPath,
  [path.join(root, 'scripts', 'with-emulators.mjs'), `node scripts/e2e-inside.mjs ${extra}`],
  {
    env: { CHROMIUM_PATH: chromium },
  },
);
