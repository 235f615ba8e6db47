// Types for the part of prerenderPage.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function prerenderPages(options: {
  pages: { id: string; entry: string; exportName: string; path: string; signedIn: boolean; mark?: string }[];
  sessionKey: string;
  languageKey: string;
  layoutKey: string;
  submitMark: string;
}): Plugin;
