#!/usr/bin/env node
// `npm run deploy -- --project <id|alias>`: one deploy that refuses to half-deploy. It runs deploy:check (and stops if
// anything is missing), checks that the secrets exist in the project, builds the app, then deploys Firestore rules,
// indexes, Storage rules, functions, extensions and Hosting in that order with the pinned firebase-tools, each its own
// `firebase deploy --only`, and stops at the first failure saying which step failed and what already went out. It
// never deploys to a demo- project, nor without an explicit --project. --offline is passed on to deploy:check;
// --force and --non-interactive to firebase deploy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployCheck } from './deploy-check.mjs';
import { DEPLOY_STEPS, projectArgument, runSteps, stoppedMessage } from './lib/deployChecks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);

const { ok, projectId, secrets } = await deployCheck(argv);
if (!ok) {
  console.error('\nNothing was deployed: fix what deploy:check names, then run npm run deploy again.');
  process.exit(1);
}

const firebaseBin = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase');
const passOn = argv.filter((arg) => arg === '--force' || arg === '--non-interactive');
// The project as given (an alias stays an alias, so firebase-tools reads the same settings files deploy:check read).
const project = projectArgument(argv);
function firebase(args, stdio = 'inherit') {
  const result = spawnSync(process.execPath, [firebaseBin, ...args, '--project', project], {
    cwd: root,
    stdio,
  });
  return result.status === 0;
}

// A secret missing in Secret Manager would stop `firebase deploy` at the functions or the extension, after the rules
// went out: each is checked first (the only step here that needs the project, before anything is sent).
console.log(`\nChecking the secrets in ${projectId}: ${secrets.join(', ')}.`);
const missing = secrets.filter((name) => !firebase(['functions:secrets:get', name], 'ignore'));
if (missing.length > 0) {
  console.error(
    `Missing secrets (or no access to Secret Manager): ${missing.join(', ')}. Set each with\n` +
      `  npx firebase functions:secrets:set <NAME> --project ${projectId}\n` +
      'Nothing was deployed.',
  );
  process.exit(1);
}

// Hosting serves dist/: built now with the project's web settings, so a build failure stops before anything goes out.
console.log('\nBuilding the app (npm run build).');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.error('The app does not build. Nothing was deployed.');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing after the build. Nothing was deployed.');
  process.exit(1);
}

const outcome = runSteps(DEPLOY_STEPS, (step) => {
  console.log(`\n== ${step.name}: firebase deploy --only ${step.only} --project ${projectId} ==`);
  return firebase(['deploy', '--only', step.only, ...passOn]);
});
if (outcome.failed) {
  console.error(`\n${stoppedMessage(outcome, projectId)}`);
  process.exit(1);
}
console.log(`\nDeployed to ${projectId}: ${outcome.done.map((step) => step.name).join(', ')}.`);
console.log('Next (a new project): npm run operator -- init, then the smoke test in docs/deploying.md.');
