import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18n from '@/app/i18n';
import MonthlyChart from '../components/MonthlyChart';

// Offline: apexcharts' chunk cannot be downloaded.
vi.mock('../charts/ApexMonthlyChart', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('MonthlyChart offline', () => {
  it("says the chart could not be loaded where apexcharts' chunk cannot be downloaded", async () => {
    render(
      <MonthlyChart
        kind="bar"
        name="Events"
        values={[1, ...Array(11).fill(0)]}
        categories={['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']}
        format="count"
        color="#556ee6"
        height={300}
      />,
    );
    expect(await screen.findByText(i18n.t('dashboard:charts.unavailable'))).toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
  });
});
