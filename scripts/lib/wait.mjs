import fs from 'node:fs';
import { emulators, host } from './stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the emulator hub reports every named emulator as running. */
export async function waitForEmulators(names, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const url = `http://${host}:${emulators.hub.port}/emulators`;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        const running = await response.json();
        if (names.every((name) => running[name])) return;
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`Emulators did not start within ${timeoutMs / 1000}s (${names.join(', ')})`);
}

export async function waitForHttp(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** The machine's CPU counters (Linux's /proc/stat first line), or null where there is no /proc. */
function cpuTimes() {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // idle and iowait are the time no process ran.
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is mostly idle (at least `idleShare` of its CPU time for `quietMs` in a row), at most
 * `timeoutMs`, and says how long it waited. The seed's writes set off triggers that keep the functions emulator busy
 * for a while after the seed returns; a measurement taken meanwhile measures them as much as the page.
 */
export async function waitForQuietMachine({ idleShare = 0.8, quietMs = 3000, timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  let previous = cpuTimes();
  if (!previous) return 0;
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    await sleep(500);
    const now = cpuTimes();
    const share = (now.idle - previous.idle) / Math.max(1, now.total - previous.total);
    previous = now;
    if (share < idleShare) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
  }
  return Date.now() - started;
}

/** Waits until `file` exists, then returns what it says. */
export async function waitForFile(file) {
  while (!fs.existsSync(file)) await sleep(250);
  return fs.readFileSync(file, 'utf8').trim();
}
