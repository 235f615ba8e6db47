import { useMemo } from 'react';
// The core build and only the two chart types drawn here: this module is imported through React.lazy alone
// (MonthlyChart), so apexcharts is a chunk of its own that only a dashboard with a chart in view downloads.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';
import { monthlyChartOptions, type MonthlyChartSpec } from './monthlyChartOptions';

/** A monthly chart drawn by apexcharts in the page, with its tooltip. */
export default function ApexMonthlyChart({ spec }: { spec: MonthlyChartSpec }) {
  const options = useMemo(() => monthlyChartOptions(spec), [spec]);
  return <Chart type={spec.kind} height={spec.height} options={options} series={options.series} />;
}
