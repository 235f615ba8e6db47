import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './useElementWidth';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  return <div ref={ref}>{width === null ? 'unknown' : `${width} px`}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useElementWidth', () => {
  it('follows the width ResizeObserver reports, in whole pixels, and stops watching when unmounted', async () => {
    let report: (width: number) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (width) => callback([{ contentRect: { width } } as ResizeObserverEntry], this as never);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { unmount } = render(<Probe />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
    await act(async () => report(480.4));
    expect(screen.getByText('480 px')).toBeInTheDocument();
    await act(async () => report(359.6));
    expect(screen.getByText('360 px')).toBeInTheDocument();
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('reads the width once where ResizeObserver is missing', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    render(<Probe />);
    expect(screen.getByText('300 px')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
