import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EditVenuePage from '../pages/EditVenuePage';
import { venue } from '../slice/__tests__/fixtures';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';

// The sagas' services are replaced by name, since screens never import services themselves.
const { venuesService, bookingsService } = vi.hoisted(() => ({
  venuesService: { get: vi.fn(), update: vi.fn(), seatFloor: vi.fn() },
  bookingsService: { get: vi.fn() },
}));
vi.mock('@/services/venues.service', () => ({ venuesService }));
vi.mock('@/services/bookings.service', () => ({ bookingsService }));

const open = ({ state, uid }: { state?: unknown; uid?: string } = {}) =>
  renderRoute(<EditVenuePage />, { path: '/edit-venue/:id', url: '/edit-venue/v1', state, uid });
const button = (name: string) => screen.getByRole('button', { name });
const startDate = () => screen.getByLabelText('Start Date');

/** Opens the edit from its URL and goes on to the availability step with the details as stored. */
async function openAvailability() {
  open();
  expect(await screen.findByLabelText('Venue Name')).toHaveValue('Riverside Hall');
  await userEvent.click(button('Next'));
  await waitFor(() => expect(button('Venue Availability')).toHaveAttribute('aria-current', 'step'));
}

beforeEach(() => {
  vi.resetAllMocks();
  bookingsService.get.mockResolvedValue({});
  venuesService.seatFloor.mockResolvedValue(null);
  // Only the clock is faked: "today" is Tuesday 1 January 2030, a week before the fixture's slot.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 1, 10, 0));
  allowDialogs();
});

