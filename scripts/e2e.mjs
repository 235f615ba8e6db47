#!/usr/bin/env node
// End-to-end tier: production build + fresh emulators + demo seed + Playwright in Debian's Chromium headless shell.
import path from 'node:path';
import { ensureHeadlessChromium } from './lib/chromium.mjs';
import { runOrExit } from './lib/run.mjs';
import { root, viteEnv } from './lib/stack.mjs';

const chromium = await ensureHeadlessChromium();
// The app and the buyers' pages (npm run build:web).
await runOrExit('npm', ['run', '--silent', 'build:web'], { env: viteEnv() });
await runOrExit(process.execPath, [path.join(root, 'scripts', 'measure-bundle.mjs')]);
const extra = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
await runOrExit(
  process.execPath,
  [path.join(root, 'scripts', 'with-emulators.mjs'), `node scripts/e2e-inside.mjs ${extra}`],
  {
    // The Hosting emulator too: tests/e2e/security-headers.spec.ts reads the pages as Hosting serves them.
    env: { CHROMIUM_PATH: chromium, STACK_WITH_HOSTING: '1' },
  },
);
