// What `npm run deploy:check` reads before deployChecks.mjs judges it: settings files as firebase-tools reads them, the
// runtimes the installed firebase-tools deploys, and the built functions loaded on their own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Reads a KEY=value file as firebase-tools does (comments and blank lines skipped, quotes dropped); null if absent. */
export function readEnvFile(file) {
  if (!fs.existsSync(file)) return null;
  const values = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim().startsWith('#')) continue;
    const match = line.match(/^\s*(?:export\s+)?([\w./]+)\s*=\s*(.*?)\s*$/);
    if (!match) continue;
    const quoted = match[2].match(/^(['"])(.*)\1$/);
    values[match[1]] = quoted ? quoted[2] : match[2].replace(/\s+#.*$/, '');
  }
  return values;
}

/** Files read in order, later ones winning; null when none exists. */
export function readEnvFiles(files) {
  const found = files.map(readEnvFile).filter(Boolean);
  return found.length === 0 ? null : Object.assign({}, ...found);
}

/**
 * The runtimes the installed firebase-tools deploys, with their decommission dates. The names come from its shipped
 * JSON schema of firebase.json (the functions `runtime` enum, public). The dates are only in an internal module
 * (lib/deploy/functions/runtimes/supported/types.js, the table its own deploy checks): read for that one field, and
 * if a release moves it, the names alone still answer.
 */
export function supportedRuntimes(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const schema = require('firebase-tools/schema/firebase-config.json');
  const names = new Set();
  JSON.stringify(schema, (key, value) => {
    if (key === 'runtime' && Array.isArray(value?.enum)) value.enum.forEach((name) => names.add(name));
    return value;
  });
  let dates = {};
  try {
    dates = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js').RUNTIMES ?? {};
  } catch {
    // An internal file: without it, no dates.
  }
  return Object.fromEntries(
    [...names].map((name) => [name, { decommissionDate: dates[name]?.decommissionDate ?? null }]),
  );
}

/** The error line of a failed command's output (Node and npm print `...Error: ...` above a stack), else its end. */
function errorOf(text) {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!) /, '').trim());
  return lines.find((line) => /^\w*Error( \[\w+\])?: /.test(line)) ?? lines.slice(-6).join('\n');
}

/** `npm install --omit=dev` in the folder, as Cloud Build installs a deployed function's dependencies. */
export function npmInstall(folder) {
  const result = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return result.status === 0
    ? {}
    : { error: errorOf(result.stderr || result.stdout || `exit ${result.status}`) };
}

/**
 * Offline instead of npmInstall: the workspace's installed dependencies, linked (functions' own, then the root's
 * through NODE_PATH). It checks the bundle loads and what it exports, not that its package.json names all it needs.
 */
export const linkInstalled = (functionsDir, root) => (folder) => {
  fs.symlinkSync(path.join(functionsDir, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  return { env: { NODE_PATH: path.join(root, 'node_modules') } };
};

/** Requires the package's main file and prints each exported function's endpoint, a parameter named by its name. */
const DUMP_ENDPOINTS = `
const main = require(require('path').resolve(require('./package.json').main));
const endpoints = {};
for (const [name, value] of Object.entries(main)) {
  const endpoint = value && value.__endpoint;
  if (!endpoint) continue;
  const region = [].concat(endpoint.region ?? []).map((r) => (typeof r === 'string' ? r : { param: r.name }));
  endpoints[name] = { ...endpoint, region: region.length ? region : undefined };
}
process.stdout.write(JSON.stringify(endpoints));
`;

/**
 * Loads the built functions as a fresh deploy would: package.json and dist/ copied to a temporary folder, their
 * production dependencies installed there (`install`), then required in a child Node process with the environment
 * `firebase deploy` gives while it reads the definitions (no settings of the project's). Answers each exported
 * function's endpoint ({ endpoints }) or why it failed ({ error }).
 */
export function loadBundle({ functionsDir, projectId, install = npmInstall }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gigvenue-functions-'));
  try {
    const { main = 'index.js' } = JSON.parse(
      fs.readFileSync(path.join(functionsDir, 'package.json'), 'utf8'),
    );
    if (!fs.existsSync(path.join(functionsDir, main))) {
      return { error: `${main} is not built (npm run build:functions).` };
    }
    fs.copyFileSync(path.join(functionsDir, 'package.json'), path.join(folder, 'package.json'));
    fs.cpSync(path.join(functionsDir, path.dirname(main)), path.join(folder, path.dirname(main)), {
      recursive: true,
    });
    const installed = install(folder);
    if (installed.error) return { error: `installing its dependencies failed: ${installed.error}` };
    const child = spawnSync(process.execPath, ['-e', DUMP_ENDPOINTS], {
      cwd: folder,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...installed.env,
        FUNCTIONS_CONTROL_API: 'true',
        GCLOUD_PROJECT: projectId,
        FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
      },
    });
    if (child.status !== 0)
      return { error: errorOf(child.stderr || child.stdout || 'it exited with an error') };
    return { endpoints: JSON.parse(child.stdout) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
