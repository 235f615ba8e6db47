import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import MonthlyChart from '../components/MonthlyChart';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const VALUES = [0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0];

/** A ResizeObserver the test answers itself, as the browser would after a layout. */
function fakeResizeObserver() {
  const observers: { callback: ResizeObserverCallback; element?: Element }[] = [];
  class FakeResizeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {
      this.entry.element = undefined;
    }
    unobserve() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    resize(width: number) {
      for (const { callback, element } of observers)
        if (element)
          callback(
            [{ contentRect: { width } as DOMRectReadOnly, target: element } as ResizeObserverEntry],
            {} as ResizeObserver,
          );
    },
  };
}

const chart = () => (
  <MonthlyChart
    kind="bar"
    name="Events"
    values={VALUES}
    categories={MONTHS}
    format={String}
    color="#556ee6"
    integer
  />
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MonthlyChart', () => {
  it('draws nothing until the browser has told its width, then draws at exactly that width', async () => {
    const browser = fakeResizeObserver();
    const { container } = render(chart());
    expect(container.querySelector('.monthly-chart')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();

    await act(async () => browser.resize(0));
    expect(container.querySelector('svg')).toBeNull();

    await act(async () => browser.resize(327.6));
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 328 300');
    expect(container.querySelectorAll('.monthly-chart-bar')).toHaveLength(3);
  });

  it('draws again for a new width, as after a phone turns', async () => {
    const browser = fakeResizeObserver();
    const { container } = render(chart());
    await act(async () => browser.resize(330));
    await act(async () => browser.resize(700));
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 700 300');
  });

  it('draws at once where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { container } = render(chart());
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 560 300');
  });
});
