import { describe, expect, it } from 'vitest';
import { drawMonthlyChartSvg } from './drawMonthlyChartSvg';
import type { MeasureText } from './ssrTextMeasurement';
import type { MonthlyChartSpec } from './monthlyChartOptions';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A monospaced font: every character 0.6 of the size wide. */
const monospace: MeasureText = (text, fontSize) => ({
  width: text.length * fontSize * 0.6,
  ascent: fontSize * 0.9,
  descent: fontSize * 0.25,
});

const spec = (overrides: Partial<MonthlyChartSpec> = {}): MonthlyChartSpec => ({
  kind: 'bar',
  name: 'Income',
  values: [0, 120, 340.5, 80, 1200, 0, 40, 60, 900, 300, 20, 0],
  categories: MONTHS,
  format: 'money',
  color: '#50a5f1',
  height: 300,
  narrow: false,
  ...overrides,
});

/** The texts of the labels of one axis, in the order drawn. */
const labels = (svg: string, axis: 'xaxis' | 'yaxis') =>
  [
    ...svg.matchAll(
      new RegExp(`<text[^>]*class="apexcharts-text apexcharts-${axis}-label[^"]*"[^>]*>(.*?)</text>`, 'g'),
    ),
  ].map(([, inner]) => inner!.replace(/<title>.*?<\/title>/g, '').replace(/<[^>]+>/g, ''));

/** How far right of the chart's left edge the plot area starts. */
const plotLeft = (svg: string) =>
  Number(/class="apexcharts-inner apexcharts-graphical" transform="translate\(([\d.]+)/.exec(svg)?.[1]);

describe('drawMonthlyChartSvg', () => {
  it('draws the twelve months and money on the y-axis, the plot starting right of the widest amount', async () => {
    const svg = await drawMonthlyChartSvg(spec(), 600, monospace);
    expect(svg).toMatch(/^<svg [^>]*class="apexcharts-svg"[^>]*width="600" height="300"/);
    expect(labels(svg, 'xaxis')).toEqual(MONTHS);
    const amounts = labels(svg, 'yaxis');
    expect(amounts).toContain('£0.00');
    const widest = Math.max(...amounts.map((amount) => monospace(amount, 12, '400').width));
    expect(plotLeft(svg)).toBeGreaterThanOrEqual(widest);
    // One bar per month with a value.
    expect(svg.match(/class="apexcharts-bar-area[ "]/g)).toHaveLength(12);
  });

  it('labels every other month on a phone', async () => {
    const svg = await drawMonthlyChartSvg(spec({ narrow: true }), 320, monospace);
    expect(labels(svg, 'xaxis')).toEqual(['Jan', '', 'Mar', '', 'May', '', 'Jul', '', 'Sep', '', 'Nov', '']);
  });

  it('draws a line with whole-number ticks for counts', async () => {
    const svg = await drawMonthlyChartSvg(
      spec({ kind: 'line', format: 'count', values: [0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0] }),
      400,
      monospace,
    );
    expect(svg).toContain('apexcharts-line-series');
    expect(labels(svg, 'yaxis').sort()).toEqual(['0', '1']);
  });

  it('escapes the texts it writes into the markup', async () => {
    const svg = await drawMonthlyChartSvg(
      spec({ name: 'Sales "all"', categories: ['A&B', '<i>', ...MONTHS.slice(2)] }),
      600,
      monospace,
    );
    expect(svg).toContain('>A&amp;B<');
    expect(svg).toContain('>&lt;i&gt;<');
    expect(svg).not.toContain('<i>');
    expect(svg).not.toContain('"all"');
  });
});
