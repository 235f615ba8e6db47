import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { ApexOptions } from 'apexcharts';
import MonthlyChart from '../components/MonthlyChart';

// apexcharts cannot draw in jsdom (no SVG layout): what matters here is what react-apexcharts is asked to draw.
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const VALUES = [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3];

const chart = () => (
  <MonthlyChart
    kind="line"
    name="Events"
    values={VALUES}
    categories={MONTHS}
    format="count"
    color="#556ee6"
    height={300}
  />
);

beforeEach(() => {
  apex.props.length = 0;
});

afterEach(() => vi.unstubAllGlobals());

describe('MonthlyChart', () => {
  it('holds the frame with a skeleton while apexcharts downloads, then has react-apexcharts draw the chart', async () => {
    render(chart());
    expect(screen.getByTestId('chart-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.apexcharts-stub')).toBeInTheDocument());
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    const { type, height, options, series } = apex.props.at(-1)!;
    expect(type).toBe('line');
    expect(height).toBe(300);
    expect(series).toEqual([{ name: 'Events', data: VALUES }]);
    expect(options.xaxis?.categories).toEqual(MONTHS);
    expect(options.tooltip?.enabled).not.toBe(false);
  });

  it('labels every other month on a phone', async () => {
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
