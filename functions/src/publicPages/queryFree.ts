/**
 * Where to send a request for an event page that carries a query string, or null when it carries none. The page
 * never reads its query, but Hosting's CDN keys its cache on it, so `?1`, `?2`… would each miss the cache and reach
 * the function: one redirect to the bare path (itself cached briefly) leaves the page one cache entry per event.
 */
export function queryFreeLocation(path: string, originalUrl: string): string | null {
  return originalUrl.includes('?') ? path : null;
}

/** The redirect's own cache: as the page's, since the bare path an event's page lives at never changes. */
export const QUERY_REDIRECT_CACHE = 'public, max-age=60, s-maxage=300';
