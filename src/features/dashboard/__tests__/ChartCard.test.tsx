import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChartCard } from '../components/ChartCard';
import { fakeBrowserScheduling } from './browserScheduling';

// react-apexcharts is replaced by a stub that shows what it was asked to draw (jsdom cannot lay out SVG); the card,
// its lazy chart and the options are the real ones.
vi.mock('react-apexcharts/core', () => ({
  default: ({ type, height, series }: { type: string; height: number; series: { data: number[] }[] }) => (
    <div className="apexcharts-stub" data-type={type} data-height={height}>
      {series[0]!.data.join(' ')}
    </div>
  ),
}));
vi.mock('apexcharts/bar', () => ({}));
vi.mock('apexcharts/line', () => ({}));

const drawnChart = () => document.querySelector<HTMLElement>('.apexcharts-stub');

const VALUES = [0, 30, 0, 0, 0, 25.25, 0, 0, 0, 0, 0, 80];

const card = (values: readonly number[] = VALUES) => (
  <ChartCard
    kind="line"
    title="Revenue"
    emptyText="No ticket sales yet this year"
    values={values}
    year={2026}
    format="money"
    color="#34c38f"
  />
);

const figure = () => screen.getByRole('figure', { name: 'Revenue' });
const frame = () => {
  const element = figure().querySelector('.chart-frame');
  if (!element) throw new Error('no chart frame');
  return element as HTMLElement;
};

afterEach(() => {
  // Unmounted while the fakes are still in place, so the cards' cleanups find them.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChartCard', () => {
  it('holds the chart height with a skeleton, and tells the figures in a table, before anything is drawn', () => {
    const browser = fakeBrowserScheduling();
    render(card());
    expect(frame()).toHaveStyle({ height: '300px' });
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(within(frame()).getByTestId('chart-skeleton')).toBeInTheDocument();
    expect(drawnChart()).toBeNull();
    // Waiting for the frame itself to come into view, not some distance ahead of it.
    expect(browser.observed()).toEqual([frame()]);
    expect(browser.rootMargins()).toEqual(['0px']);

    const table = screen.getByRole('table', { name: 'Revenue, 2026' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'Jun £25.25' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Dec £80.00' })).toBeInTheDocument();
  });

  it('draws the chart at the same height once the card scrolls into view', async () => {
    const browser = fakeBrowserScheduling();
    render(card());
    await browser.scrollIntoView(frame());
    const chart = await within(frame()).findByText(VALUES.join(' '));
    expect(chart).toHaveAttribute('data-height', '300');
    expect(chart).toHaveAttribute('data-type', 'line');
    expect(frame()).toHaveStyle({ height: '300px' });
    expect(within(frame()).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    // Drawn once: nothing is watched or waited for any more.
    expect(browser.observed()).toEqual([]);
  });

  it('leaves a chart out of view undrawn, however idle the browser', async () => {
    const browser = fakeBrowserScheduling();
    render(card());
    await browser.idle();
    expect(within(frame()).getByTestId('chart-skeleton')).toBeInTheDocument();
    expect(drawnChart()).toBeNull();
    expect(browser.observed()).toEqual([frame()]);
  });

  it('draws at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(card());
    expect(await within(frame()).findByText(VALUES.join(' '))).toBeInTheDocument();
  });

  it('says so in words, at the same height, when the year has nothing to show', () => {
    const browser = fakeBrowserScheduling();
    render(card(Array(12).fill(0)));
    const empty = screen.getByText('No ticket sales yet this year');
    expect(empty).toHaveStyle({ height: '300px' });
    expect(figure().querySelector('.chart-frame')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(browser.observed()).toEqual([]);
  });
});
