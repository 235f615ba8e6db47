import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** The Navigation API's part this needs; Chromium has it, other browsers are adding it. */
type NavigationEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

function subscribe(onChange: () => void): () => void {
  const navigation = (window as { navigation?: NavigationEvents }).navigation;
  // A link or navigate() moves the address with history.pushState, which only the Navigation API reports;
  // back and forward are popstate everywhere.
  navigation?.addEventListener('currententrychange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    navigation?.removeEventListener('currententrychange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const addressPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Whether the address has moved on to a screen the router has not shown yet. React Router renders navigations as
 * transitions, so the screen left stays until the next one's files have arrived, with nothing to say a click was
 * taken. Where the browser lacks the Navigation API, only back and forward are seen.
 */
export function useNavigationPending(): boolean {
  const { pathname, search } = useLocation();
  const shown = `${pathname}${search}`;
  return useSyncExternalStore(subscribe, addressPath) !== shown;
}
