import type { MonthlyChartSpec } from './monthlyChartOptions';

/** Draw `spec` at `width` CSS pixels, measuring its labels in `fontFamily` (the page's, as computed). */
export interface ChartDrawingRequest {
  id: number;
  spec: MonthlyChartSpec;
  width: number;
  fontFamily: string;
}

/** The drawing as SVG markup, or why there is none. */
export type ChartDrawingReply = { id: number; svg: string } | { id: number; error: string };
