import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import type { Order } from '@/domain/entities';
import type { Rating } from '@/domain/rating';
import { renderWithProviders } from '@/testing/renderWithProviders';
import RateBookingsPage from '../pages/RateBookingsPage';

// The real store and sagas run; only the services' network calls are replaced.
const orders = vi.hoisted(() => ({ listForEvent: vi.fn() }));
const ratings = vi.hoisted(() => ({ getForOrders: vi.fn(), rateOrder: vi.fn() }));
vi.mock('@/services/orders.service', () => ({ ordersService: orders }));
vi.mock('@/services/ratings.service', () => ({ ratingsService: ratings }));

afterEach(() => {
  vi.resetAllMocks();
});

const party = (id: string, name: string) => ({ id, name, email: '', number: '', img: '' });

const venueOrder = {
  id: 'order-venue',
  event: 'event-1',
  kind: 'venue',
  slot: { id: 's1', startTime: '6:00 PM', endTime: '11:00 PM', price: 150 },
  eventDetails: { title: 'Salsa Social Tonight' },
  venue: { id: 'venue-1', venueName: 'Camden Dance Hall', address: '', seats: 120 },
  eventManager: null,
  createdBy: 'organizer-1',
  createdTo: 'owner-1',
  createdToData: party('owner-1', 'Olivia Owner'),
  status: 'completed',
} as unknown as Order;

const managerOrder = {
  ...venueOrder,
  id: 'order-manager',
  kind: 'manager',
  venue: null,
  eventManager: { id: 'manager-1', name: 'Marco Manager', category: '', email: '', img: '' },
  createdTo: 'manager-1',
  createdToData: party('manager-1', 'Marco Manager'),
} as Order;

const saved: Rating = {
  id: 'order-venue',
  orderId: 'order-venue',
  eventTitle: 'Salsa Social Tonight',
  raterName: 'Orla',
  targetType: 'venue',
  targetId: 'venue-1',
  ratedUid: 'owner-1',
  stars: 4,
  text: 'Great sound',
  createdAt: Date.now(),
  reply: null,
};

function renderPage(list: Order[]) {
  orders.listForEvent.mockResolvedValue(list);
  return renderWithProviders(
    <Routes>
      <Route path="/rate-bookings/:id" element={<RateBookingsPage />} />
    </Routes>,
    {
      preloadedState: signedInState('eventOrganizer', { id: 'organizer-1' }),
      route: '/rate-bookings/event-1',
    },
  );
}

describe('RateBookingsPage', () => {
  it('rates a booked venue with stars and a text, then shows the saved rating', async () => {
    ratings.getForOrders.mockResolvedValueOnce({});
    ratings.rateOrder.mockResolvedValueOnce(undefined);
    ratings.getForOrders.mockResolvedValueOnce({ 'order-venue': saved });
    renderPage([venueOrder, managerOrder]);

    expect(screen.getByRole('heading', { level: 1, name: 'Rate your bookings' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Rate Camden Dance Hall' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    expect(ratings.rateOrder).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(screen.getByLabelText('What went well, or not (optional)'), 'Great sound');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('Rating saved.')).toBeInTheDocument();
    expect(ratings.rateOrder).toHaveBeenCalledWith({ orderId: 'order-venue', stars: 4, text: 'Great sound' });
    expect(screen.getByText('Your rating: 4 of 5.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit rating of Camden Dance Hall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate Marco Manager' })).toBeInTheDocument();
  });

  it("offers no rating before the booking's event has completed, and shows the server's refusal", async () => {
    ratings.getForOrders.mockResolvedValue({});
    ratings.rateOrder.mockRejectedValueOnce(
      Object.assign(new Error('A booking can be rated once its event has completed. [400]'), {
        code: 'functions/failed-precondition',
      }),
    );
    renderPage([{ ...venueOrder, status: 'active' }, managerOrder]);
    const pending = (await screen.findByText('Camden Dance Hall')).closest('li') as HTMLElement;
    expect(within(pending).getByText('Can be rated once the event has completed')).toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rate Marco Manager' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(
      await screen.findByText('A booking can be rated once its event has completed.'),
    ).toBeInTheDocument();
  });
});
