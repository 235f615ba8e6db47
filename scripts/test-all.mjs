#!/usr/bin/env node
// `npm test`: every tier, stopping at the first that fails, each tier's time printed at the end.
// The emulator tier mostly waits on the emulators (Java Firestore, the functions' triggers), so it runs beside the
// CPU-bound checks (typecheck, lint, unit) rather than after them: on two cores that is minutes off the run. Its
// output is kept and printed whole when it ends, so the two never interleave. The end-to-end tier's tests come last,
// alone, because their timings are what a person meets; its build (and Chromium's install on a fresh machine) needs
// no emulators, so it runs as soon as the checks are done, beside the emulator tier's last minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { run } from './lib/run.mjs';
import { root } from './lib/stack.mjs';

// Written by tests/e2e/failureDigest.ts: why each end-to-end test failed, printed last, where CI's excerpt looks.
const E2E_DIGEST = 'e2e-failures.txt';
fs.rmSync(E2E_DIGEST, { force: true });

const results = [];
const timed = async (name, runTier) => {
  const started = Date.now();
  const code = await runTier();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  return code;
};

/** Runs an npm script with its output kept, printed in one piece when it ends. */
function runQuietly(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
  });
}

async function checksLane() {
  for (const [name, args] of [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['unit and component', ['run', 'test:unit']],
  ]) {
    console.log(`\n=== ${name} ===`);
    const code = await timed(name, () => run('npm', args));
    if (code !== 0) return code;
  }
  return 0;
}

let emulatorRun;
const emulatorLane = timed('emulator (rules, services, functions)', async () => {
  emulatorRun = await runQuietly(['run', 'test:emulator']);
  return emulatorRun.code;
});

const checksCode = await checksLane();
let e2eBuild;
const e2eBuildLane =
  checksCode === 0
    ? timed('end-to-end build', async () => {
        e2eBuild = await runQuietly(['run', 'test:e2e', '--', '--build-only']);
        return e2eBuild.code;
      })
    : Promise.resolve(0);
const emulatorCode = await emulatorLane;
console.log('\n=== emulator (rules, services, functions) ===');
process.stdout.write(emulatorRun.output);
const e2eBuildCode = await e2eBuildLane;
if (e2eBuild) {
  console.log('\n=== end-to-end build ===');
  process.stdout.write(e2eBuild.output);
}

const finish = (code) => {
  console.log(`\n${results.join('\n')}`);
  if (code !== 0 && fs.existsSync(E2E_DIGEST)) console.log(`\nWhy:\n${fs.readFileSync(E2E_DIGEST, 'utf8')}`);
  if (code === 0) console.log('All tiers passed.');
  process.exit(code);
};

if (checksCode !== 0 || emulatorCode !== 0 || e2eBuildCode !== 0)
  finish(checksCode || emulatorCode || e2eBuildCode);
console.log('\n=== end-to-end (Chromium) ===');
// The emulator tier built the functions; nothing has changed them since.
finish(
  await timed('end-to-end (Chromium)', () =>
    run('npm', ['run', 'test:e2e', '--', '--built'], { env: { STACK_FUNCTIONS_BUILT: '1' } }),
  ),
);
