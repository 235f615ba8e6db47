import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ada king lovelace')).toBe('AK');
  });

  it('falls back to the first letter of the fallback when there is no name', () => {
    expect(initials('  ', 'zoe@example.com')).toBe('Z');
  });
});
