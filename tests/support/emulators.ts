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
