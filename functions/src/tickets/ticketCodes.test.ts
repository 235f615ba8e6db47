import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseTicketCode } from '@gigvenue/contracts';
import {
  isPurchaseAccessKey,
  newPurchaseAccessKey,
  signTicketCode,
  ticketKeysFromSeed,
  verifyTicketCode,
} from './ticketCodes';

// The contract's test vector (docs: notes/tickets-contract.md); the browser's verifier is tested with the same one.
const VECTOR = {
  seed: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
  publicKey: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  ticket: { ticketId: 'A1B2C3D4E5F6A7B8C9D0', eventId: 'evt-test' },
  code: 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-test.3gsq7NmdAZ-iSyKMBCtD6EYM_BPWhdafSM14zlI9vY9dFe4bM5NH7KUN2poDCNA85xCZ3zgDf21AX3Hakh-GDw',
};

const keys = ticketKeysFromSeed(VECTOR.seed);

describe('ticket codes', () => {
  it('derives the public key and signs exactly the test vector', () => {
    expect(keys.publicKeyText).toBe(VECTOR.publicKey);
    expect(signTicketCode(keys, VECTOR.ticket)).toBe(VECTOR.code);
  });

  it('verifies its own codes and names their ticket and event', () => {
    expect(verifyTicketCode(keys, VECTOR.code)).toEqual(VECTOR.ticket);
    const code = signTicketCode(keys, { ticketId: 'demo-event-1-2026-ticket-2', eventId: 'evt-0f3a' });
    expect(verifyTicketCode(keys, code)).toEqual({
      ticketId: 'demo-event-1-2026-ticket-2',
      eventId: 'evt-0f3a',
    });
  });

  it('refuses a code whose ticket, event or signature was changed', () => {
    const [version, , eventId, signature] = VECTOR.code.split('.');
    expect(
      verifyTicketCode(keys, [version, 'A1B2C3D4E5F6A7B8C9D1', eventId, signature].join('.')),
    ).toBeNull();
    expect(
      verifyTicketCode(keys, [version, VECTOR.ticket.ticketId, 'evt-other', signature].join('.')),
    ).toBeNull();
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyTicketCode(keys, [version, VECTOR.ticket.ticketId, eventId, flipped].join('.'))).toBeNull();
  });

  it('refuses a code signed with another key', () => {
    const other = ticketKeysFromSeed(randomBytes(32).toString('base64url'));
    expect(verifyTicketCode(keys, signTicketCode(other, VECTOR.ticket))).toBeNull();
  });

  it.each([
    ['not text', 42],
    ['empty', ''],
    ['another version', VECTOR.code.replace(/^GV1/, 'GV2')],
    ['a part missing', VECTOR.code.split('.').slice(1).join('.')],
    ['a dot in an id', VECTOR.code.replace('evt-test', 'evt.test')],
    ['a short signature', VECTOR.code.slice(0, -2)],
    ['a URL', 'https://example.test/t/abc'],
  ])('does not parse %s', (_name, code) => {
    expect(parseTicketCode(code)).toBeNull();
    expect(verifyTicketCode(keys, code)).toBeNull();
  });

  it('refuses to sign ids that would break the format', () => {
    expect(() => signTicketCode(keys, { ticketId: 'a.b', eventId: 'evt' })).toThrow();
    expect(() => signTicketCode(keys, { ticketId: 'T1', eventId: '' })).toThrow();
  });

  it('explains a seed that is not 32 bytes of base64url', () => {
    expect(() => ticketKeysFromSeed('too-short')).toThrow(
      /TICKET_SIGNING_KEY must be the base64url text of 32 random bytes/,
    );
    expect(() => ticketKeysFromSeed(Buffer.alloc(32).toString('base64'))).toThrow();
    expect(() => ticketKeysFromSeed(Buffer.alloc(32).toString('base64url'))).not.toThrow();
    expect(() => ticketKeysFromSeed(`${VECTOR.seed}==`)).toThrow();
  });
});

describe('purchase access keys', () => {
  it('is 22 characters of base64url, new every time', () => {
    const made = Array.from({ length: 50 }, () => newPurchaseAccessKey());
    for (const key of made) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it('accepts only the exact stored key', () => {
    const key = newPurchaseAccessKey();
    expect(isPurchaseAccessKey(key, key)).toBe(true);
    expect(isPurchaseAccessKey(key, newPurchaseAccessKey())).toBe(false);
    expect(isPurchaseAccessKey(key, key.slice(0, 21))).toBe(false);
    expect(isPurchaseAccessKey(key, `${key.slice(0, 21)}é`)).toBe(false);
    expect(isPurchaseAccessKey(key, undefined)).toBe(false);
    expect(isPurchaseAccessKey(undefined, undefined)).toBe(false);
    expect(isPurchaseAccessKey('', '')).toBe(false);
  });
});
