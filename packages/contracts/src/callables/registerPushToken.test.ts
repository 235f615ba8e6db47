import { describe, expect, it } from 'vitest';
import { check } from './define';
import { registerPushToken } from './registerPushToken';

describe('registerPushToken request', () => {
  it('takes an FCM token, trimmed, or an empty one that clears it', () => {
    expect(check(registerPushToken.request, { token: ' abc_DEF:123.x-y ' })).toEqual({
      ok: true,
      value: { token: 'abc_DEF:123.x-y' },
    });
    expect(check(registerPushToken.request, { token: '' })).toEqual({ ok: true, value: { token: '' } });
    expect(check(registerPushToken.request, { token: 'x'.repeat(4096) }).ok).toBe(true);
  });

  it.each([
    ['no payload', undefined],
    ['null', null],
    ['a missing token', {}],
    ['a number', { token: 42 }],
    ['null token', { token: null }],
    ['a slash', { token: 'a/b' }],
    ['inner spaces', { token: 'a b' }],
    ['an over-long token', { token: 'x'.repeat(4097) }],
  ])('refuses %s as pushTokenInvalid', (_label, data) => {
    expect(check(registerPushToken.request, data)).toMatchObject({ ok: false, reason: 'pushTokenInvalid' });
  });
});
