import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const phase = process.env.E2E_PHASE;
const DEMO_FIGURES = /dashboard\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A flaky test is fixed, not retried: a retry would hide a race that users would meet.
  retries: 0,
  // failureDigest keeps why a test failed for the end of `npm test`'s output, where CI's excerpt looks.
  reporter: [['list'], ['./tests/e2e/failureDigest.ts']],
  outputDir: 'test-results',
  // The dashboard spec checks the demo figures to the penny, so the full run (scripts/e2e-inside.mjs) runs it first,
  // alone, and then every other spec, some of which book new events.
  ...(phase === 'figures' ? { testMatch: DEMO_FIGURES } : {}),
  ...(phase === 'bookings' ? { testIgnore: DEMO_FIGURES } : {}),
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:4173',
    // A failed test keeps its trace (actions, console, network) without the screencast or the DOM snapshots. Encoding
    // a frame of every paint took the browser most of a core; a DOM snapshot before and after every action took a
    // sixth of the CPU the accessibility spec's owner test used (148 against 123 CPU-seconds, alone). The failure
    // screenshot shows the end, and the failure digest says why.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
