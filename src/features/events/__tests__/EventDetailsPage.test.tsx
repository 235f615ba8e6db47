import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EventDetailsPage from '../pages/EventDetailsPage';
import { eventOf, orderOf, TODAY } from '../slice/__tests__/fixtures';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signedInState } from '@/app/__tests__/sessionState';
import { createStore } from '@/app/store';
import { allFeatureModules } from '@/testing/featureModules';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';
import { serveStats, serveTickets, serveWaitlist, services } from './ticketsPage';

// The sagas' services are replaced by name, since screens never import services themselves.
const { eventsService, ordersService } = services;
vi.mock('@/services/events.service', async () => ({
  eventsService: (await import('./ticketsPage')).services.eventsService,
}));
vi.mock('@/services/orders.service', async () => ({
  ordersService: (await import('./ticketsPage')).services.ordersService,
}));
vi.mock('@/services/waitlist.service', async () => ({
  waitlistService: (await import('./ticketsPage')).services.waitlistService,
}));
vi.mock('@/services/tickets.service', async () => ({
  ticketsService: (await import('./ticketsPage')).services.ticketsService,
}));

const open = (uid = 'organizer-1') =>
  renderRoute(<EventDetailsPage />, {
    path: '/organizer-event-details/:id',
    url: '/organizer-event-details/e1',
    role: 'eventOrganizer',
    uid,
  });

const section = (name: string) => screen.getByRole('region', { name });

const bookedEvent = eventOf({
  venue: {
    id: 'venue-1',
    venueName: 'Camden Dance Hall',
    address: '12 Camden Road, London',
    description: '',
    location: null,
    seats: 120,
    attachments: [],
    bookedSlots: [{ id: 'vs1', startTime: '6:00 PM', endTime: '11:00 PM', price: 150 }],
  },
  selectedVenue: 'venue-1',
  eventManagers: [
    {
      id: 'manager-1',
      name: 'Marco Manager',
      category: 'Salsa',
      img: '',
      bookedSlots: [{ id: 's1', startTime: '7:00 PM', endTime: '10:00 PM', price: 45 }],
    },
  ],
  managersId: ['manager-1'],
});

const venueOrder = orderOf({
  id: 'o-venue',
  kind: 'venue',
  slot: { id: 'vs1', startTime: '6:00 PM', endTime: '11:00 PM', price: 150 },
  venue: { id: 'venue-1', venueName: 'Camden Dance Hall', address: '12 Camden Road, London', seats: 120 },
  eventManager: null,
  createdTo: 'owner-1',
});

beforeEach(() => {
  vi.resetAllMocks();
  serveWaitlist();
  allowDialogs();
  ordersService.listForEvent.mockResolvedValue([]);
  serveTickets([]);
  serveStats({ sold: 2, revenuePence: 3000, checkedIn: 1, holders: 2, packages: { Standard: 2 } });
});

afterEach(async () => {
  await closeDialogs();
  vi.unstubAllGlobals();
});

