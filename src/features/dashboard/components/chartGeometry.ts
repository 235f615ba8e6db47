/**
 * The geometry of the dashboard's monthly charts, as pure functions: "nice" y-axis ticks, the plot area and its
 * scales, rounded-top bars and a monotone line through the points. MonthlyChart only turns these numbers into SVG.
 * Text is never measured (that cost the old chart library seconds of layout on a phone): label widths are
 * estimated from their length.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One cubic Bézier piece of a line: from the previous point through two control points to `to`. */
export interface CurveSegment {
  c1: Point;
  c2: Point;
  to: Point;
}

export interface TickOptions {
  /** Counts: only whole-number steps. */
  integer?: boolean;
  /** How a tick is labelled; a step whose labels would repeat (0, 0, 1, 1) is passed over for a wider one. */
  format?: (value: number) => string;
  /** At most this many intervals between 0 and the top tick. */
  maxIntervals?: number;
}

const MANTISSAS = [1, 2, 2.5, 5];

/** Drops binary noise such as 0.30000000000000004. */
const clean = (value: number) => Number(value.toPrecision(12));

/** The nice steps (1, 2, 2.5, 5 x 10^n) from the first one at least `raw`, in increasing order. */
function* niceStepsFrom(raw: number, integer: boolean): Generator<number> {
  let exponent = Math.floor(Math.log10(raw));
  for (;;) {
    for (const mantissa of MANTISSAS) {
      const step = clean(mantissa * 10 ** exponent);
      if (step < raw * (1 - 1e-9)) continue;
      if (integer && !Number.isInteger(step)) continue;
      yield step;
    }
    exponent += 1;
  }
}

/**
 * Ticks of a y axis from 0 that reaches `peak`: 0, step, 2 step... with a nice step (1, 2, 2.5 or 5 x 10^n) and at
 * most `maxIntervals` intervals. Counts get whole-number steps only, so a peak of 1 gives 0, 1 and not 0, 0.2, 0.4...
 * A series with nothing above 0 gets 0, 1.
 */
export function niceTicks(
  peak: number,
  { integer = false, format, maxIntervals = 5 }: TickOptions = {},
): number[] {
  if (!Number.isFinite(peak) || peak <= 0) return [0, 1];
  for (const step of niceStepsFrom(peak / maxIntervals, integer)) {
    const intervals = Math.max(1, Math.ceil(clean(peak / step)));
    const ticks = Array.from({ length: intervals + 1 }, (_, index) => clean(index * step));
    if (!format || new Set(ticks.map(format)).size === ticks.length) return ticks;
  }
  throw new Error('no nice step'); // The steps never run out; this only tells TypeScript so.
}

/** Roughly how wide a label of `text` is at the chart's 12 px font, without measuring it. */
export const LABEL_CHAR_WIDTH = 7;
export const estimateTextWidth = (text: string) => text.length * LABEL_CHAR_WIDTH;

/** Steps between shown x labels; each divides 12, so the shown months are evenly spaced. */
const LABEL_STEPS = [1, 2, 3, 4, 6, 12];
const LABEL_GAP = 8;

/** Shows every month's label when there is room for it, else every second (third...) month's. */
export function xLabelStep(bandWidth: number, labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map(estimateTextWidth)) + LABEL_GAP;
  return LABEL_STEPS.find((step) => step * bandWidth >= widest) ?? 12;
}

export interface Layout {
  plot: Box;
  /** The width of one month's column. */
  band: number;
  /** Every how many months an x label is shown. */
  labelStep: number;
}

export const MARGIN = { top: 16, right: 8, bottom: 30, axisGap: 10 };

/** The plot area of a `width` x `height` chart whose y labels are `tickLabels` and x labels `categories`. */
export function chartLayout(
  width: number,
  height: number,
  tickLabels: readonly string[],
  categories: readonly string[],
): Layout {
  const left = Math.max(0, ...tickLabels.map(estimateTextWidth)) + MARGIN.axisGap;
  const plot = {
    left,
    top: MARGIN.top,
    width: Math.max(1, width - left - MARGIN.right),
    height: Math.max(1, height - MARGIN.top - MARGIN.bottom),
  };
  const band = plot.width / Math.max(1, categories.length);
  return { plot, band, labelStep: xLabelStep(band, categories) };
}

