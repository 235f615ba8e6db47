// Types for precacheList.mjs, which vite.config.ts imports.
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

export const SHELL_AND_DOOR_MODULES: string[];
export const SHELL_FILES: string[];
export function precachedFiles(manifest: Record<string, ManifestChunk>, signInPages: string[]): Set<string>;
export function shellAndDoorOnly(options: {
  manifestPath: string;
  signInPages: string[];
  readFile: (path: string, encoding: 'utf8') => Promise<string>;
}): (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;
