import { describe, expect, it } from 'vitest';
import { emailVariants, sameEmail } from './emailAddress';

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
