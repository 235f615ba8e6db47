import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ApexOptions } from 'apexcharts';
import MonthlyChart, { type MonthlyChartProps } from '../components/MonthlyChart';

// apexcharts cannot draw in jsdom (no SVG layout), in the page or in a worker: what matters here is what it is asked
// to draw, and where the drawing goes.
const apex = vi.hoisted(() => ({
  props: [] as { type: string; height: number; options: ApexOptions; series: unknown }[],
}));
vi.mock('react-apexcharts/core', () => ({
  default: (props: (typeof apex.props)[number]) => {
    apex.props.push(props);
    return <div className="apexcharts-stub" />;
  },
}));
vi.mock('apexcharts/bar', () => ({}));
vi.mock('apexcharts/line', () => ({}));

const worker = vi.hoisted(() => ({
  available: true,
  draw: vi.fn<(spec: unknown, width: number, fontFamily: string) => Promise<string>>(),
}));
vi.mock('../charts/chartDrawing', () => ({
  canDrawOffMainThread: () => worker.available,
  drawChartOffMainThread: worker.draw,
}));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const VALUES = [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3];
const DRAWING = '<svg class="apexcharts-svg" data-drawn-by="worker"></svg>';

const chart = (props: Partial<MonthlyChartProps> = {}) => (
  <div className="chart-frame" data-testid="frame">
    <MonthlyChart
      kind="bar"
      name="Events"
      values={VALUES}
      categories={MONTHS}
      format="count"
      color="#556ee6"
      height={300}
      {...props}
    />
  </div>
);

/** A ResizeObserver that reports each observed element at the width the test sets. */
function fakeResizeObserver(initialWidth: number) {
  const callbacks = new Set<() => void>();
  let width = initialWidth;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly report: () => void;
      constructor(callback: ResizeObserverCallback) {
        this.report = () => callback([{ contentRect: { width } } as ResizeObserverEntry], this as never);
      }
      observe() {
        callbacks.add(this.report);
        this.report();
      }
      disconnect() {
        callbacks.delete(this.report);
      }
    },
  );
  return {
    async resize(next: number) {
      width = next;
      await act(async () => callbacks.forEach((report) => report()));
    },
  };
}

const workerDrawing = () => document.querySelector('[data-drawn-by="worker"]');

beforeEach(() => {
  apex.props.length = 0;
  worker.available = true;
  worker.draw.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MonthlyChart', () => {
  it("puts the worker's drawing, made at the frame's width in the page's font, into the frame", async () => {
    fakeResizeObserver(480);
    let finish!: (svg: string) => void;
    worker.draw.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(chart());
    expect(screen.getByTestId('chart-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(worker.draw).toHaveBeenCalledTimes(1));
    const [spec, width, fontFamily] = worker.draw.mock.calls[0]!;
    expect(spec).toEqual({
      kind: 'bar',
      name: 'Events',
      values: VALUES,
      categories: MONTHS,
      format: 'count',
      color: '#556ee6',
      height: 300,
      narrow: false,
    });
    expect(width).toBe(480);
    expect(typeof fontFamily).toBe('string');

    await act(async () => finish(DRAWING));
    expect(workerDrawing()).toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    // Nothing is drawn in the page until a pointer asks for the tooltip.
    expect(apex.props).toHaveLength(0);
  });

  it('draws the same chart in the page, with its tooltip, when a pointer first comes over it', async () => {
    fakeResizeObserver(480);
    worker.draw.mockResolvedValue(DRAWING);
    render(chart({ kind: 'line', format: 'money' }));
    await waitFor(() => expect(workerDrawing()).toBeInTheDocument());

    fireEvent.pointerOver(workerDrawing()!);
    await waitFor(() => expect(apex.props).toHaveLength(1));
    const { type, height, options, series } = apex.props[0]!;
    expect(type).toBe('line');
    expect(height).toBe(300);
    expect(series).toEqual([{ name: 'Events', data: VALUES }]);
    expect(options.tooltip?.y).toBeDefined();
    // The page's drawing replaces the worker's once it is drawn.
    await waitFor(() => expect(workerDrawing()).not.toBeInTheDocument());
    expect(document.querySelector('.apexcharts-stub')).toBeInTheDocument();
  });

  it('draws in the page for a pointer that was already over the drawing when it appeared', async () => {
    fakeResizeObserver(480);
    worker.draw.mockResolvedValue('<svg class="apexcharts-svg" data-drawn-by="worker"><rect/><path/></svg>');
    render(chart());
    await waitFor(() => expect(workerDrawing()).toBeInTheDocument());
    // The pointer moves from one part of the drawing to another: React sees no enter, only an over.
    fireEvent.pointerOver(workerDrawing()!.querySelector('path')!, {
      relatedTarget: workerDrawing()!.querySelector('rect'),
    });
    await waitFor(() => expect(apex.props).not.toHaveLength(0));
  });

  it('draws again when the frame is resized', async () => {
    const observer = fakeResizeObserver(480);
    worker.draw
      .mockResolvedValueOnce(DRAWING)
      .mockResolvedValueOnce(DRAWING.replace('worker', 'worker-narrower'));
    render(chart());
    await waitFor(() => expect(workerDrawing()).toBeInTheDocument());
    await observer.resize(360);
    await waitFor(() =>
      expect(document.querySelector('[data-drawn-by="worker-narrower"]')).toBeInTheDocument(),
    );
    expect(worker.draw.mock.calls.map(([, width]) => width)).toEqual([480, 360]);
  });

  it('never lets an older drawing replace a newer one', async () => {
    const observer = fakeResizeObserver(480);
    let finishFirst!: (svg: string) => void;
    worker.draw
      .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce(DRAWING.replace('worker', 'worker-newer'));
    render(chart());
    await waitFor(() => expect(worker.draw).toHaveBeenCalledTimes(1));
    await observer.resize(360);
    await waitFor(() => expect(document.querySelector('[data-drawn-by="worker-newer"]')).toBeInTheDocument());
    await act(async () => finishFirst(DRAWING));
    expect(workerDrawing()).not.toBeInTheDocument();
  });

  it('draws in the page where the worker cannot draw', async () => {
    fakeResizeObserver(480);
    worker.draw.mockRejectedValue(new Error('no OffscreenCanvas'));
    render(chart());
    await waitFor(() => expect(apex.props).toHaveLength(1));
    expect(apex.props[0]!.type).toBe('bar');
  });

  it('draws in the page at once where there is no worker', async () => {
    worker.available = false;
    render(chart());
    await waitFor(() => expect(apex.props).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument());
    expect(worker.draw).not.toHaveBeenCalled();
  });

  it('labels every other month on a phone', async () => {
    worker.available = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 575.98px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(chart());
    await waitFor(() => expect(apex.props).not.toHaveLength(0));
    expect(apex.props.at(-1)!.options.xaxis?.labels?.hideOverlappingLabels).toBe(false);
  });
});
