// The demo project's ticket signing key: a random Ed25519 seed made once per checkout and kept in
// functions/.secret.local (git-ignored), where the Functions emulator reads the secrets that functions declare with
// defineSecret. Scripts that run functions code themselves (the seed, tests, the operator command) take it from there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDemoProject } from './stack.mjs';

const NAME = 'TICKET_SIGNING_KEY';
const SEED_BYTES = 32;
export const SECRET_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'functions',
  '.secret.local',
);

const isSeed = (value) =>
  typeof value === 'string' &&
  Buffer.from(value, 'base64url').length === SEED_BYTES &&
  Buffer.from(value, 'base64url').toString('base64url') === value;

function storedKey(lines) {
  const line = lines.find((candidate) => candidate.startsWith(`${NAME}=`));
  return line?.slice(NAME.length + 1).trim();
}

/**
 * The demo ticket key, generated on first use. Only for a demo- project: a real project's key is a secret of that
 * project (`firebase functions:secrets:set TICKET_SIGNING_KEY`), so this returns TICKET_SIGNING_KEY from the
 * environment there, or null.
 */
export function ensureDemoTicketKey() {
  if (!isDemoProject) return process.env[NAME] || null;
  const lines = fs.existsSync(SECRET_FILE) ? fs.readFileSync(SECRET_FILE, 'utf8').split(/\r?\n/) : [];
  const stored = storedKey(lines);
  if (isSeed(stored)) return stored;
  const key = crypto.randomBytes(SEED_BYTES).toString('base64url');
  const others = lines.filter((line) => line.trim() !== '' && !line.startsWith(`${NAME}=`));
  fs.writeFileSync(SECRET_FILE, [...others, `${NAME}=${key}`, ''].join('\n'), { mode: 0o600 });
  return key;
}

/** Puts the demo key into this process's environment, for scripts that run functions code directly. */
export function loadDemoTicketKey() {
  const key = ensureDemoTicketKey();
  if (key) process.env[NAME] = key;
  return key;
}
