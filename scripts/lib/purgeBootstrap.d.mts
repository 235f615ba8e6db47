// Types for the part of purgeBootstrap.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function purgeBootstrap(options: {
  root: string;
  firstVisitEntries: string[];
  shopEntries?: string[];
}): Plugin;
