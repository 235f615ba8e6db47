#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: seed, serve the built app, run Playwright, stop the server.
import path from 'node:path';
import { onStopSignals, processGroup } from './lib/processes.mjs';
import { run, runOrExit } from './lib/run.mjs';
import { startLocalMail } from './lib/mailRelay.mjs';
import { emulators, host, mail, previewPort, root, viteEnv } from './lib/stack.mjs';
import { waitForFile, waitForHttp } from './lib/wait.mjs';
import { warmFunctions } from './lib/warmFunctions.mjs';

const group = processGroup();
// The local inbox and its relay deliver the `mail` documents, as `npm start` does (tests/e2e/ticket-mail.spec.ts).
const localMail = await startLocalMail({ ports: mail, log: () => undefined });
// The preview server runs in its own process group, out of reach of the terminal's Ctrl-C: stop it ourselves.
onStopSignals(async () => {
  await localMail.stop();
  await group.stopAll({ graceMs: 5000 });
  process.exit(130);
});
/**
 * `npm test` starts this stack beside the emulator tier, on the CPU that tier leaves idle, and writes 'go' to
 * E2E_START_SIGNAL when that tier has passed (anything else when it failed): the tests themselves run alone.
 */
async function startSignalSaysGo() {
  if (!process.env.E2E_START_SIGNAL) return true;
  const started = Date.now();
  const signal = await waitForFile(process.env.E2E_START_SIGNAL);
  console.log(`Waited ${((Date.now() - started) / 1000).toFixed(0)} s for the emulator tier: ${signal}.`);
  return signal === 'go';
}

await runOrExit(process.execPath, [path.join(root, 'scripts', 'seed.mjs')]);
console.log(`Warmed ${(await warmFunctions()).length} callables.`);
group.start(
  'preview',
  path.join(root, 'node_modules', '.bin', 'vite'),
  ['preview', '--port', String(previewPort), '--strictPort'],
  {
    env: viteEnv(),
  },
);
let code = 1;
try {
  await waitForHttp(`http://127.0.0.1:${previewPort}/`);
  const playwright = (phase) =>
    run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
      env: {
        E2E_BASE_URL: `http://127.0.0.1:${previewPort}`,
        E2E_INBOX_URL: localMail.webUrl,
        // The same build as Hosting serves it, with firebase.json's headers and rewrites (scripts/e2e.mjs starts it).
        ...(process.env.STACK_WITH_HOSTING === '1'
          ? { E2E_HOSTING_URL: `http://${host}:${emulators.hosting.port}` }
          : {}),
        ...(phase ? { E2E_PHASE: phase } : {}),
      },
    });
  // A run of chosen specs runs just those; the full run checks the demo figures before anything books (playwright.config.ts).
  if (!(await startSignalSaysGo())) code = 1;
  else if (process.argv.length > 2) code = await playwright(null);
  else {
    code = await playwright('figures');
    if (code === 0) code = await playwright('bookings');
  }
} finally {
  await localMail.stop();
  await group.stopAll({ graceMs: 5000 });
}
process.exit(code);
