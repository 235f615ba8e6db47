import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import { createStore } from '@/app/store';
import type { PlatformEvent } from '@/domain/entities';
import { allFeatureModules } from '@/testing/featureModules';
import EditEventPage from '../pages/EditEventPage';

const eventsService = vi.hoisted(() => ({ get: vi.fn(), update: vi.fn() }));
vi.mock('@/services/events.service', () => ({ eventsService }));
const ticketsService = vi.hoisted(() => ({ getStats: vi.fn() }));
vi.mock('@/services/tickets.service', () => ({ ticketsService }));

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderEdit(uid: string) {
  const store = createStore(signedInState('eventOrganizer', { id: uid }), allFeatureModules);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/organizer-edit-event/e1']}>
        <Routes>
          <Route path="/organizer-edit-event/:id" element={<EditEventPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const event = {
  id: 'e1',
  title: 'Salsa Night',
  description: 'Dancing',
  eventDate: { year: 2030, month: 6, day: 3 },
  date: Date.UTC(2030, 5, 3),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  eventLocation: '12 Camden Road',
  address: '12 Camden Road',
  location: null,
  eventType: 'Salsa',
  eventLevel: 'Beginner',
  requiredSeats: 60,
  status: 'active',
  featured: false,
  isFeaturedTaxApply: false,
  attachments: ['https://x/poster.png'],
  packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 50 }],
  venue: {
    id: 'v1',
    venueName: 'Camden Dance Hall',
    address: '',
    description: '',
    location: null,
    seats: 120,
    attachments: [],
    bookedSlots: [],
  },
  selectedVenue: 'v1',
  eventManagers: [],
  managersId: [],
  isManual: false,
  isPaymentCleared: false,
  orderCount: 2,
  createdBy: 'org-1',
  createdAt: 0,
} as PlatformEvent;

beforeEach(() => {
  ticketsService.getStats.mockResolvedValue({ sold: 0 });
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  (await import('sweetalert2')).default.close();
});

describe('EditEventPage', () => {
  it("tells someone else that only the event's owner can edit it", async () => {
    eventsService.get.mockResolvedValue(event);
    renderEdit('someone-else');
    expect(await screen.findByText("Only the event's owner can edit this event.")).toBeInTheDocument();
  });

  it('tells the owner a cancelled event can no longer be edited, and shows no form', async () => {
    eventsService.get.mockResolvedValue({ ...event, status: 'cancelled' });
    renderEdit('org-1');
    expect(
      await screen.findByText('This event was cancelled, so it can no longer be edited.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('keeps the booked date and time, and saves a new title and price and goes to the details page', async () => {
    eventsService.get.mockResolvedValue(event);
    const update = eventsService.update.mockResolvedValue(undefined);
    renderEdit('org-1');
    const title = await screen.findByLabelText('Title');
    expect(screen.getByLabelText('Date')).toBeDisabled();
    expect(screen.getByLabelText('Start Time')).toBeDisabled();
    expect(
      screen.getByText('This event has bookings, so its date and start time stay as booked.'),
    ).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Edit Event' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1Event Details', '2Packages Pricing', '3Confirm Detail']);

    await userEvent.clear(title);
    await userEvent.type(title, 'Salsa Night Deluxe');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const price = await screen.findByLabelText('Price per Ticket (£)');
    await userEvent.clear(price);
    await userEvent.type(price, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Salsa Night Deluxe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Now at /organizer-event-details/e1')).toBeInTheDocument();
    const [id, changes] = update.mock.calls[0];
    expect(id).toBe('e1');
    expect(changes).toMatchObject({
      title: 'Salsa Night Deluxe',
      requiredTime: '3 hr 0 min',
      eventType: 'Salsa',
      requiredSeats: 60,
      packages: [{ detail: 'Standard', price: 15, ticketsAmmount: 50 }],
      attachments: ['https://x/poster.png'],
    });
    expect(changes).not.toHaveProperty('date');
    expect(changes).not.toHaveProperty('startTime');
  });

  it('keeps the day, start time and duration of an event with tickets sold, and does not send them', async () => {
    eventsService.get.mockResolvedValue({ ...event, orderCount: 0 });
    ticketsService.getStats.mockResolvedValue({ sold: 3 });
    const update = eventsService.update.mockResolvedValue(undefined);
    renderEdit('org-1');
    const title = await screen.findByLabelText('Title');
    for (const label of ['Date', 'Start Time', 'Duration (hours)', 'Duration (minutes)'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(
      screen.getByText('Tickets are sold for this event, so its date, start time and duration stay as sold.'),
    ).toBeInTheDocument();

    await userEvent.type(title, ' (new DJ)');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Price per Ticket (£)');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Now at /organizer-event-details/e1')).toBeInTheDocument();
    const [, changes] = update.mock.lastCall ?? [];
    expect(changes).toMatchObject({ title: 'Salsa Night (new DJ)' });
    for (const field of ['eventDate', 'date', 'startTime', 'requiredTime'])
      expect(changes).not.toHaveProperty(field);
  });

  it('lets the owner move an event with nothing sold or booked', async () => {
    eventsService.get.mockResolvedValue({ ...event, orderCount: 0 });
    renderEdit('org-1');
    await screen.findByLabelText('Title');
    for (const label of ['Date', 'Start Time', 'Duration (hours)', 'Duration (minutes)'])
      expect(screen.getByLabelText(label)).toBeEnabled();
    expect(ticketsService.getStats).toHaveBeenCalledWith('e1');
  });
});
