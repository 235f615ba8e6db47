/** Where a chart will be: faint grid lines filling its frame (CSS), hidden from assistive technology with the frame. */
export function ChartSkeleton() {
  return <div className="chart-skeleton" data-testid="chart-skeleton" />;
}
