import { useEffect, useState, type RefObject } from 'react';

/**
 * How far ahead of the viewport a chart starts drawing: not at all. 200 px ahead, a phone drew the second chart
 * below the first viewport while the page loaded too (Lighthouse mobile: some 300 ms more of blocked main thread);
 * now a chart scrolled to shows its skeleton for the moment its drawing takes.
 */
export const AHEAD_OF_VIEW = '0px';

/**
 * True from the moment the element comes into view (AHEAD_OF_VIEW) (IntersectionObserver); it stays true.
 * A chart waits on it, so only the charts a person scrolls to are ever drawn: drawing all four on an idle moment
 * cost 2-3 s of main thread on a mid-range phone (Lighthouse mobile, TBT), most of it for charts nobody looked at.
 * Without IntersectionObserver it is true at once. Nothing is watched while `enabled` is false (no element yet).
 */
const canObserve = () => typeof IntersectionObserver === 'function';

export function useInView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [inView, setInView] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (inView || !enabled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: AHEAD_OF_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, enabled]);
  return inView;
}
