import ApexCharts from 'apexcharts/ssr';
import { escapeMarkup } from './markup';
import { monthlyChartOptions, type MonthlyChartSpec } from './monthlyChartOptions';
import { measureTextsWith, type MeasureText } from './ssrTextMeasurement';

// apexcharts' types do not describe its server build's static renderer.
const renderer = ApexCharts as unknown as {
  renderToString(options: object, size: { width: number; height: number }): Promise<string>;
};

/**
 * The chart as SVG markup, drawn by apexcharts' server renderer at `width` CSS pixels and the spec's height, its
 * labels measured with `measure`. Runs without a page: the browser's drawing worker, or Node in the tests.
 */
export async function drawMonthlyChartSvg(
  spec: MonthlyChartSpec,
  width: number,
  measure: MeasureText,
): Promise<string> {
  await measureTextsWith(measure);
  // The shim writes texts into the markup as they are: each is escaped on its way in. The tooltip's series name is
  // not drawn, but apexcharts writes it into an attribute.
  const options = monthlyChartOptions({ ...spec, name: escapeMarkup(spec.name) }, escapeMarkup);
  return renderer.renderToString(options, { width, height: spec.height });
}
