import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver and a requestIdleCallback that the test answers itself, as the browser would when an
 * element scrolls into view or the main thread falls idle. Call from a test; vi.unstubAllGlobals() removes them.
 */
export function fakeBrowserScheduling() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  const margins: (string | undefined)[] = [];
  class FakeIntersectionObserver {
    private readonly elements = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      margins.push(options?.rootMargin);
    }
    observe(element: Element) {
      this.elements.add(element);
      observed.set(element, this.callback);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
      observed.delete(element);
    }
    disconnect() {
      for (const element of this.elements) observed.delete(element);
      this.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  let idleCallbacks = new Map<number, IdleRequestCallback>();
  let nextId = 1;
  const idleTimeouts: (number | undefined)[] = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    idleTimeouts.push(options?.timeout);
    idleCallbacks.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.delete(id));

  return {
    /** The elements an observer watches now. */
    observed: () => [...observed.keys()],
    /** The timeouts each idle request asked for. */
    idleTimeouts,
    /** The rootMargin each observer was made with. */
    rootMargins: () => [...margins],
    /** `element` scrolls into view. */
    async scrollIntoView(element: Element) {
      const callback = observed.get(element);
      if (!callback) throw new Error('the element is not observed');
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
      await act(async () => callback([entry], {} as IntersectionObserver));
    },
    /** The main thread falls idle: every pending idle callback runs. */
    async idle() {
      const due = [...idleCallbacks.values()];
      idleCallbacks = new Map();
      await act(async () => {
        for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
    },
  };
}
