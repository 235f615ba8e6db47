#!/usr/bin/env node
// `npm test`: every tier, stopping at the first that fails, each tier's time printed at the end.
// The emulator tier mostly waits on the emulators (Java Firestore, the functions' triggers), so it runs beside the
// CPU-bound checks (typecheck, lint, unit) rather than after them: on two cores that is minutes off the run. Its
// output is kept and printed whole when it ends, so the two never interleave. The end-to-end tier's tests run last,
// alone, because their timings are what a person meets; but its stack (build, emulators, seed, preview) starts as
// soon as the checks pass, on its own ports, beside the emulator tier's last minutes, and waits there for a signal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { portOffset, root } from './lib/stack.mjs';

// Written by tests/e2e/failureDigest.ts: why each end-to-end test failed, printed last, where CI's excerpt looks.
const E2E_DIGEST = 'e2e-failures.txt';
fs.rmSync(E2E_DIGEST, { force: true });
// The end-to-end stack's ports, this far from the emulator tier's: clear of every port of firebase.json's set.
const E2E_PORT_SHIFT = 20;
const startSignal = path.join(os.tmpdir(), `gigvenue-e2e-start-${process.pid}`);

const results = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const record = (name, code, since) =>
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds(since)}s)`);
const timed = async (name, runTier) => {
  const started = Date.now();
  const code = await runTier();
  record(name, code, started);
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
let e2eLane = Promise.resolve(null);
if (checksCode === 0) {
  console.log('\n=== end-to-end: its stack starts beside the emulator tier ===');
  e2eLane = run('npm', ['run', 'test:e2e'], {
    env: {
      STACK_PORT_OFFSET: String(portOffset + E2E_PORT_SHIFT),
      E2E_START_SIGNAL: startSignal,
      // The emulator tier built the functions first thing; nothing has changed them since.
      STACK_FUNCTIONS_BUILT: '1',
    },
  });
}
const emulatorCode = await emulatorLane;
console.log('\n=== emulator (rules, services, functions) ===');
process.stdout.write(emulatorRun.output);

const finish = (code) => {
  fs.rmSync(startSignal, { force: true });
  console.log(`\n${results.join('\n')}`);
  if (code !== 0 && fs.existsSync(E2E_DIGEST)) console.log(`\nWhy:\n${fs.readFileSync(E2E_DIGEST, 'utf8')}`);
  if (code === 0) console.log('All tiers passed.');
  process.exit(code);
};

const passed = checksCode === 0 && emulatorCode === 0;
fs.writeFileSync(startSignal, passed ? 'go' : 'stop');
if (!passed) {
  await e2eLane;
  finish(checksCode || emulatorCode);
}
console.log('\n=== end-to-end (Chromium) ===');
const testsStarted = Date.now();
const e2eCode = await e2eLane;
record("end-to-end (Chromium), from the emulator tier's end", e2eCode, testsStarted);
finish(e2eCode);
