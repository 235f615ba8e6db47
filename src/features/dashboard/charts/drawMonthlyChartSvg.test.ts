import { describe, expect, it } from 'vitest';
import {
  drawMonthlyChartSvg,
  escapeMarkup,
  fontWeight,
  textBox,
  type MeasureText,
} from './drawMonthlyChartSvg';
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

describe('textBox', () => {
  const text = (attributes: Record<string, string>, content = 'Hello') => ({
    nodeName: 'text',
    textContent: '',
    children: [{ nodeName: 'tspan', textContent: content, attributes: new Map() }],
    attributes: new Map(Object.entries(attributes)),
  });

  it('measures a text from its anchor, baseline and font size, as a browser does', () => {
    expect(textBox(text({ x: '100', y: '50', 'font-size': '10px' }), monospace)).toEqual({
      x: 100,
      y: 41,
      width: 30,
      height: 11.5,
    });
    expect(
      textBox(text({ x: '100', y: '50', 'font-size': '10px', 'text-anchor': 'middle' }), monospace).x,
    ).toBe(85);
    expect(textBox(text({ x: '100', y: '50', 'font-size': '10px', 'text-anchor': 'end' }), monospace).x).toBe(
      70,
    );
  });

  it('measures in the weight the page draws: apexcharts writes "regular", which the page draws normal', () => {
    const weights: string[] = [];
    const measure: MeasureText = (text, fontSize, weight) => {
      weights.push(weight);
      return monospace(text, fontSize, weight);
    };
    textBox(text({ 'font-weight': 'regular' }), measure);
    textBox(text({ 'font-weight': '600' }), measure);
    textBox(text({}), measure);
    expect(weights).toEqual(['normal', '600', 'normal']);
    expect(['bold', 'lighter', '100', 'heavy', '', '950'].map(fontWeight)).toEqual([
      'bold',
      'lighter',
      '100',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('measures what the escaped text will read, and gives other elements no box', () => {
    expect(textBox(text({ 'font-size': '10px' }, escapeMarkup('A&B')), monospace).width).toBe(18);
    expect(textBox({ nodeName: 'rect', attributes: new Map() }, monospace)).toEqual({
      x: 0,
      y: 0,
      width: 0,
      height: 0,
    });
  });
});
