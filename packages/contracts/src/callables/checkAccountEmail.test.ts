import { describe, expect, it } from 'vitest';
import { check } from './define';
import { checkAccountEmail } from './checkAccountEmail';

describe('checkAccountEmail request', () => {
  it('is the trimmed address', () => {
    expect(check(checkAccountEmail.request, { email: '  Olivia@GigVenue.test ' })).toEqual({
      ok: true,
      value: { email: 'Olivia@GigVenue.test' },
    });
  });

  it.each([
    ['no payload', undefined],
    ['null payload', null],
    ['a bare string', 'a@b.co'],
    ['a missing email', {}],
    ['a number', { email: 42 }],
    ['an empty string', { email: '' }],
    ['blanks', { email: '   ' }],
    ['no at sign', { email: 'olivia.gigvenue.test' }],
    ['no domain dot', { email: 'olivia@localhost' }],
    ['inner spaces', { email: 'oli via@gigvenue.test' }],
    ['two at signs', { email: 'a@b@c.co' }],
    ['an over-long address', { email: `${'a'.repeat(250)}@b.co` }],
  ])('refuses %s as emailRequired', (_label, data) => {
    expect(check(checkAccountEmail.request, data)).toMatchObject({ ok: false, reason: 'emailRequired' });
  });
});
