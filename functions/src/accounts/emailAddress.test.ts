import { describe, expect, it } from 'vitest';
import { emailVariants, parseEmailInput, sameEmail } from './emailAddress';

describe('parseEmailInput', () => {
  it('returns the trimmed address', () => {
    expect(parseEmailInput({ email: '  Olivia@GigVenue.test ' })).toBe('Olivia@GigVenue.test');
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
  ])('rejects %s', (_label, data) => {
    expect(parseEmailInput(data)).toBeNull();
  });
});

describe('emailVariants', () => {
  it('looks up the address as typed and lower-cased', () => {
    expect(emailVariants('Olivia@GigVenue.test')).toEqual(['Olivia@GigVenue.test', 'olivia@gigvenue.test']);
  });

  it('does not repeat an address that is already lower-case', () => {
    expect(emailVariants('olivia@gigvenue.test')).toEqual(['olivia@gigvenue.test']);
  });
});

describe('sameEmail', () => {
  it('ignores case and surrounding blanks', () => {
    expect(sameEmail(' OLIVIA@gigvenue.test', 'olivia@GigVenue.test')).toBe(true);
  });

  it('is false for other addresses and non-strings', () => {
    expect(sameEmail('marco@gigvenue.test', 'olivia@gigvenue.test')).toBe(false);
    expect(sameEmail(undefined, 'olivia@gigvenue.test')).toBe(false);
  });
});
