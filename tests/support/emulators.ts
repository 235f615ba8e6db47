import { readFileSync } from 'node:fs';

export interface Endpoint {
  host: string;
  port: number;
}

type EmulatorName = 'auth' | 'firestore' | 'functions' | 'storage' | 'hub';

/**
 * Where each emulator listens: scripts/with-emulators.mjs exports STACK_EMULATORS (ports may be shifted by
 * STACK_PORT_OFFSET); a hand-started stack falls back to firebase.json.
 */
export function emulatorEndpoints(): Record<EmulatorName, Endpoint> {
  if (process.env.STACK_EMULATORS) return JSON.parse(process.env.STACK_EMULATORS);
  const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  return config.emulators;
}

const HOST_VARIABLES: Partial<Record<EmulatorName, string>> = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

/** One emulator's address: the host variable `emulators:exec` exports wins over the configured ports. */
export function emulatorEndpoint(name: EmulatorName): Endpoint {
  const variable = HOST_VARIABLES[name];
  const value = variable ? process.env[variable] : undefined;
  if (!value) return emulatorEndpoints()[name];
  const url = new URL(value.includes('://') ? value : `http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

/**
 * Empties the emulator's Firestore (its own reset, which fires no function triggers). For a test that needs data
 * exactly as a fresh seed leaves it: the emulator tier's files share one database, and some settle or change the
 * demo's events, in an order vitest picks from earlier runs' timings.
 */
export async function clearFirestore(projectId: string): Promise<void> {
  const { host, port } = emulatorEndpoint('firestore');
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: ${response.status}`);
}
