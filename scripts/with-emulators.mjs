#!/usr/bin/env node
// Builds the functions, then runs one shell command inside `firebase emulators:exec` (fresh, empty emulators).
import { runOrExit } from './lib/run.mjs';
import {
  EMULATOR_SERVICES,
  emulatorEnv,
  emulatorProcessEnv,
  firebaseCli,
  firebaseConfigPath,
  projectId,
} from './lib/stack.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/with-emulators.mjs "<command>"');
  process.exit(2);
}
// STACK_FUNCTIONS_BUILT=1 when the caller has just built them (npm test builds them once for both its stacks).
if (process.env.STACK_FUNCTIONS_BUILT !== '1') await runOrExit('npm', ['run', '--silent', 'build:functions']);
await runOrExit(
  process.execPath,
  [
    firebaseCli,
    'emulators:exec',
    '--config',
    firebaseConfigPath(),
    '--project',
    projectId,
    '--only',
    // STACK_WITH_HOSTING=1 adds the Hosting emulator, serving dist/ with firebase.json's rewrites (npm run lighthouse).
    process.env.STACK_WITH_HOSTING === '1' ? `${EMULATOR_SERVICES},hosting` : EMULATOR_SERVICES,
    command,
  ],
  // Tests read STACK_EMULATORS for the ports that emulators:exec does not export (functions, hub).
  { env: { STACK_EMULATORS: emulatorEnv().STACK_EMULATORS, ...emulatorProcessEnv() } },
);
