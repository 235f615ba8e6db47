import fs from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Installs Debian's Chromium when missing (CI machines start without it). */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('Chromium not found: installing it with apt-get...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = async (...args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  if ((await apt('install', '-y', '-q', 'chromium')) !== 0) {
    await apt('update', '-q');
    if ((await apt('install', '-y', '-q', 'chromium')) !== 0)
      throw new Error('Could not install chromium with apt-get.');
  }
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found on disk.');
  return installed;
}
