import { describe, expect, it } from 'vitest';
import type { ApexOptions } from 'apexcharts';
import { monthlyChartOptions, type MonthlyChartSpec } from './monthlyChartOptions';

/** One y axis (the option may also be a list of them). */
type YAxis = Exclude<NonNullable<ApexOptions['yaxis']>, unknown[]>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const options = (
  overrides: Partial<MonthlyChartSpec> & Pick<MonthlyChartSpec, 'kind' | 'values' | 'format'>,
) =>
  monthlyChartOptions({
    name: 'Events',
    categories: MONTHS,
    color: '#556ee6',
    height: 300,
    narrow: false,
    ...overrides,
  });

describe('monthlyChartOptions', () => {
  it('is a bar chart of the twelve months at the frame height, with whole-number ticks for counts', () => {
    const values = [0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0];
    const chart = options({ kind: 'bar', values, format: 'count' });
    expect(chart.chart).toMatchObject({ type: 'bar', height: 300 });
    expect(chart.series).toEqual([{ name: 'Events', data: values }]);
    expect(chart.xaxis?.categories).toEqual(MONTHS);
    expect(chart.colors).toEqual(['#556ee6']);
    // A peak of 1 gets the ticks 0 and 1, never 0.2, 0.4...
    expect(chart.yaxis).toMatchObject({ min: 0, tickAmount: 1 });
    expect(chart.stroke).toEqual({ show: false });
    expect(chart.markers?.size).toBe(0);
  });

  it('labels the axis and the tooltip with the figures formatted as the cards are', () => {
    const chart = options({ kind: 'bar', values: [1250.5, ...Array(11).fill(0)], format: 'money' });
    const yaxis = chart.yaxis as YAxis;
    expect(yaxis.tickAmount).toBeUndefined();
    expect(yaxis.labels?.formatter?.(1250.5)).toBe('£1,250.50');
    expect(chart.tooltip?.y).toMatchObject({ formatter: expect.any(Function) });
    expect((chart.tooltip?.y as { formatter: (value: number) => string }).formatter(3)).toBe('£3.00');
  });

  it('caps the ticks of a large count at five', () => {
    expect(
      (options({ kind: 'bar', values: [40, ...Array(11).fill(0)], format: 'count' }).yaxis as YAxis)
        .tickAmount,
    ).toBe(5);
  });

  it('draws a line with a marker on every month', () => {
    const chart = options({ kind: 'line', values: [0, 30, ...Array(10).fill(0)], format: 'money' });
    expect(chart.chart?.type).toBe('line');
    expect(chart.stroke).toMatchObject({ curve: 'monotoneCubic', width: 3 });
    expect(chart.markers?.size).toBe(4);
  });

  it('skips what costs a phone main-thread time: animations, toolbar, legend, rotated labels', () => {
    const chart = options({ kind: 'bar', values: [1, ...Array(11).fill(0)], format: 'count' });
    expect(chart.chart?.animations?.enabled).toBe(false);
    expect(chart.chart?.toolbar?.show).toBe(false);
    expect(chart.legend?.show).toBe(false);
    expect(chart.responsive).toBeUndefined();
    expect(chart.xaxis?.labels?.rotate).toBe(0);
  });

  it('labels every other month on a phone and names the month under the pointer', () => {
    const chart = options({ kind: 'bar', values: [1, ...Array(11).fill(0)], format: 'count', narrow: true });
    expect(chart.xaxis?.labels?.hideOverlappingLabels).toBe(false);
    const label = chart.xaxis?.labels?.formatter as (value: string) => string;
    expect(MONTHS.map(label)).toEqual(['Jan', '', 'Mar', '', 'May', '', 'Jul', '', 'Sep', '', 'Nov', '']);
    expect(chart.tooltip?.x?.formatter?.(0, { dataPointIndex: 1 } as never)).toBe('Feb');
  });

  it('keeps the tooltip, which a pointer over a month brings', () => {
    expect(options({ kind: 'line', values: Array(12).fill(1), format: 'money' }).tooltip?.enabled).not.toBe(
      false,
    );
  });
});
