import { lazy, Suspense, useMemo } from 'react';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import type { MonthlyChartSpec } from '../charts/monthlyChartOptions';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartUnavailable } from './ChartUnavailable';

/** A monthly chart's spec without `narrow`, which the chart reads from the screen itself. */
export type MonthlyChartProps = Omit<MonthlyChartSpec, 'narrow'>;

/** Below Bootstrap's sm breakpoint a chart's card is too narrow for twelve month labels. */
const NARROW_SCREEN = '(max-width: 575.98px)';

// apexcharts' chunk, downloaded when the first chart comes into view (ChartCard), never for the first paint. Offline
// it cannot be: the frame says so in a sentence, and the table beside it still tells the figures.
const ApexMonthlyChart = lazy(() =>
  import('../charts/ApexMonthlyChart').catch(() => ({ default: () => <ChartUnavailable /> })),
);

/**
 * Twelve monthly values as an apexcharts bar or line chart, with its tooltip; the skeleton holds the frame while
 * apexcharts downloads. Hidden from assistive technology by ChartCard, which gives the same figures as a table.
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
  // Read here rather than through apexcharts' `responsive` option, which draws every chart a second time.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const spec = useMemo<MonthlyChartSpec>(
    () => ({ kind, name, values, categories, format, color, height, narrow }),
    [kind, name, values, categories, format, color, height, narrow],
  );
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <ApexMonthlyChart spec={spec} />
    </Suspense>
  );
}