/** The y coordinate of `value` on an axis from 0 (the plot's bottom) to `max` (its top). */
export function yOf(value: number, max: number, plot: Box): number {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return plot.top + plot.height * (1 - share);
}

/** The x coordinate of the middle of month `index`'s column. */
export const xOf = (index: number, band: number, plot: Box) => plot.left + band * (index + 0.5);

/** One bar per value, centred in its month's column and `widthShare` of its width, from the axis up. */
export function barsOf(values: readonly number[], max: number, plot: Box, widthShare = 0.45): Bar[] {
  const band = plot.width / Math.max(1, values.length);
  const width = band * widthShare;
  const bottom = plot.top + plot.height;
  return values.map((value, index) => {
    const y = yOf(value, max, plot);
    return { x: xOf(index, band, plot) - width / 2, y, width, height: bottom - y };
  });
}

const fixed = (value: number) => String(Math.round(value * 100) / 100);

/** An SVG path of `bar` whose top corners are rounded by at most `radius` (less for a thin or short bar). */
export function roundedTopBarPath({ x, y, width, height }: Bar, radius = 3): string {
  const r = Math.max(0, Math.min(radius, width / 2, height));
  const bottom = y + height;
  return [
    `M${fixed(x)},${fixed(bottom)}`,
    `V${fixed(y + r)}`,
    `Q${fixed(x)},${fixed(y)} ${fixed(x + r)},${fixed(y)}`,
    `H${fixed(x + width - r)}`,
    `Q${fixed(x + width)},${fixed(y)} ${fixed(x + width)},${fixed(y + r)}`,
    `V${fixed(bottom)}`,
    'Z',
  ].join(' ');
}

/** The points of a line chart: one per value, in the middle of its month's column. */
export function pointsOf(values: readonly number[], max: number, plot: Box): Point[] {
  const band = plot.width / Math.max(1, values.length);
  return values.map((value, index) => ({ x: xOf(index, band, plot), y: yOf(value, max, plot) }));
}

/**
 * Tangents at `points` (x increasing) by the Fritsch–Carlson method: the mean of the neighbouring secants, 0 at a
 * local extremum or on a flat stretch, and scaled down where they are steep enough for the curve to overshoot.
 * The cubic Hermite curve with these tangents is monotone between every two points, so it never goes above the
 * higher or below the lower of them.
 */
export function monotoneTangents(points: readonly Point[]): number[] {
  const n = points.length;
  if (n < 2) return points.map(() => 0);
  const secants = points
    .slice(0, -1)
    .map((point, k) => (points[k + 1].y - point.y) / (points[k + 1].x - point.x));
  const tangents = points.map((_, k) => {
    if (k === 0) return secants[0];
    if (k === n - 1) return secants[n - 2];
    const before = secants[k - 1];
    const after = secants[k];
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  secants.forEach((secant, k) => {
    if (secant === 0) {
      tangents[k] = 0;
      tangents[k + 1] = 0;
      return;
    }
    const alpha = tangents[k] / secant;
    const beta = tangents[k + 1] / secant;
    const length = Math.hypot(alpha, beta);
    if (length > 3) {
      const tau = 3 / length;
      tangents[k] = tau * alpha * secant;
      tangents[k + 1] = tau * beta * secant;
    }
  });
  return tangents;
}

/** The monotone curve through `points` as cubic Bézier pieces, one per pair of neighbouring points. */
export function monotoneSegments(points: readonly Point[]): CurveSegment[] {
  const tangents = monotoneTangents(points);
  return points.slice(1).map((to, index) => {
    const from = points[index];
    const third = (to.x - from.x) / 3;
    return {
      c1: { x: from.x + third, y: from.y + tangents[index] * third },
      c2: { x: to.x - third, y: to.y - tangents[index + 1] * third },
      to,
    };
  });
}

/** An SVG path of the monotone curve through `points`. */
export function monotonePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  const pieces = monotoneSegments(points).map(
    ({ c1, c2, to }) =>
      `C${fixed(c1.x)},${fixed(c1.y)} ${fixed(c2.x)},${fixed(c2.y)} ${fixed(to.x)},${fixed(to.y)}`,
  );
  return [`M${fixed(first.x)},${fixed(first.y)}`, ...pieces].join(' ');
}
