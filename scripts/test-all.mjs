#!/usr/bin/env node
// `npm test`: every tier in order, stopping at the first that fails.
import fs from 'node:fs';
import { run } from './lib/run.mjs';

// Written by tests/e2e/failureDigest.ts: why each end-to-end test failed, printed last, where CI's excerpt looks.
const E2E_DIGEST = 'e2e-failures.txt';
fs.rmSync(E2E_DIGEST, { force: true });

const tiers = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and component', ['run', 'test:unit']],
  ['emulator (rules, services, functions)', ['run', 'test:emulator']],
  ['end-to-end (Chromium)', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of tiers) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run('npm', args);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (code !== 0) {
    console.log(`\n${results.join('\n')}`);
    if (fs.existsSync(E2E_DIGEST)) console.log(`\nWhy:\n${fs.readFileSync(E2E_DIGEST, 'utf8')}`);
    process.exit(code);
  }
}
console.log(`\n${results.join('\n')}\nAll tiers passed.`);
