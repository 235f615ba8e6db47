import { describe, expect, it } from 'vitest';
import { parseTicketCode, type TicketCode } from '@gigvenue/contracts';
import { verifyTicketCode } from './ticketSignature';

// The contract's test vector, which the server's signing tests use too.
const PUBLIC_KEY = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';
const CODE =
  'GV1.A1B2C3D4E5F6A7B8C9D0.evt-test.3gsq7NmdAZ-iSyKMBCtD6EYM_BPWhdafSM14zlI9vY9dFe4bM5NH7KUN2poDCNA85xCZ3zgDf21AX3Hakh-GDw';

const parsed = (text: string): TicketCode => {
  const code = parseTicketCode(text);
  if (!code) throw new Error(`not a code: ${text}`);
  return code;
};

/** The code with one character of its signature changed. */
function alteredSignature(text: string): string {
  const at = text.length - 10;
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

describe('verifyTicketCode', () => {
  it('accepts the test vector signed by the platform key', async () => {
    expect(await verifyTicketCode(parsed(CODE), PUBLIC_KEY)).toBe(true);
  });

  it('refuses a code whose ticket or event was changed, keeping the old signature', async () => {
    expect(
      await verifyTicketCode(
        parsed(CODE.replace('A1B2C3D4E5F6A7B8C9D0', 'A1B2C3D4E5F6A7B8C9D1')),
        PUBLIC_KEY,
      ),
    ).toBe(false);
    expect(await verifyTicketCode(parsed(CODE.replace('evt-test', 'evt-tesT')), PUBLIC_KEY)).toBe(false);
  });

  it('refuses an altered signature', async () => {
    expect(await verifyTicketCode(parsed(alteredSignature(CODE)), PUBLIC_KEY)).toBe(false);
  });

  it('refuses a genuine code checked against another key, and a key that is not one', async () => {
    expect(await verifyTicketCode(parsed(CODE), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await verifyTicketCode(parsed(CODE), 'not-a-key')).toBe(false);
  });
});
