import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import type { Role } from '@/domain/entities';
import { renderWithProviders } from '@/testing/renderWithProviders';
import OrderDetailsPage from '../pages/OrderDetailsPage';
import OrdersPage from '../pages/OrdersPage';
import { orderOf, venueOrderOf } from '../slice/__tests__/fixtures';

// The real store and sagas run; only the service's network calls are replaced.
const orders = vi.hoisted(() => ({ listReceived: vi.fn(), get: vi.fn(), listForEvent: vi.fn() }));
vi.mock('@/services/orders.service', () => ({ ordersService: orders }));

afterEach(() => {
  vi.resetAllMocks();
});

const session = (role: Role, id: string) => ({ preloadedState: signedInState(role, { id }) });
const asManager = session('eventManager', 'manager-1');

function renderOrders(route = '/orders', options = asManager) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/order-details" element={<OrderDetailsPage />} />
    </Routes>,
    { ...options, route },
  );
}

const never = () => new Promise<never>(() => undefined);
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

describe('OrdersPage', () => {
  it("lists the account's received orders with the spec's columns", async () => {
    orders.listReceived.mockResolvedValueOnce({
      items: [
        orderOf(),
        orderOf({
          id: 'order-2',
          status: 'completed',
          eventDetails: { ...orderOf().eventDetails, title: 'Beginners Bachata Workshop' },
        }),
      ],
      cursor: null,
    });
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Orders' });
    expect(orders.listReceived).toHaveBeenCalledWith('manager-1', null);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Status', 'Event', 'Location', 'Slot Time', 'Duration', 'Description', 'Slot Price']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2 Jun 2031',
      'Active',
      'Salsa Social Tonight',
      'London',
      '7:00 PM - 10:00 PM',
      '3 hr 0 min',
      'An evening of salsa in London for dancers of every level.',
      '£45.00',
    ]);
    expect(within(first).getByRole('link', { name: 'Salsa Social Tonight' })).toHaveAttribute(
      'href',
      '/order-details?id=order-1',
    );
    expect(within(second).getByText('Completed')).toHaveClass('bg-success');
    expect(within(first).getByText('Active')).not.toHaveClass('bg-success');
  });

  it('cuts a long description short', async () => {
    const description = `${'Sprung floor, live band and a taster class. '.repeat(5)}`;
    orders.listReceived.mockResolvedValueOnce({
      items: [orderOf({ eventDetails: { ...orderOf().eventDetails, description } })],
      cursor: null,
    });
    renderOrders();
    const cell = await screen.findByRole('cell', { name: /^Sprung floor/ });
    expect(cell.textContent).toMatch(/\.\.\.$/);
    expect(cell.textContent!.length).toBeLessThanOrEqual(103);
  });

  it('loads the next page after the cursor and appends it', async () => {
    const user = userEvent.setup();
    orders.listReceived
      .mockResolvedValueOnce({ items: [orderOf()], cursor: 'after-1' })
      .mockResolvedValueOnce({
        items: [
          orderOf({
            id: 'order-2',
            eventDetails: { ...orderOf().eventDetails, title: 'Kizomba Under the Stars' },
          }),
        ],
        cursor: null,
      });
    renderOrders();
    await screen.findByRole('link', { name: 'Salsa Social Tonight' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Kizomba Under the Stars' })).toBeInTheDocument();
    expect(orders.listReceived).toHaveBeenLastCalledWith('manager-1', 'after-1');
    expect(screen.getByRole('link', { name: 'Salsa Social Tonight' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No Data Available' when nothing was received", async () => {
    orders.listReceived.mockResolvedValueOnce({ items: [], cursor: null });
    renderOrders();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the orders cannot be read, and retries', async () => {
    const user = userEvent.setup();
    orders.listReceived
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [orderOf()], cursor: null });
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Salsa Social Tonight' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OrderDetailsPage', () => {
  it('opens from a row at once with the Order Details card for a manager, and who booked them', async () => {
    const user = userEvent.setup();
    orders.listReceived.mockResolvedValueOnce({ items: [orderOf()], cursor: null });
    orders.get.mockImplementationOnce(never);
    renderOrders();
    await user.click(await screen.findByRole('cell', { name: '7:00 PM - 10:00 PM' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
    expect(orders.get).toHaveBeenCalledWith('order-1');
    const event = heading('Event Information').closest('.card') as HTMLElement;
    for (const text of [
      '2 Jun 2031',
      '3 hr 0 min',
      'London',
      'An evening of salsa in London for dancers of every level.',
    ]) {
      expect(within(event).getByText(text)).toBeInTheDocument();
    }
    const slot = heading('Booked Slot').closest('.card') as HTMLElement;
    expect(within(slot).getByText('10:00 PM')).toBeInTheDocument();
    expect(within(slot).getByText('£45.00')).toBeInTheDocument();
    const card = heading('Order Details').closest('.card') as HTMLElement;
    expect(within(card).getByText('Marco Manager')).toBeInTheDocument();
    expect(within(card).getByText('Card')).toBeInTheDocument();
    const bookedBy = heading('Booked By').closest('.card') as HTMLElement;
    expect(within(bookedBy).getByText('Orla Organizer')).toBeInTheDocument();
    expect(within(bookedBy).getByRole('link', { name: 'organizer@example.com' })).toHaveAttribute(
      'href',
      'mailto:organizer@example.com',
    );
    expect(screen.queryByRole('heading', { name: 'Booking Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Orders/ })).toHaveAttribute('href', '/orders');
  });

  it("reads a venue's order by id on reload and shows Booking Details with the venue and total", async () => {
    orders.get.mockResolvedValueOnce(venueOrderOf());
    renderOrders('/order-details?id=order-venue', session('venueOwner', 'owner-1'));

    const card = (await screen.findByRole('heading', { level: 2, name: 'Booking Details' })).closest(
      '.card',
    ) as HTMLElement;
    expect(orders.get).toHaveBeenCalledWith('order-venue');
    expect(within(card).getByText('Camden Dance Hall')).toBeInTheDocument();
    expect(within(card).getByText('221 Camden High Street, London')).toBeInTheDocument();
    expect(within(card).getByText('120')).toBeInTheDocument();
    expect(within(card).getByText('Total Payment').nextElementSibling).toHaveTextContent('£150.00');
    expect(screen.queryByRole('heading', { name: 'Order Details' })).not.toBeInTheDocument();
    expect(
      within(heading('Booked By').closest('.card') as HTMLElement).getByText('Orla Organizer'),
    ).toBeInTheDocument();
  });

  it('shows the booker whom they booked', async () => {
    orders.get.mockResolvedValueOnce(orderOf());
    renderOrders('/order-details?id=order-1', session('eventOrganizer', 'organizer-1'));
    const booked = (await screen.findByRole('heading', { level: 2, name: 'Booked With' })).closest(
      '.card',
    ) as HTMLElement;
    expect(within(booked).getByText('Marco Manager')).toBeInTheDocument();
    expect(within(booked).getByText('manager@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booked By' })).not.toBeInTheDocument();
  });

  it.each([
    ['missing', () => orders.get.mockResolvedValueOnce(null)],
    [
      "another account's",
      () =>
        orders.get.mockRejectedValueOnce(
          Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
        ),
    ],
  ])("says 'No Data Available' for an order that is %s", async (_case, answer) => {
    answer();
    renderOrders('/order-details?id=ghost');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Data Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No Data Available' without an id, reading nothing", async () => {
    renderOrders('/order-details');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(orders.get).not.toHaveBeenCalled();
  });

  it('offers a retry when the order cannot be read', async () => {
    const user = userEvent.setup();
    orders.get
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValueOnce(orderOf());
    renderOrders('/order-details?id=order-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order could not be loaded.');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
  });
});