describe('EventDetailsPage', () => {
  it('reads the event of the address and shows its details, packages and the address with a maps link', async () => {
    eventsService.get.mockResolvedValue(eventOf({ featured: true, description: 'e'.repeat(400) }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
    expect(eventsService.get).toHaveBeenCalledWith('e1');
    expect(screen.getByText('e'.repeat(400))).toBeInTheDocument();
    for (const [label, value] of [
      ['Date', '21 Jan 2030'],
      ['Start time', '7:00 PM'],
      ['Duration', '3 hr 0 min'],
      ['Featured', 'Yes'],
      ['Event type', 'Salsa'],
      ['Level', 'All levels'],
      ['Seats', '80'],
    ]) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('region', { name: 'Pictures of Salsa Social' })).toBeInTheDocument();
    const packages = section('Ticket packages');
    expect(within(packages).getByText('Standard')).toBeInTheDocument();
    expect(within(packages).getByText('£12.50 per ticket')).toBeInTheDocument();
    expect(within(packages).getByText('Tickets: 60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=221%20Camden%20High%20Street%2C%20London%20NW1%207BU',
    );
  });

  it("shows a manual event's own venue in a simple box", async () => {
    eventsService.get.mockResolvedValue(
      eventOf({
        isManual: true,
        venue: {
          venueName: 'My Studio',
          address: '5 Studio Lane, London',
          description: '',
          location: null,
          seats: 40,
          attachments: [],
          bookedSlots: [],
        },
      }),
    );
    open();
    const venue = await screen.findByRole('region', { name: 'Venue' });
    expect(within(venue).getByRole('heading', { name: 'My Studio' })).toBeInTheDocument();
    expect(within(venue).getByText('5 Studio Lane, London')).toBeInTheDocument();
    expect(within(venue).getByText('Capacity').nextElementSibling).toHaveTextContent('40');
    expect(screen.queryByRole('region', { name: 'Booked venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booked event managers' })).not.toBeInTheDocument();
  });

  it('shows the owner the booked venue and managers, with e-mails and Invoices detail from the orders', async () => {
    eventsService.get.mockResolvedValue(bookedEvent);
    ordersService.listForEvent.mockResolvedValue([orderOf(), venueOrder]);
    open();
    const managers = await screen.findByRole('region', { name: 'Booked event managers' });
    expect(ordersService.listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', 'createdBy');
    const marco = within(managers).getByRole('article', { name: 'Marco Manager' });
    expect(within(marco).getByText('Category').nextElementSibling).toHaveTextContent('Salsa');
    expect(within(marco).getByRole('link', { name: 'marco@example.com' })).toHaveAttribute(
      'href',
      'mailto:marco@example.com',
    );
    expect(within(marco).getByText('Date').nextElementSibling).toHaveTextContent('21 Jan 2030');
    expect(within(marco).getByText('Slot times').nextElementSibling).toHaveTextContent('7:00 PM - 10:00 PM');
    expect(within(marco).getByText('Slot price').nextElementSibling).toHaveTextContent('£45.00');
    expect(within(marco).getByRole('link', { name: /^Invoices detail/ })).toHaveAttribute(
      'href',
      '/order-details?id=o1',
    );

    const venue = section('Booked venue');
    expect(within(venue).getByRole('heading', { name: 'Camden Dance Hall' })).toBeInTheDocument();
    expect(within(venue).getByText('6:00 PM - 11:00 PM')).toBeInTheDocument();
    expect(within(venue).getByText('£150.00')).toBeInTheDocument();
    expect(within(venue).getByRole('link', { name: /^Invoices detail/ })).toHaveAttribute(
      'href',
      '/order-details?id=o-venue',
    );
    expect(screen.getByRole('link', { name: 'Edit Event' })).toHaveAttribute(
      'href',
      '/organizer-edit-event/e1',
    );
  });

  it("shows someone else's event with its venue but without managers, Edit or Delete", async () => {
    eventsService.get.mockResolvedValue(bookedEvent);
    open('manager-1');
    expect(await screen.findByRole('region', { name: 'Booked venue' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booked event managers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Event' })).not.toBeInTheDocument();
    expect(ordersService.listForEvent).not.toHaveBeenCalled();
  });

  it('says so when the e-mails cannot be read, and still lists the managers', async () => {
    eventsService.get.mockResolvedValue(bookedEvent);
    ordersService.listForEvent.mockRejectedValue(new Error('offline'));
    open();
    const managers = await screen.findByRole('region', { name: 'Booked event managers' });
    expect(
      within(managers).getByText("The bookings' e-mail addresses and invoices could not be loaded."),
    ).toBeInTheDocument();
    expect(within(managers).getByRole('article', { name: 'Marco Manager' })).toBeInTheDocument();
  });

  it('says No Event Details, as the page heading, for an event that does not exist', async () => {
    eventsService.get.mockResolvedValue(null);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'No Event Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Events/ })).toBeInTheDocument();
  });

  it('deletes the event after the confirmation and goes back to My Events', async () => {
    eventsService.get.mockResolvedValue(eventOf());
    eventsService.remove.mockResolvedValue(undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Event' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Now at /organizer-events')).toBeInTheDocument();
    expect(eventsService.remove).toHaveBeenCalledWith('e1');
  });

  it('shows the owner the live occupancy, the profit summary, the tickets and the QR Scan Ticket link', async () => {
    eventsService.get.mockResolvedValue(eventOf());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
    expect(await screen.findByText('Live Occupancy')).toBeInTheDocument();
    expect(screen.getByText('Profit Summary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QR Scan Ticket' })).toHaveAttribute(
      'href',
      '/organizer-event-details/e1/scan',
    );
    expect(screen.getByRole('button', { name: 'Add Salsa Social to calendar' })).toBeInTheDocument();
    expect(services.ticketsService.subscribeStats).toHaveBeenCalledWith(
      'e1',
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('offers neither Edit, Delete, the door nor the calendar for a cancelled event, only its refunds', async () => {
    eventsService.get.mockResolvedValue(eventOf({ status: 'cancelled' }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'QR Scan Ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Event' })).not.toBeInTheDocument();
    // Kept while its refunds go out: the server refuses to delete it, so it is not offered.
    expect(screen.queryByRole('button', { name: 'Delete Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Salsa Social to calendar' })).not.toBeInTheDocument();
  });

  describe('on the day of the event (7 PM to 10 PM)', () => {
    const HOUR = 60 * 60 * 1000;
    // Only Date is faked, so the page's timers and Testing Library's waiting run as usual.
    afterEach(() => {
      vi.useRealTimers();
    });

    it('offers the owner Cancel Event while the event is on', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(TODAY + 21 * HOUR);
      eventsService.get.mockResolvedValue(eventOf({}, 0));
      open();
      expect(await screen.findByRole('button', { name: 'Cancel Event' })).toBeInTheDocument();
    });

    it('no longer offers Cancel Event an hour after the event ended, which the server would refuse', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(TODAY + 23 * HOUR);
      eventsService.get.mockResolvedValue(eventOf({}, 0));
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Event' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Event' })).not.toBeInTheDocument();
    });
  });

  it('shows a booked manager the occupancy and the scanner, but not the tickets or the profit', async () => {
    eventsService.get.mockResolvedValue(bookedEvent);
    open('manager-1');
    expect(await screen.findByText('Live Occupancy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QR Scan Ticket' })).toBeInTheDocument();
    expect(screen.queryByText('Profit Summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Tickets' })).not.toBeInTheDocument();
    expect(services.ticketsService.listForEvent).not.toHaveBeenCalled();
  });

  it('shows someone with no part in the event neither the door nor the figures', async () => {
    eventsService.get.mockResolvedValue(eventOf());
    open('stranger-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
    expect(screen.queryByText('Live Occupancy')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'QR Scan Ticket' })).not.toBeInTheDocument();
  });

  it('renders the nested scan route over the page, and even when the event cannot be read', async () => {
    const openScan = () => {
      const store = createStore(signedInState('eventOrganizer', { id: 'organizer-1' }), allFeatureModules);
      return render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/organizer-event-details/e1/scan']}>
            <Routes>
              <Route path="/organizer-event-details/:id" element={<EventDetailsPage />}>
                <Route path="scan" element={<p>Scanner open</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </Provider>,
      );
    };
    eventsService.get.mockResolvedValue(eventOf());
    const first = openScan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salsa Social' })).toBeInTheDocument();
    expect(screen.getByText('Scanner open')).toBeInTheDocument();
    first.unmount();

    eventsService.get.mockRejectedValue(new Error('offline'));
    openScan();
    expect(await screen.findByText('Scanner open')).toBeInTheDocument();
  });
});
