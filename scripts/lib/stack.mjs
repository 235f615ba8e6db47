// One place that knows the local stack: project id, emulator ports (from firebase.json) and how to run the CLI.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailPorts } from './mailDelivery.mjs';
import { ensureDemoTicketKey } from './ticketKey.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Minimal .env reader so scripts and Vite agree on the same settings without another dependency. */
export function loadDotEnv(file = path.join(root, '.env')) {
  if (!fs.existsSync(file)) return {};
  const values = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (!match) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

// Like dotenv: the shell wins, .env fills the gaps. Filling process.env (not just reading it here) matters for
// settings that libraries read themselves, such as GOOGLE_APPLICATION_CREDENTIALS for the Admin SDK.
for (const [name, value] of Object.entries(loadDotEnv())) {
  if (process.env[name] === undefined || process.env[name] === '') process.env[name] = value;
}
// An empty value means "not set", as in src/config/env.ts, so a copied .env.example changes nothing.
const setting = (name) => process.env[name] || undefined;
const flag = (value, fallback) => (value === undefined ? fallback : value === 'true' || value === '1');

const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(fs.readFileSync(path.join(root, '.firebaserc'), 'utf8'));

export const projectId = setting('VITE_FIREBASE_PROJECT_ID') || firebaserc.projects.default;
export const isDemoProject = projectId.startsWith('demo-');
// A demo- project exists only in the emulators, whatever the flag says.
export const useEmulators = isDemoProject || flag(setting('VITE_USE_EMULATORS'), false);

// STACK_PORT_OFFSET shifts every port so two stacks (say, two test runs) can share one machine.
export const portOffset = Number.parseInt(process.env.STACK_PORT_OFFSET ?? '0', 10) || 0;

function shiftPorts(config) {
  const shifted = {};
  for (const [name, value] of Object.entries(config)) {
    if (value && typeof value === 'object' && 'port' in value) {
      shifted[name] = { ...value, port: value.port + portOffset };
      if ('websocketPort' in value) shifted[name].websocketPort = value.websocketPort + portOffset;
    } else shifted[name] = value;
  }
  return shifted;
}

// Browsers refuse to connect to these ports (Chromium's restricted list, from 1024 up), so an offset that
// moves an emulator or the preview onto one would fail every request the app makes.
const BROWSER_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

export const emulators = shiftPorts(firebaseJson.emulators);
export const host = emulators.firestore.host;
export const previewPort = 4173 + portOffset;
// `npm start`'s dev server, and the local inbox (maildev's SMTP and web page, scripts/lib/mailRelay.mjs).
export const devServerPort = 5173 + portOffset;
export const mail = mailPorts(portOffset);

const blocked = [
  ...Object.values(emulators).map((value) => value?.port),
  previewPort,
  devServerPort,
  mail.smtp,
  mail.web,
].filter((port) => BROWSER_BLOCKED_PORTS.has(port));
if (blocked.length > 0) {
  throw new Error(
    `STACK_PORT_OFFSET=${portOffset} puts the stack on port ${blocked.join(', ')}, which browsers refuse; choose another offset (1000 or 3000 work).`,
  );
}

/**
 * The firebase.json to hand the CLI: a git-ignored copy with this stack's ports, Hosting's headers as the local serve
 * needs them, and no `extensions` (the local mail relay plays the Trigger Email extension's part). Call it after the
 * functions are built: it reads the security headers from the contracts' build.
 */
export function firebaseConfigPath() {
  const { contentSecurityPolicy } = createRequire(import.meta.url)('@gigvenue/contracts');
  const file = path.join(root, `firebase.offset-${portOffset}.json`);
  const config = { ...firebaseJson };
  delete config.extensions;
  const hosting = localHosting(firebaseJson.hosting, contentSecurityPolicy({ loopback: true }));
  fs.writeFileSync(file, JSON.stringify({ ...config, hosting, emulators }, null, 2));
  return file;
}

/** Hosting's config with its Content-Security-Policy replaced by `localPolicy` (the emulators' loopback origins added). */
export function localHosting(hosting, localPolicy) {
  if (!hosting) return hosting;
  const headers = (hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: localPolicy } : header,
    ),
  }));
  return { ...hosting, headers };
}

/** Environment that points Admin SDK scripts at the emulators. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${host}:${emulators.firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${emulators.auth.port}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${emulators.storage.port}`,
    STACK_EMULATORS: JSON.stringify(emulators),
  };
}

/** Vite settings derived from the same ports, so the app and the emulators never disagree. */
export function viteEnv() {
  return {
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_EMULATOR_HOST: host,
    VITE_AUTH_EMULATOR_PORT: String(emulators.auth.port),
    VITE_FIRESTORE_EMULATOR_PORT: String(emulators.firestore.port),
    VITE_FUNCTIONS_EMULATOR_PORT: String(emulators.functions.port),
    VITE_STORAGE_EMULATOR_PORT: String(emulators.storage.port),
  };
}

/**
 * Environment for the emulator process itself. The Storage emulator keeps its files under the system temp folder
 * (/tmp/firebase/storage) and empties it when it stops, so a second stack on the machine (a test run beside
 * `npm start`) would delete the first one's files and bring it down: each stack gets a temp folder of its own.
 */
export function emulatorProcessEnv() {
  // The Functions emulator reads the demo ticket key from functions/.secret.local when it loads: make it first.
  ensureDemoTicketKey();
  return {
    TMPDIR: fs.mkdtempSync(path.join(os.tmpdir(), `gigvenue-stack-${portOffset}-`)),
    // The Functions emulator starts a worker process per concurrent request and gives each 30 s to load the functions'
    // code. The 20-booking race in tests/emulator/bookings.test.ts starts twenty at once, and beside the unit tier on
    // two cores some took longer (deadline-exceeded, 'Failed to load function'). Deployed functions have no such limit.
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
  };
}

export const firebaseCli = path.join(root, 'scripts', 'emulators', 'firebase.cjs');
export const dataDir = path.join(root, '.emulator-data');
export const EMULATOR_SERVICES = 'auth,firestore,functions,storage';
