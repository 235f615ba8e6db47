import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/app/i18n';
import { refusalOf } from './errors';
import { signedInUid, signInFirst, signInFirstMessage } from './signInFirst';

describe('signInFirst', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("is the contract's signInFirst refusal, in the person's language", async () => {
    expect(refusalOf(signInFirst())).toEqual({ reason: 'signInFirst', params: {} });
    expect(signInFirstMessage()).toBe('Sign in first.');
    await i18n.changeLanguage('de');
    expect(signInFirstMessage()).toBe('Bitte melden Sie sich zuerst an.');
  });

  it('hands back the uid of a signed-in account and refuses without one', () => {
    expect(signedInUid('u1')).toBe('u1');
    expect(() => signedInUid(null)).toThrow(expect.objectContaining({ reason: 'signInFirst' }));
  });
});
