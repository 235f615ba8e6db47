import { paths } from '@/config/paths';

interface SavedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

const AUTH_PAGES: readonly string[] = [paths.login.path, paths.logout.path];

/** Where to go after login: the page the route guard saved in `state.from`, else the dashboard. */
export function redirectTarget(locationState: unknown): string {
  const from = (locationState as { from?: SavedLocation } | null | undefined)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) {
    return paths.dashboard.href();
  }
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
