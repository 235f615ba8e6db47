import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useElementWidth } from '@/components/hooks/useElementWidth';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { canDrawOffMainThread, drawChartOffMainThread } from '../charts/chartDrawing';
import type { MonthlyChartSpec } from '../charts/monthlyChartOptions';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartUnavailable } from './ChartUnavailable';

/** A monthly chart's spec without `narrow`, which the chart reads from the screen itself. */
export type MonthlyChartProps = Omit<MonthlyChartSpec, 'narrow'>;

/** Below Bootstrap's sm breakpoint a chart's card is too narrow for twelve month labels. */
const NARROW_SCREEN = '(max-width: 575.98px)';

interface LiveChartProps {
  spec: MonthlyChartSpec;
  onDrawn: () => void;
  /** Whether the worker's drawing stands in the frame, which then stays if the chart's code cannot be downloaded. */
  drawn: boolean;
}

// apexcharts' in-page build, a chunk of its own downloaded when a chart is first pointed at (or where the worker
// cannot draw). Offline, a frame without a drawing says so in a word.
const LiveMonthlyChart = lazy(() =>
  import('../charts/LiveMonthlyChart').catch(() => ({
    default: ({ drawn }: LiveChartProps) => (drawn ? null : <ChartUnavailable />),
  })),
);

/**
 * Twelve monthly values as an apexcharts bar or line chart, hidden from assistive technology by ChartCard, which gives
 * the same figures as a table. apexcharts draws it in a worker with its server renderer, and the markup goes into
 * the frame in one piece: drawn in the page, each chart was a long task that a phone's first load waited on. When
 * a pointer first comes over the chart, apexcharts draws it again in the page, the same picture with its tooltip.
 * Where the worker cannot draw, the chart is drawn in the page at once. The skeleton holds the frame until then.
 */
export default function MonthlyChart({
  kind,
  name,
  values,
  categories,
  format,
  color,
  height,
}: MonthlyChartProps) {
  // Read here rather than through apexcharts' `responsive` option, which draws every chart a second time; a phone
  // turned across the breakpoint draws it again with the labels that fit.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const spec = useMemo<MonthlyChartSpec>(
    () => ({ kind, name, values, categories, format, color, height, narrow }),
    [kind, name, values, categories, format, color, height, narrow],
  );
  const host = useRef<HTMLDivElement>(null);
  const [pointedAt, setPointedAt] = useState(false);
  const [liveDrawn, setLiveDrawn] = useState(false);
  const drawing = useWorkerDrawing(spec, host, !liveDrawn);
  const markLiveDrawn = useCallback(() => setLiveDrawn(true), []);
  const live = pointedAt || drawing.failed;

  return (
    // Over, not enter: a pointer resting where the chart appears is already inside it, and React tells no enter then.
    <div ref={host} className="monthly-chart" onPointerOver={() => setPointedAt(true)}>
      {!liveDrawn &&
        (drawing.svg ? (
          <div className="chart-layer chart-drawing" dangerouslySetInnerHTML={{ __html: drawing.svg }} />
        ) : (
          <ChartSkeleton />
        ))}
      {live && (
        <Suspense fallback={null}>
          <div className="chart-layer">
            <LiveMonthlyChart spec={spec} onDrawn={markLiveDrawn} drawn={drawing.svg !== null} />
          </div>
        </Suspense>
      )}
    </div>
  );
}

/**
 * The chart drawn by the worker at the host's width, drawn again when that width or the chart changes (a stale
 * drawing never replaces a newer one). `failed` where the worker cannot draw it.
 */
function useWorkerDrawing(spec: MonthlyChartSpec, host: RefObject<HTMLElement | null>, enabled: boolean) {
  const width = useElementWidth(host);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(() => !canDrawOffMainThread());
  useEffect(() => {
    if (!enabled || failed || !width || !host.current) return undefined;
    let current = true;
    drawChartOffMainThread(spec, width, getComputedStyle(host.current).fontFamily).then(
      (drawn) => current && setSvg(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [spec, width, enabled, failed, host]);
  return { svg, failed };
}
