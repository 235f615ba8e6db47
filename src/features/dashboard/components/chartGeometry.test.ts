import { describe, expect, it } from 'vitest';
import {
  barsOf,
  chartLayout,
  monotonePath,
  monotoneSegments,
  monotoneTangents,
  niceTicks,
  pointsOf,
  roundedTopBarPath,
  xLabelStep,
  yOf,
  type Box,
} from './chartGeometry';
import { formatCount, formatMoney } from './formatters';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PLOT: Box = { left: 40, top: 10, width: 480, height: 200 };

describe('niceTicks', () => {
  it('gives counts whole-number ticks only, each label once', () => {
    const counts = { integer: true, format: formatCount };
    expect(niceTicks(0, counts)).toEqual([0, 1]);
    // Not 0, 0.2, 0.4, 0.6, 0.8, 1, read as 0, 0, 0, 1, 1, 1.
    expect(niceTicks(1, counts)).toEqual([0, 1]);
    expect(niceTicks(3, counts)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7, counts)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(10, counts)).toEqual([0, 2, 4, 6, 8, 10]);
    // 2.5 is no step for counts; 25 is.
    expect(niceTicks(12, counts)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(110, counts)).toEqual([0, 25, 50, 75, 100, 125]);
  });

  it('lets amounts have any nice step (1, 2, 2.5, 5 x 10^n)', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(1234.5, { format: formatMoney })).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(1234.5, { format: formatMoney }).map(formatMoney)).toEqual([
      '£0.00',
      '£250.00',
      '£500.00',
      '£750.00',
      '£1,000.00',
      '£1,250.00',
    ]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('reaches the peak in at most five intervals', () => {
    for (const peak of [0.01, 0.7, 1, 3, 7, 10, 12.5, 99, 101, 1234.5, 98765]) {
      for (const integer of [false, true]) {
        const ticks = niceTicks(peak, { integer });
        expect(ticks[0]).toBe(0);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(peak);
        expect(ticks.length - 1).toBeLessThanOrEqual(5);
        if (integer) expect(ticks.every(Number.isInteger)).toBe(true);
      }
    }
  });

  it('passes over a step whose labels would repeat', () => {
    // Whole-number labels on steps of 0.2 would read 0, 0, 0, 1, 1, 1; so would 0.25 and 0.5.
    expect(niceTicks(1, { format: formatCount })).toEqual([0, 1]);
    expect(niceTicks(4, { format: formatCount })).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('layout', () => {
  it('leaves room for the widest y label and shows every month when there is room', () => {
    const wide = chartLayout(560, 300, ['£0.00', '£1,250.00'], MONTHS);
    expect(wide.plot.left).toBeGreaterThan(60);
    expect(wide.plot.left + wide.plot.width).toBeLessThanOrEqual(560);
    expect(wide.plot.top + wide.plot.height).toBeLessThan(300);
    expect(wide.labelStep).toBe(1);
  });

  it('shows every other month on a phone', () => {
    // A 390 px phone leaves the chart about 310 px.
    const phone = chartLayout(310, 300, ['£0.00', '£1,250.00'], MONTHS);
    expect(phone.labelStep).toBe(2);
    expect(xLabelStep(60, MONTHS)).toBe(1);
    expect(xLabelStep(10, MONTHS)).toBe(3);
  });

  it('puts 0 at the bottom of the plot and the top tick at its top', () => {
    expect(yOf(0, 5, PLOT)).toBe(210);
    expect(yOf(5, 5, PLOT)).toBe(10);
    expect(yOf(2.5, 5, PLOT)).toBe(110);
    expect(yOf(0, 0, PLOT)).toBe(210);
  });
});

describe('bars', () => {
  it('draws 12 bars, 45% of their column wide, centred and from the axis up', () => {
    const values = [0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 2];
    const bars = barsOf(values, 2, PLOT);
    expect(bars).toHaveLength(12);
    const band = PLOT.width / 12;
    bars.forEach((bar, index) => {
      expect(bar.width).toBeCloseTo(band * 0.45);
      expect(bar.x + bar.width / 2).toBeCloseTo(PLOT.left + band * (index + 0.5));
      expect(bar.y + bar.height).toBeCloseTo(PLOT.top + PLOT.height);
      expect(bar.height).toBeCloseTo((values[index] / 2) * PLOT.height);
    });
    expect(bars[11].y).toBeCloseTo(PLOT.top);
  });

  it('rounds the top corners only, by no more than half the bar', () => {
    expect(roundedTopBarPath({ x: 10, y: 20, width: 18, height: 100 })).toBe(
      'M10,120 V23 Q10,20 13,20 H25 Q28,20 28,23 V120 Z',
    );
    expect(roundedTopBarPath({ x: 0, y: 99, width: 4, height: 1 })).toBe(
      'M0,100 V100 Q0,99 1,99 H3 Q4,99 4,100 V100 Z',
    );
  });
});

describe('monotone line', () => {
  const series = [
    [15, 30, 12.5, 12.5, 40, 25.25, 0, 0, 0, 0, 36, 0],
    [0, 0, 1120, 0, 95.5, 0, 0, 0, 0, 0, 0, 0],
    [0, 100, 0, 100, 0, 100, 0, 100, 0, 100, 0, 100],
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7],
  ];

  it.each(series)('never leaves the range [0, peak] (series %#)', (...values: number[]) => {
    const peak = Math.max(...values);
    const points = pointsOf(values, peak, PLOT);
    const top = yOf(peak, peak, PLOT);
    const bottom = yOf(0, peak, PLOT);
    // A Bézier piece stays inside the hull of its points, so control points inside the range keep the curve in it.
    for (const { c1, c2, to } of monotoneSegments(points)) {
      for (const point of [c1, c2, to]) {
        expect(point.y).toBeGreaterThanOrEqual(top - 1e-9);
        expect(point.y).toBeLessThanOrEqual(bottom + 1e-9);
      }
    }
    // Each piece stays between its own two points as well (no swing past a neighbour).
    monotoneSegments(points).forEach(({ c1, c2, to }, index) => {
      const low = Math.min(points[index].y, to.y) - 1e-9;
      const high = Math.max(points[index].y, to.y) + 1e-9;
      for (const y of [c1.y, c2.y]) {
        expect(y).toBeGreaterThanOrEqual(low);
        expect(y).toBeLessThanOrEqual(high);
      }
    });
  });

  it('is flat at a peak, a trough and on a flat stretch', () => {
    const tangents = monotoneTangents([
      { x: 0, y: 0 },
      { x: 1, y: 5 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
      { x: 4, y: 2 },
    ]);
    expect(tangents[1]).toBe(0);
    expect(tangents[2]).toBe(0);
    expect(tangents[3]).toBe(0);
  });

  it('goes through every point, as one path', () => {
    const points = pointsOf([1, 2, 4], 4, PLOT);
    const path = monotonePath(points);
    expect(path.startsWith(`M${points[0].x},${points[0].y}`)).toBe(true);
    expect(path.match(/C/g)).toHaveLength(2);
    expect(path.endsWith(`${points[2].x},${points[2].y}`)).toBe(true);
    expect(monotonePath([])).toBe('');
  });
});
