import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

function Probe() {
  return <p>{useMediaQuery('(max-width: 575.98px)') ? 'narrow' : 'wide'}</p>;
}

/** A matchMedia whose answer the test sets, telling its listeners as a browser would. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers at once and again when the query starts or stops matching', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
