import { paths } from '@/config/paths';

/** The shop's page at an address: an event's sale page (/e/{id}) or a purchase's tickets (/t/{id}). */
export type ShopRoute = { page: 'event' | 'purchase'; id: string } | null;

const PAGES = [
  ['event', paths.publicEvent.path],
  ['purchase', paths.ticketPurchase.path],
] as const;

/** The page and id a path names ('/e/:id' read as /e/{one segment}), or null for any other path. */
export function shopRouteOf(pathname: string): ShopRoute {
  for (const [page, pattern] of PAGES) {
    const prefix = pattern.replace(/:id$/, '');
    const id = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : '';
    if (!id || id.includes('/')) continue;
    try {
      return { page, id: decodeURIComponent(id) };
    } catch {
      return null;
    }
  }
  return null;
}
