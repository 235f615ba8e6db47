import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptPolicy } from './scriptPolicy.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>(function(){window.a=1})()</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <script id="vite-plugin-pwa:inline-sw">if('serviceWorker' in navigator){}</script>
    <script type="application/ld+json">{"@type":"Event"}</script>
  </head>
  <body><script type="module">import('/assets/x.js')</script></body>
</html>`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script that runs, not files or data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('(function(){window.a=1})()'),
      sha("if('serviceWorker' in navigator){}"),
      sha("import('/assets/x.js')"),
    ]);
    expect(inlineScriptHashes('<script></script><script></script>')).toEqual([sha('')]);
  });
});

describe('withScriptPolicy', () => {
  it("puts the page's script policy first, without 'unsafe-inline', with the hashes", () => {
    const html = withScriptPolicy(PAGE, ["'self'", "'unsafe-inline'", 'https://js.stripe.com']);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html);
    expect(meta?.[1]).toBe(`script-src 'self' https://js.stripe.com ${inlineScriptHashes(PAGE).join(' ')}`);
    // Before any script, right after the charset.
    expect(html.indexOf('<meta http-equiv')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<meta http-equiv')).toBeLessThan(html.indexOf('<script'));
  });
});
