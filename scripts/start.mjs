#!/usr/bin/env node
// `npm start`: emulators (with data kept between runs) + demo seed + the app at http://localhost:5173 (5173 plus
// STACK_PORT_OFFSET, as every port of the stack) + a local inbox where the app's mails arrive.
// `npm run reset` does the same from empty emulators. With a real project in .env, only the app starts.
// `npm run serve:prod` (--prod): the production build served by the Hosting emulator instead of Vite's dev server,
// with firebase.json's rewrites (the buyers' pages rendered by their functions) as deployed.
import fs from 'node:fs';
import path from 'node:path';
import { startLocalMail } from './lib/mailRelay.mjs';
import { onStopSignals, processGroup } from './lib/processes.mjs';
import { takenPorts } from './lib/processTree.mjs';
import { run } from './lib/run.mjs';
import {
  EMULATOR_SERVICES,
  dataDir,
  devServerPort,
  emulatorProcessEnv,
  emulators,
  firebaseCli,
  firebaseConfigPath,
  host,
  mail,
  projectId,
  root,
  useEmulators,
  viteEnv,
} from './lib/stack.mjs';
import { waitForEmulators } from './lib/wait.mjs';

const reset = process.argv.includes('--reset');
const production = process.argv.includes('--prod');
const services = production ? `${EMULATOR_SERVICES},hosting` : EMULATOR_SERVICES;
const group = processGroup();
let stopping = false;
let localMail = null;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (emulator data is saved to .emulator-data)...');
  await localMail?.stop();
  await group.stopAll();
  process.exit(code);
}
onStopSignals(() => shutdown(0));

const vite = path.join(root, 'node_modules', '.bin', 'vite');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const appAddress = `http://localhost:${devServerPort}`;

/** Every port this stack listens on, by name. */
function stackPorts() {
  const ports = {};
  for (const name of services.split(',')) ports[name] = emulators[name].port;
  ports['emulator hub'] = emulators.hub.port;
  ports['emulator logging'] = emulators.logging.port;
  ports['Firestore websocket'] = emulators.firestore.websocketPort;
  ports['mail SMTP'] = mail.smtp;
  ports['mail inbox'] = mail.web;
  if (!production) ports.app = devServerPort;
  return ports;
}

async function main() {
  if (!useEmulators) {
    console.log(`Using the real Firebase project "${projectId}" from .env.`);
    group.start('vite', vite, ['--port', String(devServerPort), '--strictPort'], {
      onExit: (code) => shutdown(code ?? 0),
    });
    return;
  }
  // A port held by a stack that did not stop (or anything else) would fail a start half-way: say which process holds it.
  const taken = await takenPorts(stackPorts(), host);
  if (taken.length > 0) {
    throw new Error(`${taken.join('\n')}\nStop it (or choose another STACK_PORT_OFFSET) and start again.`);
  }
  if (reset) fs.rmSync(dataDir, { recursive: true, force: true });
  if ((await run('npm', ['run', '--silent', 'build:functions'])) !== 0)
    throw new Error('Functions failed to build.');
  // The Hosting emulator serves dist/ as it is when it starts: build it first, pointed at these emulators.
  if (production && (await run('npm', ['run', '--silent', 'build:web'], { env: viteEnv() })) !== 0)
    throw new Error('The app failed to build.');

  const args = [
    'emulators:start',
    '--config',
    firebaseConfigPath(),
    '--project',
    projectId,
    '--only',
    services,
    '--export-on-exit',
    dataDir,
  ];
  if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
  // The links in the app's mails (tickets, password resets) point at this stack's app unless .env names another.
  const hostingAddress = `http://${emulators.hosting.host}:${emulators.hosting.port}`;
  const appUrl = process.env.APP_URL || (production ? hostingAddress : appAddress);
  group.start('emulators', process.execPath, [firebaseCli, ...args], {
    env: { ...emulatorProcessEnv(), APP_URL: appUrl },
    onExit: (code) => !stopping && shutdown(code || 1),
  });
  await waitForEmulators(services.split(','));
  // The local inbox: the relay sends the `mail` documents there, as the Trigger Email extension does when deployed.
  localMail = await startLocalMail({ ports: mail, host });

  if ((await run(process.execPath, [path.join(root, 'scripts', 'seed.mjs')])) !== 0)
    throw new Error('Seeding failed.');
  // The emulators do not run scheduled functions: now and then hourly, as retryCaptures, resumeWithdrawals and
  // settleEvents do, take held card payments, finish stalled withdrawals, and settle the events that ended.
  const operator = (command) => run(process.execPath, [path.join(root, 'scripts', 'operator.mjs'), command]);
  const hourly = async () => {
    await operator('retry-captures');
    await operator('resume-withdrawals');
    await operator('settle');
  };
  await hourly();
  setInterval(() => void hourly(), 60 * 60 * 1000).unref();
  // And every 5 minutes, as passOnLapsedOffers does: waitlist offers unclaimed for 30 minutes go to the next in line.
  setInterval(() => void operator('pass-on-offers'), 5 * 60 * 1000).unref();

  // Recompile functions on change; the Functions emulator reloads them by itself.
  group.start('functions-watch', tsc, ['-w', '-p', 'functions', '--preserveWatchOutput']);
  if (production) {
    console.log(
      `\nThe production build is at ${hostingAddress} (buyers' pages: ${hostingAddress}/e/<eventId>).` +
        `\nMails arrive in the inbox at ${localMail.webUrl}. Ctrl-C stops.\n`,
    );
    return;
  }
  group.start('vite', vite, ['--port', String(devServerPort), '--strictPort'], {
    env: viteEnv(),
    onExit: (code) => !stopping && shutdown(code ?? 0),
  });
  console.log(
    `\nThe app is at ${appAddress} — demo logins are in README.md.` +
      `\nMails arrive in the inbox at ${localMail.webUrl}. Ctrl-C stops everything.\n`,
  );
}

main().catch(async (error) => {
  console.error(error.message);
  await shutdown(1);
});
