// Admin SDK for scripts: the emulators by default, a real project when .env says so (with credentials).
import { initializeApp, applicationDefault, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import net from 'node:net';
import { emulatorEnv, emulators, host, projectId, useEmulators } from './stack.mjs';

export function adminApp() {
  if (useEmulators) Object.assign(process.env, emulatorEnv());
  // Off Google Cloud the SDK's metadata-server probe only produces a warning; skip it.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (getApps().length) return getApps()[0];
  return initializeApp(useEmulators ? { projectId } : { projectId, credential: applicationDefault() });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Fails fast with a clear message instead of the Admin SDK's long retry when the emulators are down. */
export async function assertEmulatorsReachable() {
  if (!useEmulators) return;
  for (const name of ['firestore', 'auth']) {
    if (!(await portOpen(emulators[name].port))) {
      throw new Error(
        `The ${name} emulator is not running on ${host}:${emulators[name].port}. Start the stack with "npm start" first.`,
      );
    }
  }
}
