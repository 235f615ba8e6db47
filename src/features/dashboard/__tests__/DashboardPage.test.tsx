import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/app/i18n';
import { signedInState } from '@/app/__tests__/sessionState';
import { currentYear } from '@/domain/statistics';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DashboardPage from '../pages/DashboardPage';
import { eventStatisticsOf, storedStatisticsOf } from '../slice/__tests__/fixtures';
import { fakeBrowserScheduling } from './browserScheduling';

// The real store, saga and cards run; the service's network calls are replaced, and so is the lazy apexcharts chart
// (jsdom cannot lay out SVG) by a stub that shows what it was asked to draw.
const service = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/services/statistics.service', () => ({ statisticsService: service }));
vi.mock('../components/MonthlyChart', () => import('./MonthlyChartStub'));

const card = (scope: HTMLElement, label: string) => within(scope).getByRole('group', { name: label });
const section = (name: string) => screen.getByRole('region', { name });
// A chart's frame and drawing are hidden from assistive technology (its table tells the figures), so found by class.
const frameOf = (title: string) => {
  const frame = screen.getByRole('figure', { name: title }).querySelector<HTMLElement>('.chart-frame');
  if (!frame) throw new Error(`no chart frame for ${title}`);
  return frame;
};
const drawing = (title: string) => {
  const svg = frameOf(title).querySelector('svg');
  if (!svg) throw new Error(`no chart drawn for ${title}`);
  return {
    kind: svg.dataset.kind,
    months: [...svg.querySelectorAll('text')].map((text) => text.textContent),
  };
};

let browser: ReturnType<typeof fakeBrowserScheduling>;

