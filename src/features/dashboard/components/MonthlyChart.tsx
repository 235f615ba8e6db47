import { useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
// The core build plus only the two chart types used keeps the chart chunk small; this module is loaded
// lazily (see ChartCard), so apexcharts is downloaded on the dashboard route only.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';

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

export default function MonthlyChart({
  kind,
  name,
  values,
  categories,
  format,
  color,
  integer = false,
}: MonthlyChartProps) {
  // Without a tick count, a series whose peak is 1 gets ticks 0, 0.2, 0.4... which read as 0, 0, 0, 1, 1.
  const peak = Math.max(0, ...values);
  const tickAmount = integer ? Math.max(1, Math.min(5, Math.ceil(peak))) : undefined;
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        toolbar: { show: false },
        zoom: { enabled: false },
        fontFamily: 'inherit',
        parentHeightOffset: 0,
        animations: { speed: 400 },
      },
      colors: [color],
      dataLabels: { enabled: false },
      legend: { show: false },
      // monotoneCubic never swings below a zero month or above a peak, as 'smooth' does between far-apart values.
      stroke: kind === 'line' ? { curve: 'monotoneCubic', width: 3 } : { show: false },
      markers: { size: kind === 'line' ? 4 : 0 },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 3 } },
      grid: { borderColor: '#eff2f7' },
      xaxis: { categories: [...categories], axisTicks: { show: false } },
      yaxis: { min: 0, forceNiceScale: true, tickAmount, labels: { formatter: format } },
      tooltip: { y: { formatter: format } },
    }),
    [kind, categories, format, color, tickAmount],
  );
  const series = useMemo(() => [{ name, data: [...values] }], [name, values]);
  return <Chart type={kind} height={HEIGHT} options={options} series={series} />;
}
