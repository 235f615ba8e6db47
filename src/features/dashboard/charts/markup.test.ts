import { describe, expect, it } from 'vitest';
import { escapeMarkup, unescapeMarkup } from './markup';

describe('markup', () => {
  it('escapes what would end a text or an attribute, and reads it back', () => {
    const text = 'Tom & Jerry <3 "live"';
    expect(escapeMarkup(text)).toBe('Tom &amp; Jerry &lt;3 &quot;live&quot;');
    expect(unescapeMarkup(escapeMarkup(text))).toBe(text);
    expect(escapeMarkup('£1,250.50 März')).toBe('£1,250.50 März');
  });
});
