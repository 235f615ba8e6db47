import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, securityHeaders } from '@gigvenue/contracts';
import { describe, expect, it } from 'vitest';
import { localHosting, root } from './stack.mjs';

// firebase.json's hosting section against the one copy of the security headers (packages/contracts), and the local
// serve's variant of it.
const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const { headers, rewrites } = firebaseJson.hosting;
const rule = (source) => headers.find((candidate) => candidate.source === source);
const cacheControl = (source) =>
  rule(source)?.headers.find((header) => header.key === 'Cache-Control')?.value;

describe("firebase.json's hosting", () => {
  it('serves the security headers on every page, word for word', () => {
    const everyPage = Object.fromEntries(rule('**').headers.map(({ key, value }) => [key, value]));
    expect(everyPage).toEqual(securityHeaders());
  });

  it("keeps hashed assets for a year and has the rest revalidated, the buyers' pages left to their functions", () => {
    expect(cacheControl('/assets/**')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('!/@(assets|e|t)/**')).toBe('no-cache');
    // The immutable rule comes after the no-cache one: the last matching header wins.
    expect(headers.findIndex((candidate) => candidate.source === '/assets/**')).toBeGreaterThan(
      headers.findIndex((candidate) => candidate.source === '!/@(assets|e|t)/**'),
    );
  });

  it('sends a missing asset no app page: only paths outside /assets fall back to index.html', () => {
    expect(rewrites.find((candidate) => candidate.destination === '/index.html')?.source).toBe('!/assets/**');
  });
});

describe('localHosting', () => {
  it("puts the local policy (the emulators' loopback origins) in place of the deployed one, and nothing else", () => {
    const local = localHosting(firebaseJson.hosting, contentSecurityPolicy({ loopback: true }));
    const everyPage = Object.fromEntries(local.headers[0].headers.map(({ key, value }) => [key, value]));
    expect(everyPage).toEqual(securityHeaders({ loopback: true }));
    expect(local.rewrites).toEqual(rewrites);
    expect(local.headers.slice(1)).toEqual(headers.slice(1));
  });
});
