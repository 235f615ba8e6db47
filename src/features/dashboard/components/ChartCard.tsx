import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptySeries } from '@/domain/statistics';
import MonthlyChart, { type ChartKind } from './MonthlyChart';
import { useMonthLabels } from './useMonthLabels';

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
 * A monthly chart in a card. The drawing is hidden from assistive technology, which reads the same
 * figures from a visually hidden table instead; a year with nothing to show says so in words.
 */
export function ChartCard({ title, emptyText, kind, values, year, format, color, integer }: Props) {
  const { t } = useTranslation('dashboard');
  const months = useMonthLabels();
  const titleId = useId();
  const empty = isEmptySeries(values);

  return (
    <div className="card chart-card h-100" role="figure" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="card-title h6 mb-3">
          {title}
        </h3>
        {empty ? (
          <p className="chart-empty text-muted">{emptyText}</p>
        ) : (
          <>
            <div className="chart-area" aria-hidden="true">
              <MonthlyChart
                kind={kind}
                name={title}
                values={values}
                categories={months}
                format={format}
                color={color}
                integer={integer}
              />
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
