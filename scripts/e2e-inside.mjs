#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: seed, serve the built app, run Playwright, stop the server.
import path from 'node:path';
import { onStopSignals, processGroup } from './lib/processes.mjs';
import { run, runOrExit } from './lib/run.mjs';
import { previewPort, root, viteEnv } from './lib/stack.mjs';
import { waitForHttp } from './lib/wait.mjs';
import { warmFunctions } from './lib/warmFunctions.mjs';

const group = processGroup();
// The preview server runs in its own process group, out of reach of the terminal's Ctrl-C: stop it ourselves.
onStopSignals(async () => {
  await group.stopAll({ graceMs: 5000 });
  process.exit(130);
});
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
      env: { E2E_BASE_URL: `http://127.0.0.1:${previewPort}`, ...(phase ? { E2E_PHASE: phase } : {}) },
    });
  // A run of chosen specs runs just those; the full run checks the demo figures before anything books (playwright.config.ts).
  if (process.argv.length > 2) code = await playwright(null);
  else {
    code = await playwright('figures');
    if (code === 0) code = await playwright('bookings');
  }
} finally {
  await group.stopAll({ graceMs: 5000 });
}
process.exit(code);
