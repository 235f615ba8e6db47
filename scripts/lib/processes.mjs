import { spawn } from 'node:child_process';
import { descendantsOf, isAlive, processTable } from './processTree.mjs';
import { root } from './stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function killPid(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Waits up to `ms` for every pid to be gone; answers those still alive. */
async function waitForGone(pids, ms) {
  const deadline = Date.now() + ms;
  let alive = pids.filter(isAlive);
  while (alive.length > 0 && Date.now() < deadline) {
    await sleep(100);
    alive = alive.filter(isAlive);
  }
  return alive;
}

/**
 * Starts long-running children in their own process groups and stops them all together, so Ctrl-C
 * never leaves an emulator, a Java process or a dev server behind.
 */
export function processGroup() {
  const children = [];

  function start(name, command, args, { env = {}, onExit } = {}) {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    child.label = name;
    child.on('exit', (code, signal) => onExit?.(code, signal));
    children.push(child);
    return child;
  }

  function waitForExit(child, ms) {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  function signal(child, sig) {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  }

  /**
   * Asks every child to stop (the emulators export their data on SIGINT), then kills what is left, and returns once
   * nothing it started runs: firebase-tools starts the Firestore emulator's Java in a process group of its own, which
   * a signal to the CLI's group does not reach, so every descendant is noted first and, if it outlives its parent,
   * stopped by pid.
   */
  async function stopAll({ graceMs = 30_000 } = {}) {
    const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const table = processTable();
    const descendants = alive.flatMap((child) => descendantsOf(child.pid, table));
    alive.reverse().forEach((child) => signal(child, 'SIGINT'));
    await Promise.all(alive.map((child) => waitForExit(child, graceMs)));
    alive.forEach((child) => signal(child, 'SIGKILL'));
    await Promise.all(alive.map((child) => waitForExit(child, 5000)));
    let left = await waitForGone(descendants, 5000);
    left.forEach((pid) => killPid(pid, 'SIGTERM'));
    left = await waitForGone(left, 5000);
    left.forEach((pid) => killPid(pid, 'SIGKILL'));
    await waitForGone(left, 2000);
  }

  return { start, stopAll };
}

/** Ctrl-C, `kill` and a closed terminal all end in `handler`, once, so detached children are always stopped. */
export function onStopSignals(handler) {
  let called = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (called) return;
      called = true;
      handler(signal);
    });
  }
}
