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
