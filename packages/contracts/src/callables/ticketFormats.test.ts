import { describe, expect, it } from 'vitest';
import { parseTicketCode } from './ticketFormats';

// The contract's test vector: the functions' signer and the browser's verifier are tested with the same one.
const SIGNATURE = '3gsq7NmdAZ-iSyKMBCtD6EYM_BPWhdafSM14zlI9vY9dFe4bM5NH7KUN2poDCNA85xCZ3zgDf21AX3Hakh-GDw';
const CODE = `GV1.A1B2C3D4E5F6A7B8C9D0.evt-test.${SIGNATURE}`;

describe('parseTicketCode', () => {
  it('takes a signed code apart and names the text that was signed', () => {
    expect(parseTicketCode(CODE)).toEqual({
      ticketId: 'A1B2C3D4E5F6A7B8C9D0',
      eventId: 'evt-test',
      signature: SIGNATURE,
      signed: 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-test',
    });
  });

  it('ignores the blank space a scanner or a paste may add', () => {
    expect(parseTicketCode(` ${CODE}\n`)?.ticketId).toBe('A1B2C3D4E5F6A7B8C9D0');
  });

  it.each([
    ['an empty text', ''],
    ['a web address', 'https://example.com/ticket'],
    ['another version', CODE.replace('GV1.', 'GV2.')],
    ['a missing signature', 'GV1.A1B2C3D4E5F6A7B8C9D0.evt-test'],
    ['an extra part', `${CODE}.more`],
    ['a shortened signature', CODE.slice(0, -2)],
    ['an id with a forbidden character', CODE.replace('evt-test', 'evt/test')],
    ['an empty ticket id', `GV1..evt-test.${SIGNATURE}`],
    ['no text', 42],
    ['a text longer than any code', `${CODE}${'A'.repeat(400)}`],
  ])('refuses %s', (_name, text) => {
    expect(parseTicketCode(text)).toBeNull();
  });
});
