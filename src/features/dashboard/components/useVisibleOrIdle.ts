import { useEffect, useState, type RefObject } from 'react';

/** How long a chart out of view waits for an idle moment before it is drawn anyway. */
export const IDLE_TIMEOUT_MS = 3_000;
/** Where the browser has no requestIdleCallback (Safari): a timer stands in for the idle moment. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1_500;

/**
 * True from the moment the element scrolls into view (IntersectionObserver) or the browser is idle
 * (requestIdleCallback, at most IDLE_TIMEOUT_MS; a timer where there is none), whichever comes first; it stays true.
 * What waits on it (a chart) is drawn where a person will look first, and the rest when nothing else needs the main
 * thread, never inside the page's first render. Nothing is watched while `enabled` is false (no element yet).
 */
export function useVisibleOrIdle(ref: RefObject<Element | null>, enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (ready || !enabled || !element) return undefined;
    const stops: (() => void)[] = [];
    const go = () => setReady(true);

    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) go();
      });
      observer.observe(element);
      stops.push(() => observer.disconnect());
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      stops.push(() => cancelIdleCallback(id));
    } else {
      const id = setTimeout(go, NO_IDLE_CALLBACK_DELAY_MS);
      stops.push(() => clearTimeout(id));
    }
    return () => stops.forEach((stop) => stop());
  }, [ref, ready, enabled]);
  return ready;
}
