import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps text of at most the limit whole', () => {
    expect(truncate('a'.repeat(80), 80)).toBe('a'.repeat(80));
    expect(truncate('short bio', 80)).toBe('short bio');
  });

  it('cuts longer text to the first characters plus an ellipsis', () => {
    expect(truncate('b'.repeat(81), 80)).toBe(`${'b'.repeat(80)}...`);
    expect(truncate('c'.repeat(150), 100)).toBe(`${'c'.repeat(100)}...`);
  });

  it('does not leave a space before the ellipsis or split a character', () => {
    expect(truncate('one two three', 4)).toBe('one...');
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });

  it('treats missing text as empty', () => {
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate(null, 10)).toBe('');
  });
});
