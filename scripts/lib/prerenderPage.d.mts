// Types for the part of prerenderPage.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function prerenderPage(options: {
  entry: string;
  exportName: string;
  path: string;
  sessionKey: string;
  languageKey: string;
  mark: string;
}): Plugin;
