import fs from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

/** Installs a Debian package with apt-get (updating the lists once if the first try fails); true when it worked. */
async function aptInstall(name) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = async (...args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  if ((await apt('install', '-y', '-q', name)) === 0) return true;
  await apt('update', '-q');
  return (await apt('install', '-y', '-q', name)) === 0;
}

/** Installs Debian's Chromium when missing (CI machines start without it). */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('Chromium not found: installing it with apt-get...');
  if (!(await aptInstall('chromium'))) throw new Error('Could not install chromium with apt-get.');
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found on disk.');
  return installed;
}

/**
 * The browser for the end-to-end tests: Chromium's headless shell, as Playwright itself runs headless tests. The full
 * browser's headless mode is the desktop browser without a window and costs more on every page (a sixth of the
 * end-to-end tier's test time on two cores, 15.7 -> 13.0 min); people's browsers are measured by Lighthouse, which
 * keeps the full one. Falls back to the full browser where Debian's chromium-headless-shell package cannot be had.
 * CHROMIUM_PATH overrides both.
 */
export async function ensureHeadlessChromium() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  console.log('Chromium headless shell not found: installing it with apt-get...');
  if ((await aptInstall('chromium-headless-shell')) && fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  console.log('No headless shell: the end-to-end tests run in the full Chromium.');
  return ensureChromium();
}
