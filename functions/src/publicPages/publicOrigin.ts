import type { Settings } from '../config';

type Headers = Record<string, string | string[] | undefined>;
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/**
 * The site's address for a page's absolute links (og:url, og:image) and for fetching the shop template. Deployed it
 * is always APP_URL: a Host header is the caller's to write, and a page built from it would be cached at the edge
 * for everyone. In the emulators the page is served by whichever local server the request came through (Vite's dev
 * server, its preview or the Hosting emulator, each on its own port), so a loopback host is taken from the request.
 */
export function publicOrigin(settings: Pick<Settings, 'appUrl' | 'emulated'>, headers: Headers): string {
  if (!settings.emulated) return settings.appUrl;
  const host = first(headers['x-forwarded-host']) ?? first(headers.host);
  return host && LOOPBACK_HOST.test(host) ? `http://${host}` : settings.appUrl;
}

/** The path's last segment, decoded: the event's or the purchase's id ('' when malformed). */
export function idFromPath(path: string, prefix: '/e/' | '/t/'): string {
  if (!path.startsWith(prefix)) return '';
  try {
    return decodeURIComponent(path.slice(prefix.length).split('/')[0] ?? '');
  } catch {
    return '';
  }
}