afterEach(async () => {
  await closeDialogs();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EditVenuePage', () => {
  it('reads the venue by id when opened straight from its URL', async () => {
    venuesService.get.mockResolvedValue(venue());
    open();
    expect(await screen.findByLabelText('Venue Name')).toHaveValue('Riverside Hall');
    expect(venuesService.get).toHaveBeenCalledWith('v1');
  });

  it('edits what it read by id, never the copy a link handed over', async () => {
    venuesService.get.mockResolvedValue(venue({ venueName: 'Riverside Hall (renamed)' }));
    open({ state: { venue: venue() } });
    expect(screen.queryByLabelText('Venue Name')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Venue Name')).toHaveValue('Riverside Hall (renamed)');
  });

  it("shows No Venue Data for someone else's venue", async () => {
    venuesService.get.mockResolvedValue(venue({ createdBy: 'owner-2' }));
    open({ uid: 'owner-1' });
    expect(await screen.findByText('No Venue Data')).toBeInTheDocument();
    expect(screen.queryByLabelText('Venue Name')).not.toBeInTheDocument();
  });

  it('shows No Venue Data for a venue that does not exist', async () => {
    venuesService.get.mockResolvedValue(null);
    open();
    expect(await screen.findByText('No Venue Data')).toBeInTheDocument();
  });

  it('keeps Next off without a slot and says why', async () => {
    venuesService.get.mockResolvedValue(venue());
    await openAvailability();
    expect(button('Next')).toBeEnabled();
    expect(screen.queryByText('Min 1 Slot is required')).not.toBeInTheDocument();
    await userEvent.click(button('Remove Evening on 7 Jan 2030'));
    expect(button('Next')).toBeDisabled();
    expect(button('Next')).toHaveAccessibleDescription('Min 1 Slot is required');
  });

  it('asks for a start date once the field is left empty, and refuses one in the past', async () => {
    venuesService.get.mockResolvedValue(venue());
    await openAvailability();
    expect(startDate()).toHaveAttribute('min', '2030-01-01');
    fireEvent.blur(startDate());
    expect(await screen.findByText('Starting date of slots is required')).toBeInTheDocument();
    fireEvent.change(startDate(), { target: { value: '2029-12-31' } });
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(button('Add Slot')).toBeDisabled();
    fireEvent.change(startDate(), { target: { value: '2030-01-14' } });
    expect(screen.queryByText('Date cannot be in the past')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('Monday');
    expect(button('Add Slot')).toBeEnabled();
  });

  it('refuses a start date more than a year ahead at once, and takes the last day', async () => {
    venuesService.get.mockResolvedValue(venue());
    await openAvailability();
    // 365 days after 1 January 2030: a day within what saveVenueAvailability allows.
    expect(startDate()).toHaveAttribute('max', '2031-01-01');
    fireEvent.change(startDate(), { target: { value: '2031-01-02' } });
    expect(await screen.findByText('Choose a start date within a year from today')).toBeInTheDocument();
    expect(button('Add Slot')).toBeDisabled();
    fireEvent.change(startDate(), { target: { value: '2031-01-01' } });
    expect(screen.queryByText('Choose a start date within a year from today')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('Wednesday');
    expect(button('Add Slot')).toBeEnabled();
  });

  it('locks the start date once it has a slot, until the owner starts another date', async () => {
    venuesService.get.mockResolvedValue(venue());
    await openAvailability();
    fireEvent.change(startDate(), { target: { value: '2030-01-14' } });
    await userEvent.type(screen.getByLabelText('Title'), 'Matinee');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'For Private');
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '2:00 PM');
    await userEvent.selectOptions(screen.getByLabelText('End Time'), '4:00 PM');
    await userEvent.type(screen.getByLabelText('Price (£)'), '30');
    await userEvent.click(button('Add Slot'));
    expect(await screen.findByRole('button', { name: 'Remove Matinee on 14 Jan 2030' })).toBeInTheDocument();
    expect(startDate()).toBeDisabled();
    expect(startDate()).toHaveAccessibleDescription('The date is fixed once it has slots.');

    // Removing the entry's only slot frees its date again.
    await userEvent.click(button('Remove Matinee on 14 Jan 2030'));
    expect(startDate()).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Title'), 'Matinee');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'For Private');
    await userEvent.selectOptions(screen.getByLabelText('Start Time'), '2:00 PM');
    await userEvent.selectOptions(screen.getByLabelText('End Time'), '4:00 PM');
    await userEvent.type(screen.getByLabelText('Price (£)'), '30');
    await userEvent.click(button('Add Slot'));
    expect(await screen.findByRole('button', { name: 'Remove Matinee on 14 Jan 2030' })).toBeInTheDocument();

    await userEvent.click(button('Add another date'));
    expect(startDate()).toBeEnabled();
    expect(startDate()).toHaveValue('');
    expect(screen.queryByText('Starting date of slots is required')).not.toBeInTheDocument();
  });

  it('announces the update only once Submit has saved it', async () => {
    venuesService.get.mockResolvedValue(venue());
    venuesService.update.mockResolvedValue(undefined);
    await openAvailability();
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    // Two steps were left by now, and nothing was saved yet.
    expect(screen.queryByText('Venue Details Updated')).not.toBeInTheDocument();
    expect(venuesService.update).not.toHaveBeenCalled();
    await userEvent.click(button('Submit'));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Venue Details Updated')).toBeInTheDocument();
    expect(venuesService.update).toHaveBeenCalledWith(
      'v1',
      expect.objectContaining({ venueName: 'Riverside Hall' }),
    );
    expect(screen.getByText('Now at /venues')).toBeInTheDocument();
  });

  it('refuses fewer seats than a booked event sells, saying how many it needs', async () => {
    venuesService.get.mockResolvedValue(venue({ seats: 120 }));
    venuesService.seatFloor.mockResolvedValue({ seats: 80, heldUntil: '2030-01-14' });
    open();
    fireEvent.change(await screen.findByLabelText('Capacity'), { target: { value: '1' } });
    await userEvent.click(button('Next'));
    await waitFor(() => expect(button('Venue Availability')).toHaveAttribute('aria-current', 'step'));
    await userEvent.click(button('Next'));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'An upcoming booked event sells 80 tickets at this venue. Seats cannot go below 80 until it has taken place.',
      ),
    ).toBeInTheDocument();
    expect(venuesService.update).not.toHaveBeenCalled();
  });
});
