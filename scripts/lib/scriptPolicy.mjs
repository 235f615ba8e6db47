// The page's own script policy: a meta Content-Security-Policy that the build writes into each HTML page, allowing
// the page's inline scripts by their SHA-256 hashes (index.html's first-paint and service-worker registration
// scripts). Hosting's header policy (packages/contracts/src/securityHeaders.ts) cannot know the hashes of a build,
// so it allows inline scripts; a browser enforces both policies, so only these scripts run.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON, JSON-LD) are never run, so no policy applies to them.
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The CSP hash sources ('sha256-…') of the page's inline scripts, in page order, each once. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** The page with its script policy as the first thing after <meta charset>: `sources` without 'unsafe-inline', plus hashes. */
export function withScriptPolicy(html, sources) {
  const allowed = [...sources.filter((source) => source !== "'unsafe-inline'"), ...inlineScriptHashes(html)];
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src ${allowed.join(' ')}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
  return html.replace(/<head>/i, (tag) => `${tag}\n    ${meta}`);
}

/** Vite plugin: last of all, once every other plugin has put its inline scripts in. */
export function scriptPolicy({ sources }) {
  return {
    name: 'script-policy',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => withScriptPolicy(html, sources) },
  };
}
