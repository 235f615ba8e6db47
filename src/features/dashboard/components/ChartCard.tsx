import { lazy, Suspense, useId, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptySeries } from '@/domain/statistics';
import { ChartSkeleton } from './ChartSkeleton';
import type { ChartKind, MonthlyChartProps } from './MonthlyChart';
import { useMonthLabels } from './useMonthLabels';
import { useInView } from './useInView';

/** The chart's frame, in CSS pixels: fixed from the first render, so nothing moves when the drawing arrives. */
const CHART_HEIGHT = 300;

/** Shown in the frame where the chart's chunk could not be downloaded (offline); the table still tells the figures. */
function ChartUnavailable() {
  const { t } = useTranslation('dashboard');
  return <p className="chart-message text-muted small">{t('charts.unavailable')}</p>;
}

// apexcharts is large: imported here only, through React.lazy, it is a chunk of its own that no other route and no
// first paint downloads, fetched when the first chart comes into view. One download serves every card; a failed one leaves the frame with a word instead of
// failing the page.
let chartModule: Promise<{ default: ComponentType<MonthlyChartProps> }> | null = null;
const loadChartModule = () => {
  chartModule ??= import('./MonthlyChart').catch(() => ({ default: ChartUnavailable }));
  return chartModule;
};
const MonthlyChart = lazy(loadChartModule);

interface Props {
  title: string;
  emptyText: string;
  kind: ChartKind;
  values: readonly number[];
  year: number;
  format: (value: number) => string;
  color: string;
  integer?: boolean;
}

/**
 * A monthly chart in a card. Its frame is CHART_HEIGHT high from the first render and shows a skeleton until the
 * chart is drawn, which happens when the card comes into view (its chunk, shared by every card, loads with the first). The
 * drawing is hidden from assistive technology, which reads the same figures from a visually hidden table instead; a
 * year with nothing to show says so in words.
 */
export function ChartCard({ title, emptyText, kind, values, year, format, color, integer }: Props) {
  const { t } = useTranslation('dashboard');
  const months = useMonthLabels();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const empty = isEmptySeries(values);
  const draw = useInView(frame, !empty);

  return (
    <div className="card chart-card h-100" role="figure" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="card-title h6 mb-3">
          {title}
        </h3>
        {empty ? (
          <p className="chart-empty text-muted" style={{ height: CHART_HEIGHT }}>
            {emptyText}
          </p>
        ) : (
          <>
            <div ref={frame} className="chart-frame" style={{ height: CHART_HEIGHT }} aria-hidden="true">
              {draw ? (
                <Suspense fallback={<ChartSkeleton />}>
                  <MonthlyChart
                    kind={kind}
                    name={title}
                    values={values}
                    categories={months}
                    format={format}
                    color={color}
                    height={CHART_HEIGHT}
                    integer={integer}
                  />
                </Suspense>
              ) : (
                <ChartSkeleton />
              )}
            </div>
            <table className="visually-hidden">
              <caption>{t('charts.caption', { title, year })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.month')}</th>
                  <th scope="col">{title}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month, index) => (
                  <tr key={month}>
                    <th scope="row">{month}</th>
                    <td>{format(values[index] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </div>
  );
}
