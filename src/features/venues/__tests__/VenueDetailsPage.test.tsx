import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VenueDetailsPage from '../pages/VenueDetailsPage';
import { venue } from '../slice/__tests__/fixtures';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';

// The sagas' services are replaced by name, since screens never import services themselves.
const { venuesService, bookingsService } = vi.hoisted(() => ({
  venuesService: { get: vi.fn(), toggleSlot: vi.fn() },
  bookingsService: { get: vi.fn() },
}));
vi.mock('@/services/venues.service', () => ({ venuesService }));
vi.mock('@/services/bookings.service', () => ({ bookingsService }));

const open = (uid = 'owner-1') =>
  renderRoute(<VenueDetailsPage />, { path: '/venue-details/:id', url: '/venue-details/v1', uid });
// The fixture's weekly slot 'Evening' starts on Monday 7 January 2030.
const DAY = '7 Jan 2030';

beforeEach(() => {
  vi.resetAllMocks();
  allowDialogs();
  bookingsService.get.mockResolvedValue({});
});

afterEach(async () => {
  await closeDialogs();
  vi.unstubAllGlobals();
});

describe('VenueDetailsPage', () => {
  it('lets the owner switch a slot off for its date and shows it in-active', async () => {
    venuesService.get.mockResolvedValue(venue({ description: 'y'.repeat(260) }));
    venuesService.toggleSlot.mockResolvedValue(false);
    const { store } = open();
    expect(await screen.findByRole('heading', { name: 'Riverside Hall' })).toBeInTheDocument();
    expect(screen.getByText(`${'y'.repeat(250)}...`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Venue' })).toHaveAttribute('href', '/edit-venue/v1');

    await userEvent.click(screen.getByRole('button', { name: `Deactivate Evening on ${DAY}` }));
    expect(venuesService.toggleSlot).toHaveBeenCalledWith('v1', '2030-01-07', 's1');
    const row = (await screen.findByRole('button', { name: `Activate Evening on ${DAY}` })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('In-active')).toBeInTheDocument();
    expect(await screen.findByText('Slot is in-active')).toBeInTheDocument();
    expect(store.getState().venues.current.bookings['2030-01-07']).toEqual(['s1']);
  });

  it("shows someone else's venue without Edit or slot switches", async () => {
    venuesService.get.mockResolvedValue(venue({ createdBy: 'owner-2' }));
    open('owner-1');
    expect(await screen.findByRole('heading', { name: 'Riverside Hall' })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Evening' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Activate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('says No Venue Data, as the page heading, for a venue that does not exist', async () => {
    venuesService.get.mockResolvedValue(null);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'No Venue Data' })).toBeInTheDocument();
    expect(venuesService.get).toHaveBeenCalledWith('v1');
  });
});
