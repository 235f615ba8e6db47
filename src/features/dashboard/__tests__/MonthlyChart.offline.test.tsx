import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from '@/app/i18n';
import MonthlyChart from '../components/MonthlyChart';

// Offline: apexcharts' in-page chunk cannot be downloaded.
vi.mock('../charts/LiveMonthlyChart', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const worker = vi.hoisted(() => ({
  available: true,
  draw: vi.fn<() => Promise<string>>(),
}));
vi.mock('../charts/chartDrawing', () => ({
  canDrawOffMainThread: () => worker.available,
  drawChartOffMainThread: worker.draw,
}));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const UNAVAILABLE = i18n.t('dashboard:charts.unavailable');

const chart = () => (
  <MonthlyChart
    kind="bar"
    name="Events"
    values={[1, ...Array(11).fill(0)]}
    categories={MONTHS}
    format="count"
    color="#556ee6"
    height={300}
  />
);

beforeEach(() => {
  worker.draw.mockReset();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 480 } } as ResizeObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('MonthlyChart offline', () => {
  it("says the chart is unavailable where neither the worker nor the page's chart code can draw it", async () => {
    worker.available = false;
    render(chart());
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it("keeps the worker's drawing, with no message, when the page's chart code cannot be downloaded on hover", async () => {
    worker.available = true;
    worker.draw.mockResolvedValue('<svg class="apexcharts-svg" data-drawn-by="worker"></svg>');
    render(chart());
    await waitFor(() => expect(document.querySelector('[data-drawn-by="worker"]')).toBeInTheDocument());
    const frame = document.querySelector('.monthly-chart')!;
    fireEvent.pointerOver(frame);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-drawn-by="worker"]')).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });
});