beforeEach(() => {
  browser = fakeBrowserScheduling();
  service.get.mockResolvedValue(storedStatisticsOf(currentYear()));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DashboardPage', () => {
  it("shows an event manager's event and order figures for the current year", async () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('eventManager', { id: 'manager-1' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics...');

    const events = await screen.findByRole('region', { name: 'Events' });
    expect(card(events, 'Active Events')).toHaveTextContent('3');
    expect(card(events, 'Total Events')).toHaveTextContent('4');
    expect(card(events, 'Revenue')).toHaveTextContent('£135.25');

    const orders = section('Orders');
    expect(card(orders, 'Active Orders')).toHaveTextContent('1');
    expect(card(orders, 'Total Orders')).toHaveTextContent('3');
    expect(card(orders, 'Revenue')).toHaveTextContent('£1,215.50');

    // One statistics document holds every figure.
    expect(service.get).toHaveBeenCalledTimes(1);
    expect(service.get).toHaveBeenCalledWith('manager-1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the monthly figures in a table for assistive technology and draws the charts', async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventManager') });
    const year = currentYear();
    const revenue = await screen.findByRole('table', { name: `Revenue, ${year}` });
    expect(within(revenue).getByRole('row', { name: 'Feb £30.00' })).toBeInTheDocument();
    expect(within(revenue).getByRole('row', { name: 'Dec £0.00' })).toBeInTheDocument();
    const income = screen.getByRole('table', { name: `Income, ${year}` });
    expect(within(income).getByRole('row', { name: 'Mar £1,120.00' })).toBeInTheDocument();
    const perMonth = screen.getByRole('table', { name: `Events, ${year}` });
    expect(within(perMonth).getAllByRole('row')).toHaveLength(13);
    expect(within(perMonth).getByRole('row', { name: 'Sep 1' })).toBeInTheDocument();
  });

  it("holds each chart's height with a skeleton until it comes into view, then draws it at that height", async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventManager') });
    await screen.findByRole('region', { name: 'Orders' });
    const titles = ['Events', 'Revenue', 'Orders Analytics', 'Income'];
    for (const title of titles) {
      expect(frameOf(title)).toHaveStyle({ height: '300px' });
      expect(within(frameOf(title)).getByTestId('chart-skeleton')).toBeInTheDocument();
      expect(frameOf(title).querySelector('svg')).toBeNull();
    }
    // Each frame waits to come into view; an idle browser draws nothing.
    expect(browser.observed()).toHaveLength(4);
    await browser.idle();
    expect(within(frameOf('Events')).getByTestId('chart-skeleton')).toBeInTheDocument();

    for (const title of titles) await browser.scrollIntoView(frameOf(title));
    await within(frameOf('Income')).findByText('Income, Mar: £1,120.00');
    for (const title of titles) {
      expect(frameOf(title)).toHaveStyle({ height: '300px' });
      expect(within(frameOf(title)).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    }

    // The same series as the tables, by London month, formatted as the cards are.
    const events = drawing('Events');
    expect(events.kind).toBe('bar');
    expect(events.months).toHaveLength(12);
    expect(events.months[1]).toBe('Events, Feb: 1');
    expect(events.months[11]).toBe('Events, Dec: 0');
    const revenue = drawing('Revenue');
    expect(revenue.kind).toBe('line');
    expect(revenue.months[5]).toBe('Revenue, Jun: £25.25');
    expect(drawing('Orders Analytics').kind).toBe('bar');
    expect(drawing('Income').months[2]).toBe('Income, Mar: £1,120.00');

    // None of it reaches the accessibility tree, which reads the tables instead.
    for (const title of titles) expect(frameOf(title)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws only the chart whose card scrolls into view', async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventOrganizer') });
    await screen.findByRole('region', { name: 'Events' });
    await browser.scrollIntoView(frameOf('Revenue'));
    expect(await within(frameOf('Revenue')).findByText('Revenue, Feb: £30.00')).toBeInTheDocument();
    expect(within(frameOf('Events')).getByTestId('chart-skeleton')).toBeInTheDocument();
  });

  it('does not show order statistics to a venue owner', async () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('venueOwner', { id: 'owner-1' }),
    });
    await screen.findByRole('region', { name: 'Events' });
    expect(service.get).toHaveBeenCalledWith('owner-1');
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Active Orders' })).not.toBeInTheDocument();
  });

  it('does not show order statistics to an organizer', async () => {
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventOrganizer') });
    await screen.findByRole('region', { name: 'Events' });
    expect(service.get).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('says so when the year has nothing yet, without drawing empty charts', async () => {
    // An account nothing has been counted for yet has no statistics document.
    service.get.mockResolvedValue(null);
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventManager') });
    expect(await screen.findByText('No events yet this year')).toBeInTheDocument();
    expect(screen.getByText('No ticket sales yet this year')).toBeInTheDocument();
    expect(screen.getByText('No orders yet this year')).toBeInTheDocument();
    expect(screen.getByText('No completed orders yet this year')).toBeInTheDocument();
    expect(card(section('Events'), 'Revenue')).toHaveTextContent('£0.00');
    expect(card(section('Orders'), 'Total Orders')).toHaveTextContent('0');
    expect(document.querySelector('.chart-frame')).not.toBeInTheDocument();
    expect(browser.observed()).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    service.get.mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'));
    renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventOrganizer') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Total Events' })).toHaveTextContent('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(service.get).toHaveBeenCalledTimes(2);
  });

  it('does not show figures loaded for another account', async () => {
    service.get.mockReturnValue(new Promise(() => undefined));
    const other = { uid: 'someone-else', year: 2025, events: eventStatisticsOf(), orders: null };
    const state = signedInState('eventOrganizer', { id: 'me' });
    renderWithProviders(<DashboardPage />, {
      preloadedState: { ...state, dashboard: { status: 'succeeded', error: null, figures: other } },
    });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Events' })).not.toBeInTheDocument();
  });

  describe('in German', () => {
    afterEach(async () => {
      await changeLanguage('en');
    });

    it('translates every label', async () => {
      await changeLanguage('de');
      renderWithProviders(<DashboardPage />, { preloadedState: signedInState('eventManager') });
      const orders = await screen.findByRole('region', { name: 'Bestellungen' });
      expect(card(orders, 'Aktive Bestellungen')).toHaveTextContent('1');
      expect(card(section('Veranstaltungen'), 'Aktive Veranstaltungen')).toHaveTextContent('3');
      expect(screen.getByRole('table', { name: `Umsatz, ${currentYear()}` })).toHaveTextContent('Mär');
      expect(screen.getByRole('heading', { name: 'Bestellanalyse' })).toBeInTheDocument();
    });
  });
});
