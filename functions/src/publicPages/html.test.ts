import { describe, expect, it } from 'vitest';
import { escapeHtml, metaTags, scriptJson } from './html';

describe('escapeHtml', () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`<b>"Tom's" & co</b>`)).toBe('&lt;b&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/b&gt;');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><!-- & \u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('metaTags', () => {
  it('leaves out empty contents and escapes the rest', () => {
    expect(
      metaTags('property', [
        ['og:title', 'A "b"'],
        ['og:image', ''],
      ]),
    ).toBe('<meta property="og:title" content="A &quot;b&quot;" />');
  });
});
