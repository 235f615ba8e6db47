// Types for the part of routePreload.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

type Routes = Record<string, string | string[]>;

export function routePreload(routes: { signedOut?: Routes; signedIn?: Routes; sessionKey: string }): Plugin;
