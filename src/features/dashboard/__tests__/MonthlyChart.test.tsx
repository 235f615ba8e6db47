import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ApexOptions } from 'apexcharts';
import { formatCount, formatMoney } from '../components/formatters';
import MonthlyChart, { type MonthlyChartProps } from '../components/MonthlyChart';

// apexcharts cannot draw in jsdom (no SVG layout); what matters here is what it is asked to draw.
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

/** One y axis (the option may also be a list of them). */
type YAxis = Exclude<NonNullable<ApexOptions['yaxis']>, unknown[]>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const chart = (props: Partial<MonthlyChartProps> & Pick<MonthlyChartProps, 'kind' | 'values' | 'format'>) => (
  <MonthlyChart name="Events" categories={MONTHS} color="#556ee6" height={300} {...props} />
);

/** What apexcharts was last asked to draw, once the chart's turn has come. */
async function drawn(props: Parameters<typeof chart>[0]) {
  apex.props.length = 0;
  render(chart(props));
  await waitFor(() => expect(apex.props).not.toHaveLength(0));
  return apex.props.at(-1)!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MonthlyChart', () => {
  it('asks apexcharts for a bar chart of the twelve months at the frame height, with whole-number ticks for counts', async () => {
    const values = [0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0];
    const { type, height, options, series } = await drawn({
      kind: 'bar',
      values,
      format: formatCount,
      integer: true,
    });
    expect(type).toBe('bar');
    expect(height).toBe(300);
    expect(series).toEqual([{ name: 'Events', data: values }]);
    expect(options.xaxis?.categories).toEqual(MONTHS);
    expect(options.colors).toEqual(['#556ee6']);
    // A peak of 1 gets the ticks 0 and 1, never 0.2, 0.4...
    expect(options.yaxis).toMatchObject({ min: 0, tickAmount: 1 });
    expect(options.stroke).toEqual({ show: false });
    expect(options.markers?.size).toBe(0);
  });

  it('labels the axis and the tooltip with the figures formatted as the cards are', async () => {
    const { options } = await drawn({
      kind: 'bar',
      values: [1250.5, ...Array(11).fill(0)],
      format: formatMoney,
    });
    const yaxis = options.yaxis as YAxis;
    expect(yaxis.tickAmount).toBeUndefined();
    expect(yaxis.labels?.formatter?.(1250.5)).toBe('£1,250.50');
    expect(options.tooltip?.y).toMatchObject({ formatter: formatMoney });
  });

  it('caps the ticks of a large count at five', async () => {
    const { options } = await drawn({
      kind: 'bar',
      values: [40, ...Array(11).fill(0)],
      format: formatCount,
      integer: true,
    });
    expect((options.yaxis as YAxis).tickAmount).toBe(5);
  });

  it('draws a line with a marker on every month', async () => {
    const { type, options } = await drawn({
      kind: 'line',
      values: [0, 30, ...Array(10).fill(0)],
      format: formatMoney,
    });
    expect(type).toBe('line');
    expect(options.stroke).toMatchObject({ curve: 'monotoneCubic', width: 3 });
    expect(options.markers?.size).toBe(4);
  });

  it('skips what costs a phone main-thread time: animations, toolbar, legend, rotated labels', async () => {
    const { options } = await drawn({ kind: 'bar', values: [1, ...Array(11).fill(0)], format: formatCount });
    expect(options.chart?.animations?.enabled).toBe(false);
    expect(options.chart?.toolbar?.show).toBe(false);
    expect(options.legend?.show).toBe(false);
    expect(options.xaxis?.labels?.rotate).toBe(0);
  });

  it('labels every other month on a phone and names the month under the pointer', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 575.98px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { options } = await drawn({ kind: 'bar', values: [1, ...Array(11).fill(0)], format: formatCount });
    vi.unstubAllGlobals();
    expect(options.responsive).toBeUndefined();
    expect(options.xaxis?.labels?.hideOverlappingLabels).toBe(false);
    const label = options.xaxis?.labels?.formatter as (value: string) => string;
    expect(MONTHS.map(label)).toEqual(['Jan', '', 'Mar', '', 'May', '', 'Jul', '', 'Sep', '', 'Nov', '']);
    expect(options.tooltip?.x?.formatter?.(0, { dataPointIndex: 1 } as never)).toBe('Feb');
  });

  it('draws charts that are ready together one per task, the skeleton holding the frame until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    apex.props.length = 0;
    render(
      <>
        {chart({ kind: 'bar', values: [1, ...Array(11).fill(0)], format: formatCount })}
        {chart({ kind: 'line', values: [2, ...Array(11).fill(0)], format: formatCount })}
      </>,
    );
    expect(apex.props).toHaveLength(0);
    expect(screen.getAllByTestId('chart-skeleton')).toHaveLength(2);

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(apex.props.map(({ type }) => type)).toEqual(['bar']);
    expect(screen.getAllByTestId('chart-skeleton')).toHaveLength(1);

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(apex.props.map(({ type }) => type)).toEqual(['bar', 'line']);
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
  });
});
