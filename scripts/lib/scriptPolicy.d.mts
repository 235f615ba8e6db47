// Types for the part of scriptPolicy.mjs that vite.config.ts imports.
import type { Plugin } from 'vite';

export function scriptPolicy(options: { sources: readonly string[] }): Plugin;
export function inlineScriptHashes(html: string): string[];
export function withScriptPolicy(html: string, sources: readonly string[]): string;
