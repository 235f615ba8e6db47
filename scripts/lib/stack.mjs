// One place that knows the local stack: project id, emulator ports (from firebase.json) and how to run the CLI.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const dotEnv = loadDotEnv();
const setting = (name) => process.env[name] ?? dotEnv[name];

const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const firebaserc = JSON.parse(fs.readFileSync(path.join(root, '.firebaserc'), 'utf8'));

export const projectId = setting('VITE_FIREBASE_PROJECT_ID') || firebaserc.projects.default;
export const isDemoProject = projectId.startsWith('demo-');
export const useEmulators = (setting('VITE_USE_EMULATORS') ?? String(isDemoProject)) === 'true';
export const emulators = firebaseJson.emulators;
export const host = emulators.firestore.host;

/** Environment that points Admin SDK scripts at the emulators. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${host}:${emulators.firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${emulators.auth.port}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${emulators.storage.port}`,
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

export const firebaseCli = path.join(root, 'scripts', 'emulators', 'firebase.cjs');
export const dataDir = path.join(root, '.emulator-data');
export const EMULATOR_SERVICES = 'auth,firestore,functions,storage';
