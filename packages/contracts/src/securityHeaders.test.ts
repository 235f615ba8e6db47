import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, LOOPBACK_SOURCES, securityHeaders } from './securityHeaders';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it("allow the app's own origin and exactly Firebase's, Stripe's and Google Maps' others", () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://api.stripe.com',
        'https://places.googleapis.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    // No loopback, no wildcard host outside Stripe's and Cloud Functions' own domains.
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(new Set(policy.match(/https:\/\/\*\.[\w.]+/g))).toEqual(
      new Set(['https://*.js.stripe.com', 'https://*.cloudfunctions.net']),
    );
  });

  it("add the emulators' loopback origins only when asked, where the app talks to them", () => {
    const local = contentSecurityPolicy({ loopback: true });
    expect(directive(local, 'connect-src')).toEqual(expect.arrayContaining([...LOOPBACK_SOURCES]));
    expect(directive(local, 'img-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:*']));
    expect(directive(local, 'script-src')).not.toContain('http://127.0.0.1:*');
    expect(securityHeaders({ loopback: true })['Content-Security-Policy']).toBe(local);
  });

  it('give the camera and the position to the app itself and nothing else', () => {
    expect(securityHeaders()['Permissions-Policy']).toBe(
      'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), display-capture=()',
    );
  });
});
