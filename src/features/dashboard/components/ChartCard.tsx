import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptySeries } from '@/domain/statistics';
import { ChartSkeleton } from './ChartSkeleton';
import { CHART_FORMATTERS, type ChartFormat, type ChartKind } from '../charts/monthlyChartOptions';
import MonthlyChart from './MonthlyChart';
import { useMonthLabels } from './useMonthLabels';
import { useInView } from './useInView';

/** The chart's frame, in CSS pixels: fixed from the first render, so nothing moves when the drawing arrives. */
const CHART_HEIGHT = 300;

interface Props {
  title: string;
  emptyText: string;
  kind: ChartKind;
  values: readonly number[];
  year: number;
  format: ChartFormat;
  color: string;
}

/**
 * A monthly chart in a card. Its frame is CHART_HEIGHT high from the first render and shows a skeleton until the
 * chart is drawn, which starts when the card comes into view (MonthlyChart). The drawing is hidden from assistive
 * technology, which reads the same figures from a visually hidden table instead; a year with nothing to show says
 * so in words.
 */
export function ChartCard({ title, emptyText, kind, values, year, format, color }: Props) {
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
                <MonthlyChart
                  kind={kind}
                  name={title}
                  values={values}
                  categories={months}
                  format={format}
                  color={color}
                  height={CHART_HEIGHT}
                />
              ) : (
                <ChartSkeleton />
              )}
            </div>
            {/* Hidden in a box: a table grows to its rows whatever height it is given, and would hang below the card,
                lengthening the page under its footer. */}
            <div className="visually-hidden">
              <table>
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
                      <td>{CHART_FORMATTERS[format](values[index] ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
