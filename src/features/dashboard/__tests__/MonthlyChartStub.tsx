import { CHART_FORMATTERS } from '../charts/monthlyChartOptions';
import type { MonthlyChartProps } from '../components/MonthlyChart';

/**
 * Stands in for the apexcharts chart in jsdom, which cannot lay out SVG: it shows what it was given to draw, one
 * text per month with its label and formatted figure.
 */
export default function MonthlyChartStub({
  kind,
  name,
  values,
  categories,
  format,
  height,
}: MonthlyChartProps) {
  return (
    <svg className="chart-stub" data-kind={kind} height={height}>
      {values.map((value, index) => (
        <text
          key={categories[index]}
        >{`${name}, ${categories[index]}: ${CHART_FORMATTERS[format](value)}`}</text>
      ))}
    </svg>
  );
}
