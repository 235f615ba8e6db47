#!/usr/bin/env node
// `npm test`: every tier, stopping at the first that fails, each tier's time printed at the end.
// The tiers run one after another: the checks (typecheck, lint, unit), then the emulator tier, then the end-to-end
// tests. Run beside the checks, the emulator tier took 720-790 s instead of 320 s alone on this two-core machine: its
// functions start a Node worker for each request that finds none idle (a hundred-odd over the tier, some 2 CPU-seconds
// each), and starved of CPU its concurrent transactions collide and retry for longer. The end-to-end tier's stack
// (build, emulators, seed, preview) starts beside the emulator tier, on its own ports, and waits for a signal, so its
// tests run alone: their timings are what a person meets. The emulator tier's output is kept and printed whole when
// it ends, so it never interleaves with the stack's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMULATOR_REPORT, emulatorFailures } from './lib/emulatorDigest.mjs';
import { run } from './lib/run.mjs';
import { portOffset, root } from './lib/stack.mjs';

// Written by tests/e2e/failureDigest.ts: why each end-to-end test failed, printed last, where CI's excerpt looks.
const E2E_DIGEST = 'e2e-failures.txt';
fs.rmSync(E2E_DIGEST, { force: true });
fs.rmSync(EMULATOR_REPORT, { force: true });
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
function runQuietly(args, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
  });
}

// The functions (and the contracts package they bundle) are built once, first: the scripts the unit tier tests import
// the contracts' build, and the two emulator stacks start from the same build, which two builds at once would clobber.
const BUILT = { STACK_FUNCTIONS_BUILT: '1' };

async function checksLane() {
  for (const [name, args] of [
    ['functions build', ['run', 'build:functions']],
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
const checksCode = await checksLane();
let e2eLane = Promise.resolve(null);
// Not run when the checks fail: the run stops at the first tier that fails.
let emulatorLane = Promise.resolve(1);
if (checksCode === 0) {
  emulatorLane = timed('emulator (rules, services, functions)', async () => {
    emulatorRun = await runQuietly(['run', 'test:emulator'], BUILT);
    return emulatorRun.code;
  });
  console.log('\n=== end-to-end: its stack starts beside the emulator tier ===');
  e2eLane = run('npm', ['run', 'test:e2e'], {
    env: {
      STACK_PORT_OFFSET: String(portOffset + E2E_PORT_SHIFT),
      E2E_START_SIGNAL: startSignal,
      ...BUILT,
    },
  });
}
const emulatorCode = await emulatorLane;
if (emulatorRun) {
  console.log('\n=== emulator (rules, services, functions) ===');
  process.stdout.write(emulatorRun.output);
}

const emulatorWhy = () => {
  if (!fs.existsSync(EMULATOR_REPORT))
    return ['The emulator tier wrote no report: its output above says why.'];
  return emulatorFailures(JSON.parse(fs.readFileSync(EMULATOR_REPORT, 'utf8')), root);
};

const finish = (code) => {
  fs.rmSync(startSignal, { force: true });
  console.log(`\n${results.join('\n')}`);
  if (checksCode === 0 && emulatorCode !== 0) console.log(`\nWhy:\n${emulatorWhy().join('\n')}`);
  else if (code !== 0 && fs.existsSync(E2E_DIGEST))
    console.log(`\nWhy:\n${fs.readFileSync(E2E_DIGEST, 'utf8')}`);
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
