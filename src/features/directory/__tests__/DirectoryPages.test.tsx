import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import EventManagerDetailsPage from '../pages/EventManagerDetailsPage';
import EventManagersPage from '../pages/EventManagersPage';
import VenueOwnerDetailsPage from '../pages/VenueOwnerDetailsPage';
import VenueOwnersPage from '../pages/VenueOwnersPage';
import { ENTRY, managerOf, venueOf } from '../slice/__tests__/fixtures';

// The real store and sagas run; only the services' network calls are replaced.
const directory = vi.hoisted(() => ({
  listManagers: vi.fn(),
  listVenues: vi.fn(),
  getManager: vi.fn(),
  getVenue: vi.fn(),
}));
const availability = vi.hoisted(() => ({ list: vi.fn() }));
const bookings = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/services/directory.service', () => ({ directoryService: directory }));
vi.mock('@/services/availability.service', () => ({ availabilityService: availability }));
const ratings = vi.hoisted(() => ({ listForTarget: vi.fn() }));
vi.mock('@/services/bookings.service', () => ({ bookingsService: bookings }));
vi.mock('@/services/ratings.service', () => ({ ratingsService: ratings }));

const asOrganizer = { preloadedState: signedInState('eventOrganizer') };

beforeEach(() => {
  ratings.listForTarget.mockResolvedValue({ items: [], cursor: null });
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('EventManagersPage', () => {
  it('lists managers as cards linking to their details and loads more with the cursor', async () => {
    const user = userEvent.setup();
    directory.listManagers
      .mockResolvedValueOnce({
        items: [managerOf({ id: 'm1', name: 'Marco Manager' })],
        cursor: 'after-marco',
      })
      .mockResolvedValueOnce({ items: [managerOf({ id: 'm2', name: 'Nina Host' })], cursor: null });
    renderWithProviders(<EventManagersPage />, asOrganizer);
    expect(screen.getByRole('heading', { level: 1, name: 'Event Managers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Marco Manager' })).toHaveAttribute(
      'href',
      '/event-managers/m1',
    );
    expect(directory.listManagers).toHaveBeenCalledWith(null, undefined, 'name');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Nina Host' })).toHaveAttribute(
      'href',
      '/event-managers/m2',
    );
    expect(directory.listManagers).toHaveBeenLastCalledWith('after-marco', undefined, 'name');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts by rating (best first) or by price when asked, each from its first page', async () => {
    const user = userEvent.setup();
    directory.listManagers
      .mockResolvedValueOnce({ items: [managerOf({ id: 'm1', name: 'Marco Manager' })], cursor: null })
      .mockResolvedValueOnce({
        items: [
          managerOf({ id: 'm2', name: 'Nina Host', ratingCount: 12, ratingAverage: 4.8, ratingRank: 4.8 }),
        ],
        cursor: null,
      })
      .mockResolvedValueOnce({ items: [], cursor: null });
    renderWithProviders(<EventManagersPage />, asOrganizer);
    await screen.findByRole('link', { name: 'Marco Manager' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best rated');
    expect(await screen.findByRole('link', { name: 'Nina Host' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marco Manager' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 4.8 of 5 from 12 ratings' })).toHaveTextContent(
      '4.8 (12)',
    );
    expect(directory.listManagers).toHaveBeenLastCalledWith(null, undefined, 'rating');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest price');
    expect(directory.listManagers).toHaveBeenLastCalledWith(null, undefined, 'price');
  });

  it("says 'No Event Manager Available' when there is none", async () => {
    directory.listManagers.mockResolvedValueOnce({ items: [], cursor: null });
    renderWithProviders(<EventManagersPage />, asOrganizer);
    expect(await screen.findByText('No Event Manager Available')).toBeInTheDocument();
  });

  it('says why the list cannot be read and offers a retry', async () => {
    const user = userEvent.setup();
    directory.listManagers
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [managerOf()], cursor: null });
    renderWithProviders(<EventManagersPage />, asOrganizer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(within(alert).getByText('offline')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Marco Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('VenueOwnersPage', () => {
  it("lists venues as cards linking to their details, an offline one with the spec's red Offline badge", async () => {
    directory.listVenues.mockResolvedValueOnce({
      items: [venueOf({ id: 'v1' }), venueOf({ id: 'v2', venueName: 'Shoreditch Loft', isOnline: false })],
      cursor: null,
    });
    renderWithProviders(<VenueOwnersPage />, asOrganizer);
    expect(await screen.findByRole('link', { name: 'Camden Dance Hall' })).toHaveAttribute(
      'href',
      '/venue-owners/v1',
    );
    const [online, offline] = screen.getAllByRole('article');
    expect(within(online).getByText('Online')).toHaveClass('bg-success');
    expect(within(offline).getByRole('link', { name: 'Shoreditch Loft' })).toHaveAttribute(
      'href',
      '/venue-owners/v2',
    );
    expect(within(offline).getByText('Offline')).toHaveClass('bg-danger');
    expect(within(offline).queryByText('Online')).not.toBeInTheDocument();
  });

  it("says 'No Data Available' when there is none", async () => {
    directory.listVenues.mockResolvedValueOnce({ items: [], cursor: null });
    renderWithProviders(<VenueOwnersPage />, asOrganizer);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('says why the venues cannot be read, without claiming there are none', async () => {
    directory.listVenues.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    renderWithProviders(<VenueOwnersPage />, asOrganizer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
  });
});

const managerRoute = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/event-managers/:id" element={<EventManagerDetailsPage />} />
    </Routes>,
    { ...asOrganizer, route: `/event-managers/${id}` },
  );

describe('EventManagerDetailsPage', () => {
  it("lists the manager's ratings newest first with their replies, and loads more", async () => {
    const user = userEvent.setup();
    const rating = (id: string, stars: number, text: string, reply: string | null = null) => ({
      id,
      orderId: id,
      eventTitle: 'Salsa Social',
      raterName: 'Orla Organizer',
      targetType: 'manager',
      targetId: 'm1',
      ratedUid: 'm1',
      stars,
      text,
      createdAt: Date.UTC(2031, 5, 2),
      reply: reply ? { text: reply, at: 1 } : null,
    });
    directory.getManager.mockResolvedValueOnce(managerOf({ id: 'm1', ratingCount: 12, ratingAverage: 4.8 }));
    availability.list.mockResolvedValueOnce([]);
    bookings.get.mockResolvedValueOnce({});
    ratings.listForTarget
      .mockResolvedValueOnce({ items: [rating('r2', 5, 'Packed floor', 'Thank you!')], cursor: 'after-r2' })
      .mockResolvedValueOnce({ items: [rating('r1', 4, 'Great with beginners')], cursor: null });
    managerRoute('m1');

    const section = await screen.findByRole('region', { name: 'Ratings' });
    expect(within(section).getByRole('img', { name: 'Rating 4.8 of 5 from 12 ratings' })).toBeInTheDocument();
    expect(await within(section).findByText('Packed floor')).toBeInTheDocument();
    expect(within(section).getByText('Thank you!')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(ratings.listForTarget).toHaveBeenCalledWith('m1', null);
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('Great with beginners')).toBeInTheDocument();
    expect(ratings.listForTarget).toHaveBeenLastCalledWith('m1', 'after-r2');
  });

  it('loads the manager by id and filters the availabilities by a date, then clears the search', async () => {
    const user = userEvent.setup();
    directory.getManager.mockResolvedValueOnce(
      managerOf({
        id: 'm1',
        prevAttachments: ['https://img.test/work.jpg'],
        bio: 'Salsa nights across London.',
      }),
    );
    availability.list.mockResolvedValueOnce([ENTRY]);
    bookings.get.mockResolvedValueOnce({ '2031-06-16': ['slot-morning'] });
    managerRoute('m1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Marco Manager' })).toBeInTheDocument();
    expect(screen.getByText('Salsa nights across London.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Previous Work 1' })).toHaveAttribute(
      'src',
      'https://img.test/work.jpg',
    );
    expect(directory.getManager).toHaveBeenCalledWith('m1');

    const table = screen.getByRole('table', { name: 'Availabilities' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table).getByRole('row', { name: /Evening.*7:00 PM - 10:00 PM.*£80\.00.*Available/ }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by date'), '2031-06-16');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table).getByRole('row', {
        name: /16 Jun 2031 Monday Morning For Private 9:00 AM - 11:00 AM £45\.50 Not Available/,
      }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by date'));
    await user.type(screen.getByLabelText('Search by date'), '2031-06-17');
    expect(within(table).getByRole('cell', { name: 'Empty' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Search by date')).toHaveValue('');
  });

  it('says so, as the page heading, when the id names no manager, with a way back to the list', async () => {
    directory.getManager.mockResolvedValueOnce(null);
    managerRoute('ghost');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event manager could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/event-managers');
  });

  it('does not show an account that is not an active event manager', async () => {
    directory.getManager.mockResolvedValueOnce(
      managerOf({ id: 'owner-1', name: 'Olivia Owner', role: 'venueOwner' }),
    );
    managerRoute('owner-1');
    expect(await screen.findByText('This event manager could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Olivia Owner' })).not.toBeInTheDocument();
    expect(availability.list).not.toHaveBeenCalled();
  });

  it("says why a manager's availability cannot be shown and loads it again on retry", async () => {
    const user = userEvent.setup();
    directory.getManager.mockResolvedValue(managerOf({ id: 'm1' }));
    availability.list.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce([ENTRY]);
    bookings.get.mockResolvedValue({});
    managerRoute('m1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The details could not be loaded.');
    expect(within(alert).getByText('unavailable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Availabilities' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Empty' for a manager without availability", async () => {
    directory.getManager.mockResolvedValueOnce(managerOf());
    availability.list.mockResolvedValueOnce([]);
    bookings.get.mockResolvedValueOnce({});
    managerRoute('manager-1');
    expect(await screen.findByRole('cell', { name: 'Empty' })).toBeInTheDocument();
  });
});

describe('VenueOwnerDetailsPage', () => {
  it("shows the venue with its availability and the venue's bookings", async () => {
    directory.getVenue.mockResolvedValueOnce(venueOf({ id: 'v1', availability: [ENTRY] }));
    bookings.get.mockResolvedValueOnce({ '2031-06-02': ['slot-evening'] });
    renderWithProviders(
      <Routes>
        <Route path="/venue-owners/:id" element={<VenueOwnerDetailsPage />} />
      </Routes>,
      { ...asOrganizer, route: '/venue-owners/v1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Camden Dance Hall' })).toBeInTheDocument();
    expect(screen.getByText('120 seats')).toBeInTheDocument();
    expect(screen.getByText('1 Camden Road, London')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Availabilities' });
    expect(within(table).getByRole('row', { name: /Evening.*Not Available/ })).toBeInTheDocument();
    expect(bookings.get).toHaveBeenCalledWith('v1');
  });

  it('says so, as the page heading, when the id names no venue', async () => {
    directory.getVenue.mockResolvedValueOnce(null);
    renderWithProviders(
      <Routes>
        <Route path="/venue-owners/:id" element={<VenueOwnerDetailsPage />} />
      </Routes>,
      { ...asOrganizer, route: '/venue-owners/ghost' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This venue could not be found.' }),
    ).toBeInTheDocument();
  });
});
