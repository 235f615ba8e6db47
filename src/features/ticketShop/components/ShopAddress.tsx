import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * Where the buyer is. The shop has two pages and one move between them (a purchase opens its tickets), so it reads
 * the browser's address and history itself rather than load a router: the buyers' pages hydrate on a phone from a
 * shared link, and every kilobyte is downloaded before the page answers a touch (ARCHITECTURE, Buyers' pages).
 */
export interface ShopAddress {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that moved here left for this one (history.state), e.g. that the tickets were just bought. */
  state: unknown;
}

const NAVIGATED = 'gigvenue:shop-navigated';

const AddressContext = createContext<ShopAddress>({ pathname: '/', search: '', hash: '', state: null });

/** The address the page is rendered at: from the browser, or given (the server, a test). */
export const useShopAddress = () => useContext(AddressContext);

const subscribe = (onChange: () => void) => {
  for (const event of ['popstate', 'hashchange', NAVIGATED]) window.addEventListener(event, onChange);
  return () => {
    for (const event of ['popstate', 'hashchange', NAVIGATED]) window.removeEventListener(event, onChange);
  };
};

// useSyncExternalStore needs the same object back while nothing changed.
let browserAddress: ShopAddress | null = null;
let hydrationAddress: ShopAddress | null = null;

function currentAddress(): ShopAddress {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const last = browserAddress;
  if (last?.pathname !== pathname || last.search !== search || last.hash !== hash || last.state !== state)
    browserAddress = { pathname, search, hash, state };
  return browserAddress!;
}

/**
 * What hydration renders: the address as the server saw it (no fragment reaches a server, and no history state), so
 * the first render matches the server's page; React renders the browser's own address right after.
 */
function serverAddress(): ShopAddress {
  const { pathname, search } = currentAddress();
  if (hydrationAddress?.pathname !== pathname || hydrationAddress.search !== search)
    hydrationAddress = { pathname, search, hash: '', state: null };
  return hydrationAddress;
}

/** The browser's address, followed as it changes (back and forward, a fragment, navigateTo). */
export function BrowserShopAddress({ children }: { children: ReactNode }) {
  const address = useSyncExternalStore(subscribe, currentAddress, serverAddress);
  return <AddressContext.Provider value={address}>{children}</AddressContext.Provider>;
}

/** A fixed address: the server's request (a path with its query). */
export function StaticShopAddress({ location, children }: { location: string; children: ReactNode }) {
  const { pathname, search } = new URL(location, 'http://localhost');
  return (
    <AddressContext.Provider value={{ pathname, search, hash: '', state: null }}>
      {children}
    </AddressContext.Provider>
  );
}

/** Moves the shop to `href` without a reload, as a new history entry, at the top of the new page. */
export function navigateTo(href: string, state: unknown = null) {
  window.history.pushState(state, '', href);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(NAVIGATED));
}

/**
 * Drops what the page that moved here left (history.state) once it has been read, so a reload or a return to this
 * entry does not find it again: the tickets were "just bought" once.
 */
export function forgetArrivalState() {
  if (window.history.state === null) return;
  window.history.replaceState(null, '', window.location.href);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** A link within the shop: a plain press moves without a reload; a new tab or window opens as any link does. */
export function ShopLink({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a {...rest} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
