import { useEffect, useMemo, useRef, type ReactElement, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ApexOptions } from 'apexcharts';
// The core build and only the two chart types drawn here. This module is imported by ChartCard through React.lazy
// alone, so apexcharts is a chunk of its own that the dashboard downloads after its first paint.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { ChartSkeleton } from './ChartSkeleton';
import { useDrawingTurn } from './drawingTurns';

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
  /** The height of the frame the chart fills (ChartCard's), in CSS pixels. */
  height: number;
  /** Counts get whole-number axis ticks; amounts may have any. */
  integer?: boolean;
}

const GRID_COLOR = '#eff2f7';
const LABEL_COLOR = '#545a6d';
/** Below Bootstrap's sm breakpoint a chart's card is too narrow for twelve month labels. */
const NARROW_SCREEN = '(max-width: 575.98px)';

/**
 * Twelve monthly values as an apexcharts bar or line chart. Hidden from assistive technology by ChartCard, which gives
 * the same figures as a table. Drawn without animations, toolbar, legend or the library's own accessibility layer
 * (the card has one), and with labels that never rotate: each of those costs main-thread time on a phone. Charts
 * are drawn one per task (useDrawingTurn), the skeleton standing in the frame until this one's turn.
 */
export default function MonthlyChart({
  kind,
  name,
  values,
  categories,
  format,
  color,
  height,
  integer = false,
}: MonthlyChartProps) {
  // Read here rather than through apexcharts' `responsive` option, which draws every chart a second time; a phone
  // turned across the breakpoint draws it again with the labels that fit.
  const narrow = useMediaQuery(NARROW_SCREEN);
  // Without a tick count, a series whose peak is 1 gets ticks 0, 0.2, 0.4... which read as 0, 0, 0, 1, 1.
  const peak = Math.max(0, ...values);
  const tickAmount = integer ? Math.max(1, Math.min(5, Math.ceil(peak))) : undefined;
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        toolbar: { show: false },
        zoom: { enabled: false },
        selection: { enabled: false },
        fontFamily: 'inherit',
        parentHeightOffset: 0,
        animations: { enabled: false },
        redrawOnWindowResize: true,
        redrawOnParentResize: true,
        accessibility: { enabled: false },
      },
      colors: [color],
      dataLabels: { enabled: false },
      legend: { show: false },
      // monotoneCubic never swings below a zero month or above a peak, as 'smooth' does between far-apart values.
      stroke: kind === 'line' ? { curve: 'monotoneCubic', width: 3 } : { show: false },
      markers: { size: kind === 'line' ? 4 : 0, strokeWidth: 2, strokeColors: '#fff' },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 3, borderRadiusApplication: 'end' } },
      // Room on the left so January's label clears the foot of the y-axis's labels.
      grid: { borderColor: GRID_COLOR, padding: { left: 14, right: 8 } },
      states: { active: { filter: { type: 'none' } } },
      xaxis: {
        categories: [...categories],
        axisTicks: { show: false },
        axisBorder: { color: GRID_COLOR },
        tooltip: { enabled: false },
        labels: {
          rotate: 0,
          // A phone's card is too narrow for twelve labels: every other month, evenly (left to itself, apexcharts drops
          // overlapping labels in uneven pairs), the tooltip naming each.
          hideOverlappingLabels: !narrow,
          formatter: narrow
            ? (value: string) => (categories.indexOf(value) % 2 === 0 ? value : '')
            : undefined,
          trim: false,
          style: { colors: LABEL_COLOR, fontSize: '12px' },
        },
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        tickAmount,
        labels: { formatter: format, style: { colors: LABEL_COLOR, fontSize: '12px' } },
      },
      // The month under the pointer, whatever the axis shows of it.
      tooltip: {
        x: {
          formatter: (_value: number, point?: { dataPointIndex?: number }) =>
            categories[point?.dataPointIndex ?? -1] ?? '',
        },
        y: { formatter: format },
      },
    }),
    [kind, categories, format, color, tickAmount, narrow],
  );
  const series = useMemo(() => [{ name, data: [...values] }], [name, values]);
  const { myTurn, done } = useDrawingTurn();
  const host = useRef<HTMLDivElement>(null);
  const chart = useMemo(
    () =>
      myTurn ? (
        <>
          <Chart type={kind} height={height} options={options} series={series} />
          <AfterDrawing onDrawn={done} />
        </>
      ) : null,
    [myTurn, done, kind, height, options, series],
  );
  useOwnRoot(host, chart);
  if (!myTurn) return <ChartSkeleton />;
  return <div ref={host} />;
}

/** Its effect runs after the chart's own, which draws it: the next chart's turn comes in a later task. */
function AfterDrawing({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Renders `element` into `host` through a React root of its own. apexcharts draws in react-apexcharts' effect,
 * and every one of its several hundred DOM changes is recorded with the JavaScript stack under a profiler (DevTools,
 * Lighthouse): from the page's own root that stack is some 130 frames of React's effect traversal, and Lighthouse
 * measured each drawing at 1.4 s of simulated main thread; from a root of its own, some 16 frames and 0.3 s.
 */
function useOwnRoot(host: RefObject<HTMLElement | null>, element: ReactElement | null) {
  const root = useRef<Root | null>(null);
  useEffect(() => {
    if (!element || !host.current) return;
    root.current ??= createRoot(host.current);
    root.current.render(element);
  }, [host, element]);
  useEffect(
    () => () => {
      const mounted = root.current;
      root.current = null;
      // Not while the page's root is committing, which React refuses.
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    },
    [],
  );
}
