import type { ApexOptions } from 'apexcharts';
import { formatCount, formatMoney } from '../components/formatters';

export type ChartKind = 'bar' | 'line';

/** How a chart's figures read: counts as whole numbers, money as pounds and pence. */
export type ChartFormat = 'count' | 'money';

export const CHART_FORMATTERS: Record<ChartFormat, (value: number) => string> = {
  count: formatCount,
  money: formatMoney,
};

/** Everything a monthly chart is drawn from. */
export interface MonthlyChartSpec {
  kind: ChartKind;
  /** The series name shown in the tooltip. */
  name: string;
  values: readonly number[];
  /** Month labels, Jan..Dec, in the interface language. */
  categories: readonly string[];
  format: ChartFormat;
  color: string;
  /** The height of the frame the chart fills, in CSS pixels. */
  height: number;
  /** A phone's card is too narrow for twelve month labels. */
  narrow: boolean;
}

const GRID_COLOR = '#eff2f7';
const LABEL_COLOR = '#545a6d';
const LABEL_SIZE = '12px';

/**
 * The apexcharts options of a monthly chart, series and type included. Without animations, toolbar, legend or the
 * library's own accessibility layer (the card has one), and with labels that never rotate: each costs main-thread
 * time on a phone.
 */
export function monthlyChartOptions(spec: MonthlyChartSpec): ApexOptions {
  const { kind, name, values, categories, format, color, height, narrow } = spec;
  const formatValue = CHART_FORMATTERS[format];
  // Without a tick count, a count whose peak is 1 gets ticks 0, 0.2, 0.4... which read as 0, 0, 0, 1, 1.
  const peak = Math.max(0, ...values);
  const tickAmount = format === 'count' ? Math.max(1, Math.min(5, Math.ceil(peak))) : undefined;
  return {
    series: [{ name, data: [...values] }],
    chart: {
      type: kind,
      height,
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
        formatter: narrow ? (value: string) => (categories.indexOf(value) % 2 === 0 ? value : '') : undefined,
        trim: false,
        style: { colors: LABEL_COLOR, fontSize: LABEL_SIZE },
      },
    },
    yaxis: {
      min: 0,
      forceNiceScale: true,
      tickAmount,
      labels: {
        formatter: formatValue,
        style: { colors: LABEL_COLOR, fontSize: LABEL_SIZE },
      },
    },
    // The month under the pointer, whatever the axis shows of it.
    tooltip: {
      x: {
        formatter: (_value: number, point?: { dataPointIndex?: number }) =>
          categories[point?.dataPointIndex ?? -1] ?? '',
      },
      y: { formatter: formatValue },
    },
  };
}
