import { spawn } from 'node:child_process';
import { root } from './stack.mjs';

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

  /** Asks every child to stop (the emulators export their data on SIGINT), then kills what is left. */
  async function stopAll({ graceMs = 30_000 } = {}) {
    const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
    alive.reverse().forEach((child) => signal(child, 'SIGINT'));
    await Promise.all(alive.map((child) => waitForExit(child, graceMs)));
    alive.forEach((child) => signal(child, 'SIGKILL'));
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
