import { useEffect, useMemo } from 'react';
// The core build and only the two chart types drawn here: this module is imported through React.lazy alone, so
// apexcharts' in-page build is a chunk of its own that a dashboard downloads only when a chart is pointed at.
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';
import { monthlyChartOptions, type MonthlyChartSpec } from './monthlyChartOptions';

interface Props {
  spec: MonthlyChartSpec;
  /** Called once the chart is drawn in the page. */
  onDrawn: () => void;
}

/** The monthly chart drawn by apexcharts in the page, with its tooltip: the same options the worker draws from. */
export default function LiveMonthlyChart({ spec, onDrawn }: Props) {
  const options = useMemo(() => monthlyChartOptions(spec), [spec]);
  return (
    <>
      <Chart type={spec.kind} height={spec.height} options={options} series={options.series} />
      <AfterDrawing onDrawn={onDrawn} />
    </>
  );
}

/** Its effect runs after the chart's own, which draws it. */
function AfterDrawing({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}
