// The security headers of every page: firebase.json's hosting.headers serve them with the static files, the buyers'
// pages' functions (/e, /t) send them with their own answers, and the build adds the inline scripts' hashes
// (vite.config.ts). A test holds firebase.json to this file, so there is one copy.

/** Where the app may load from and talk to: its own origin, Firebase's, Stripe's and Google Maps'. */
export const CONTENT_SECURITY_POLICY: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  // 'unsafe-inline' only for browsers that ignore the page's own policy: index.html carries a second policy (a meta
  // tag written by the build) that allows its inline scripts by hash alone, and a page must satisfy both.
  'script-src': [
    "'self'",
    "'unsafe-inline'",
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://maps.googleapis.com',
    // App Check's reCAPTCHA Enterprise, when a site key is configured.
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  // Google Maps and Stripe style their widgets inline; the map's labels use Google's Roboto.
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'font-src': ["'self'", 'https://fonts.gstatic.com'],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    'https://firebasestorage.googleapis.com',
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
  ],
  'connect-src': [
    "'self'",
    'https://firestore.googleapis.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firebasestorage.googleapis.com',
    'https://*.cloudfunctions.net',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
    'https://www.google.com/recaptcha/',
    'https://api.stripe.com',
    'https://maps.googleapis.com',
    'https://places.googleapis.com',
  ],
  'frame-src': [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The local emulators (Auth, Firestore, Functions, Storage) listen on loopback: allowed only in the local serve. */
export const LOOPBACK_SOURCES = [
  'http://127.0.0.1:*',
  'http://localhost:*',
  'ws://127.0.0.1:*',
  'ws://localhost:*',
] as const;
const LOOPBACK_DIRECTIVES = ['connect-src', 'img-src'];

/** The policy's text; `loopback` adds the emulators' origins; `extra` adds sources to directives (script hashes). */
export function contentSecurityPolicy({
  loopback = false,
  extra = {},
}: { loopback?: boolean; extra?: Record<string, readonly string[]> } = {}): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => {
      const all = [
        ...sources,
        ...(extra[directive] ?? []),
        ...(loopback && LOOPBACK_DIRECTIVES.includes(directive) ? LOOPBACK_SOURCES : []),
      ];
      return `${directive} ${all.join(' ')}`;
    })
    .join('; ');
}

/**
 * The camera for the app itself (the door's QR scanner) and the position for "Use my location" in the address
 * search; nothing else. payment=() as no page offers a Payment Request button (Stripe's card field needs none).
 */
export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), display-capture=()';

/** Every page's security headers, by name. */
export function securityHeaders({ loopback = false }: { loopback?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ loopback }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
