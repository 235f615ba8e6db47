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
    // A test here waits, now and then, some 20 s on the emulator: a function worker's cold start, or a transaction's
    // lock wait when many run at once. Beside the end-to-end stack's start (npm test) one such test took 27 s of 30.
    testTimeout: 60000,
    hookTimeout: 60000,
    // The JSON report lets `npm test` name the failures last, where CI's excerpt looks (scripts/lib/emulatorDigest.mjs).
    reporters: ['default', ['json', { outputFile: 'emulator-results.json' }]],
  },
});
