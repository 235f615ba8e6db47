// Types for heavyLibraries.mjs, which vite.config.ts imports.
export const HEAVY_LIBRARIES: Record<string, string[]>;
