#!/usr/bin/env node
// `npm run deploy:check -- --project <id>`: everything a deploy needs, checked before anything goes out (offline
// except the functions' dependency install, which --offline replaces with the workspace's installed ones). Names each
// missing piece and exits 1 if there is one; `npm run deploy` runs it first. Checks: scripts/lib/deployChecks.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import {
  MAIL_EXTENSION,
  deployProblems,
  exportedNamesOf,
  projectArgument,
  projectProblems,
  resolveProjectId,
  secretNameOf,
  secretNamesOf,
} from './lib/deployChecks.mjs';
import { linkInstalled, loadBundle, readEnvFiles, supportedRuntimes } from './lib/deployInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Runs every check; answers { ok, projectId, secrets } after printing each check's outcome. */
export async function deployCheck(argv, { log = console.log } = {}) {
  const firebaserc = readJson('.firebaserc');
  const projectId = resolveProjectId(argv, firebaserc);
  const refused = projectProblems(projectId);
  if (refused.length > 0) {
    refused.forEach((problem) => log(`✗ ${problem}`));
    return { ok: false, projectId, secrets: [] };
  }
  // Named by an alias, firebase-tools also reads the settings files named after the alias.
  const alias = projectArgument(argv) === projectId ? null : projectArgument(argv);
  const firebaseJson = readJson('firebase.json');
  const functionsConfig = [].concat(firebaseJson.functions ?? [])[0] ?? {};
  const functionsDir = path.join(root, functionsConfig.source ?? 'functions');
  // As `firebase deploy` reads the functions' settings: .env, then .env.<project-id> (or .env.<alias>).
  const envFiles = ['.env', `.env.${projectId}`, ...(alias ? [`.env.${alias}`] : [])];
  const functionsEnv = readEnvFiles(envFiles.map((file) => path.join(functionsDir, file))) ?? {};
  // As Vite reads the app's settings for `vite build`: .env, .env.production (and .local ones), the shell winning.
  const web = loadEnv('production', root, '');
  // The mail extension's params, as firebase-tools reads them: extensions/<id>.env, then .env.<project-id> (or alias).
  const mailSuffixes = ['', `.${projectId}`, ...(alias ? [`.${alias}`] : [])];
  const mailParams = readEnvFiles(
    mailSuffixes.map((suffix) => path.join(root, 'extensions', `${MAIL_EXTENSION}.env${suffix}`)),
  );

  log(`Checking the deploy to ${projectId}.`);
  if (
    spawnSync('npm', ['run', '--silent', 'build:functions'], { cwd: root, stdio: 'inherit' }).status !== 0
  ) {
    log('✗ The functions do not build (npm run build:functions).');
    return { ok: false, projectId, secrets: [] };
  }
  const offline = argv.includes('--offline');
  const loaded = loadBundle({
    functionsDir,
    projectId,
    install: offline ? linkInstalled(functionsDir, root) : undefined,
  });
  const checks = deployProblems({
    projectId,
    functionsEnv,
    web,
    loaded,
    offline,
    expectedNames: exportedNamesOf(fs.readFileSync(path.join(functionsDir, 'src', 'index.ts'), 'utf8')),
    firebaseJson,
    functionsPackage: JSON.parse(fs.readFileSync(path.join(functionsDir, 'package.json'), 'utf8')),
    supportedRuntimes: supportedRuntimes(root),
    mailParams,
  });
  // What must exist in Secret Manager: the functions' secrets and the mail extension's SMTP password.
  const mailSecret = secretNameOf(mailParams?.SMTP_PASSWORD);
  const secrets = [...secretNamesOf(loaded.endpoints ?? {}), ...(mailSecret ? [mailSecret] : [])];
  for (const [name, problems] of checks) {
    log(`${problems.length === 0 ? '✓' : '✗'} ${name}`);
    problems.forEach((problem) => log(`    ${problem}`));
  }
  if (secrets.length > 0) log(`  Secrets to be in Secret Manager: ${secrets.join(', ')}.`);
  const count = checks.reduce((sum, [, problems]) => sum + problems.length, 0);
  log(count === 0 ? 'deploy:check passed.' : `deploy:check found ${count} problem${count === 1 ? '' : 's'}.`);
  return { ok: count === 0, projectId, secrets };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok } = await deployCheck(process.argv.slice(2));
  process.exit(ok ? 0 : 1);
}
