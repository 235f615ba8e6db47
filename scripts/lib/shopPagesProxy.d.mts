// Types for the part of shopPagesProxy.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function shopPagesProxy(options: {
  firebaseJsonPath: string;
  emulator: { host: string; port: number; projectId: string } | null;
}): Plugin;
