import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Emulator tier: rules, services and functions against the running Firebase emulators.
// Files share one emulator, so they run one at a time.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@gigvenue/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/emulator/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 60000,
    // The JSON report lets `npm test` name the failures last, where CI's excerpt looks (scripts/lib/emulatorDigest.mjs).
    reporters: ['default', ['json', { outputFile: 'emulator-results.json' }]],
  },
});
