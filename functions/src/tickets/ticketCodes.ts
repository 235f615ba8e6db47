import {
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { parseTicketCode, PLAIN_ID, signedTicketText } from '@gigvenue/contracts';

// Signed ticket codes, pretix style: the QR text carries the ticket id, the event id and an Ed25519 signature over
// both, so a door phone holding only the public key tells a forged or foreign code without the network. The format
// and its parser are the contract's (packages/contracts/src/callables/ticketFormats.ts), shared with the
// browser, which verifies with @noble/ed25519: `GV1.{ticketId}.{eventId}.{base64url(sig)}`, the signed message being
// the UTF-8 bytes of `GV1.{ticketId}.{eventId}`.

const SEED_BYTES = 32;
const ACCESS_KEY_BYTES = 16;
// PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface TicketKeys {
  seed: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** base64url of the raw 32-byte public key, as door phones receive it. */
  publicKeyText: string;
}

/** The ticket and event a code names. */
export interface TicketCode {
  ticketId: string;
  eventId: string;
}

/** The key pair of a base64url seed; a seed that is not 32 bytes is a configuration error, said plainly. */
export function ticketKeysFromSeed(seedText: string): TicketKeys {
  const seed = Buffer.from(seedText.trim(), 'base64url');
  if (seed.length !== SEED_BYTES || seed.toString('base64url') !== seedText.trim()) {
    throw new Error(`TICKET_SIGNING_KEY must be the base64url text of ${SEED_BYTES} random bytes.`);
  }
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return {
    seed,
    privateKey,
    publicKey,
    publicKeyText: spki.subarray(spki.length - SEED_BYTES).toString('base64url'),
  };
}

let cached: { seedText: string; keys: TicketKeys } | null = null;

/** The keys of a seed, derived once per seed value (a warm function instance signs many codes). */
export function cachedTicketKeys(seedText: string): TicketKeys {
  if (cached?.seedText !== seedText) cached = { seedText, keys: ticketKeysFromSeed(seedText) };
  return cached.keys;
}

export function signTicketCode(keys: TicketKeys, { ticketId, eventId }: TicketCode): string {
  if (!PLAIN_ID.test(ticketId) || !PLAIN_ID.test(eventId))
    throw new Error('Ticket and event ids cannot be signed.');
  const signed = signedTicketText(ticketId, eventId);
  return `${signed}.${sign(null, Buffer.from(signed, 'utf8'), keys.privateKey).toString('base64url')}`;
}

/** The ticket and event a code names when its signature is ours; null for anything unparseable or forged. */
export function verifyTicketCode(keys: Pick<TicketKeys, 'publicKey'>, code: unknown): TicketCode | null {
  const parsed = parseTicketCode(code);
  const signature = parsed && Buffer.from(parsed.signature, 'base64url');
  if (!parsed || signature?.length !== 64) return null;
  const { ticketId, eventId } = parsed;
  return verify(null, Buffer.from(parsed.signed, 'utf8'), keys.publicKey, signature)
    ? { ticketId, eventId }
    : null;
}

/**
 * A new key for a buyer's ticket link: 16 bytes (22 base64url characters) from the system's cryptographic random
 * source, so nothing about the purchase, its request or the signing key tells it. Kept in ticketPurchaseKeys.
 */
export const newPurchaseAccessKey = (): string => randomBytes(ACCESS_KEY_BYTES).toString('base64url');

/** Compares a presented key with the stored one in constant time; anything that is not a stored key fails. */
export function isPurchaseAccessKey(stored: unknown, presented: unknown): boolean {
  if (typeof stored !== 'string' || !stored || typeof presented !== 'string') return false;
  const expected = Buffer.from(stored);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(expected, given);
}
