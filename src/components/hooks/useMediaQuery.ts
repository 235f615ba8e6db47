import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, re-rendering when that changes (a phone turned on its side, a window resized
 * across a breakpoint). False where matchMedia is missing (tests without it, the server renderer).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
