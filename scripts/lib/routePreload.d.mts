// Types for the part of routePreload.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function routePreload(pages: Record<string, string>): Plugin;
