import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's content width in whole CSS pixels, kept up to date as it is resized (ResizeObserver, which reports
 * once it is first laid out); null until then. Where ResizeObserver is missing, the width it first had.
 */
export function useElementWidth(ref: RefObject<Element | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver !== 'function') {
      setWidth(Math.round(element.getBoundingClientRect().width));
      return undefined;
    }
    const observer = new ResizeObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setWidth(Math.round(latest.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
