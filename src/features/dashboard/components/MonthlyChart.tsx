import { startTransition, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  barsOf,
  chartLayout,
  monotonePath,
  niceTicks,
  pointsOf,
  roundedTopBarPath,
  xOf,
  yOf,
} from './chartGeometry';

export type ChartKind = 'bar' | 'line';

export interface MonthlyChartProps {
  kind: ChartKind;
  /** The series name shown in the tooltip. */
  name: string;
  values: readonly number[];
  /** Month labels, Jan..Dec, in the interface language. */
  categories: readonly string[];
  format: (value: number) => string;
  color: string;
  /** Counts get whole-number axis ticks; amounts may have any. */
  integer?: boolean;
}

const HEIGHT = 300;
/** The width drawn for where the browser has no ResizeObserver (the viewBox scales the drawing to fit). */
const FALLBACK_WIDTH = 560;
const GRID_COLOR = '#eff2f7';
const AXIS_COLOR = '#e0e3eb';
const MARKER_RADIUS = 4;

/**
 * The element's width in CSS pixels once known, kept up to date; drawing at that width keeps the text at its real
 * size. The width comes from a ResizeObserver, which the browser answers after its own layout: measuring during
 * React's commit would force a layout of the whole new page in that task. The drawing that follows is a transition,
 * which React renders in slices.
 */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(Math.round(element.getBoundingClientRect().width) || FALLBACK_WIDTH);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) startTransition(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Twelve monthly values as a bar or line chart, drawn as plain SVG (chartGeometry does the arithmetic). Hidden from
 * assistive technology by ChartCard, which gives the same figures as a table; each month's <title> is a tooltip
 * for pointer users only. Its frame holds the chart's height from the start, so nothing moves when it is drawn.
 */
export default function MonthlyChart(props: MonthlyChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  return (
    <div ref={ref} className="monthly-chart">
      {width !== null && <ChartDrawing {...props} width={width} />}
    </div>
  );
}

function ChartDrawing({
  kind,
  name,
  values,
  categories,
  format,
  color,
  integer = false,
  width,
}: MonthlyChartProps & { width: number }) {
  const { t } = useTranslation('dashboard');

  const chart = useMemo(() => {
    const ticks = niceTicks(Math.max(0, ...values), { integer, format });
    const tickLabels = ticks.map(format);
    const max = ticks[ticks.length - 1];
    const { plot, band, labelStep } = chartLayout(width, HEIGHT, tickLabels, categories);
    return {
      plot,
      band,
      labelStep,
      ticks: ticks.map((value, index) => ({ label: tickLabels[index], y: yOf(value, max, plot) })),
      bars: kind === 'bar' ? barsOf(values, max, plot) : [],
      points: kind === 'line' ? pointsOf(values, max, plot) : [],
    };
  }, [kind, values, categories, format, integer, width]);
  const { plot, band, labelStep, ticks, bars, points } = chart;
  const bottom = plot.top + plot.height;

  return (
    <svg
      className="monthly-chart-svg"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      focusable="false"
    >
      {ticks.map(({ label, y }, index) => (
        <g key={label} className="monthly-chart-tick">
          <line
            x1={plot.left}
            x2={plot.left + plot.width}
            y1={y}
            y2={y}
            stroke={index === 0 ? AXIS_COLOR : GRID_COLOR}
          />
          <text x={plot.left - 8} y={y} dy="0.32em" textAnchor="end">
            {label}
          </text>
        </g>
      ))}
      {categories.map((month, index) =>
        index % labelStep === 0 ? (
          <text
            key={month}
            className="monthly-chart-month-label"
            x={xOf(index, band, plot)}
            y={bottom + 20}
            textAnchor="middle"
          >
            {month}
          </text>
        ) : null,
      )}
      {kind === 'line' && (
        <path
          className="monthly-chart-line"
          d={monotonePath(points)}
          fill="none"
          stroke={color}
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {values.map((value, index) => (
        <g key={categories[index] ?? index} className="monthly-chart-month">
          <title>{t('charts.point', { name, month: categories[index], value: format(value) })}</title>
          {/* The whole column answers to the pointer, so a short bar or a point is easy to hover. */}
          <rect
            x={plot.left + band * index}
            y={plot.top}
            width={band}
            height={plot.height}
            fill="transparent"
          />
          {kind === 'bar' && value > 0 && (
            <path className="monthly-chart-bar" d={roundedTopBarPath(bars[index])} fill={color} />
          )}
          {kind === 'line' && (
            <circle
              className="monthly-chart-point"
              cx={points[index].x}
              cy={points[index].y}
              r={MARKER_RADIUS}
              fill={color}
              stroke="#fff"
              strokeWidth={2}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
