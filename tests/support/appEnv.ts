import { vi } from 'vitest';
import { emulatorEndpoint } from './emulators';
import { emulatorProjectId } from './project';

/**
 * Points the app's own Firebase modules at the test emulators. src/config/env.ts reads the VITE_* settings once,
 * when it first loads, so call this before the first `await import('@/…')` of an app module.
 */
export function stubAppEnv(): void {
  const firestore = emulatorEndpoint('firestore');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', emulatorProjectId());
  vi.stubEnv('VITE_USE_EMULATORS', 'true');
  vi.stubEnv('VITE_EMULATOR_HOST', firestore.host);
  vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(emulatorEndpoint('auth').port));
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', String(firestore.port));
  vi.stubEnv('VITE_FUNCTIONS_EMULATOR_PORT', String(emulatorEndpoint('functions').port));
  vi.stubEnv('VITE_STORAGE_EMULATOR_PORT', String(emulatorEndpoint('storage').port));
}
