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
  ensureDemoWebhookSecret();
  const lines = fs.existsSync(SECRET_FILE) ? fs.readFileSync(SECRET_FILE, 'utf8').split(/\r?\n/) : [];
  const stored = storedKey(lines);
  if (isSeed(stored)) return stored;
  const key = crypto.randomBytes(SEED_BYTES).toString('base64url');
  const others = lines.filter((line) => line.trim() !== '' && !line.startsWith(`${NAME}=`));
  fs.writeFileSync(SECRET_FILE, [...others, `${NAME}=${key}`, ''].join('\n'), { mode: 0o600 });
  return key;
}

const WEBHOOK_NAME = 'STRIPE_WEBHOOK_SECRET';
/**
 * The demo project's Stripe webhook signing secret: a fixed value (nothing real is signed with it), kept beside the
 * ticket key in functions/.secret.local, so the emulated stripeWebhook function checks signatures as deployed and the
 * tests sign their payloads with it.
 */
export const DEMO_STRIPE_WEBHOOK_SECRET = 'whsec_gigvenue_demo_emulator_only';

/** Writes the demo webhook secret into functions/.secret.local unless it is there; returns it (null off demo). */
export function ensureDemoWebhookSecret() {
  if (!isDemoProject) return process.env[WEBHOOK_NAME] || null;
  const lines = fs.existsSync(SECRET_FILE) ? fs.readFileSync(SECRET_FILE, 'utf8').split(/\r?\n/) : [];
  const line = `${WEBHOOK_NAME}=${DEMO_STRIPE_WEBHOOK_SECRET}`;
  if (lines.includes(line)) return DEMO_STRIPE_WEBHOOK_SECRET;
  const others = lines.filter((each) => each.trim() !== '' && !each.startsWith(`${WEBHOOK_NAME}=`));
  fs.writeFileSync(SECRET_FILE, [...others, line, ''].join('\n'), { mode: 0o600 });
  return DEMO_STRIPE_WEBHOOK_SECRET;
}

/** Puts the demo key into this process's environment, for scripts that run functions code directly. */
export function loadDemoTicketKey() {
  const key = ensureDemoTicketKey();
  if (key) process.env[NAME] = key;
  return key;
}
