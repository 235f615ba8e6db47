import { describe, expect, it } from 'vitest';
import { fillShopTemplate } from './shopTemplate';

const template =
  '<html><head><!--shop-head--></head><body><div id="root"><!--shop-body--></div><!--shop-data--></body></html>';

describe('fillShopTemplate', () => {
  it('puts the head tags, the markup and the data where the build left its markers', () => {
    expect(fillShopTemplate(template, { head: '<title>T</title>', body: '<h1>E</h1>' }, '{"a":1}')).toBe(
      '<html><head><title>T</title></head><body><div id="root"><h1>E</h1></div>' +
        '<script id="shop-data" type="application/json">{"a":1}</script></body></html>',
    );
  });

  it("does not read '$&' in a page as a replacement pattern", () => {
    expect(fillShopTemplate(template, { head: '', body: 'Pay $& go' }, '{}')).toContain('Pay $& go');
  });

  it('refuses a template without its markers (a build that lost them would serve empty pages)', () => {
    expect(() => fillShopTemplate('<html></html>', { head: '', body: '' }, '{}')).toThrow(/shop-head/);
  });
});
