import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInState } from '@/app/__tests__/sessionState';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { entryOf, slotOf } from '@/features/availability/slice/__tests__/fixtures';
import AvailabilityPage from '../AvailabilityPage';

// Pages never import services; the saga reaches these stand-ins through the mocked module.
const { availabilityService } = vi.hoisted(() => ({
  availabilityService: { list: vi.fn(), entriesOn: vi.fn(), addEntry: vi.fn(), removeSlot: vi.fn() },
}));
vi.mock('@/services/availability.service', () => ({ availabilityService }));

const booked = Object.assign(new Error('Sorry! Unable to delete. Slot is already booked.'), {
  code: 'functions/failed-precondition',
});

function renderPage() {
  return renderWithProviders(<AvailabilityPage />, {
    preloadedState: signedInState('eventManager', { id: 'm1' }),
  });
}

beforeEach(() => {
  vi.mocked(availabilityService.list).mockReset();
  vi.mocked(availabilityService.removeSlot).mockReset();
});

describe('AvailabilityPage', () => {
  it('says so when there is no availability', async () => {
    vi.mocked(availabilityService.list).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(availabilityService.list).toHaveBeenCalledWith('m1');
    expect(screen.getByRole('link', { name: 'Add Availability' })).toHaveAttribute(
      'href',
      '/add-availability',
    );
  });

  it('shows only the error when the list cannot be read, and loads it again on Try again', async () => {
    vi.mocked(availabilityService.list)
      .mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'))
      .mockResolvedValueOnce([]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get document because the client is offline.');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(availabilityService.list).toHaveBeenCalledTimes(2);
  });

  it('lists every slot with date, day, title, type, times, price and valid till', async () => {
    vi.mocked(availabilityService.list).mockResolvedValue([
      entryOf(3, [
        slotOf({
          id: 'late',
          title: 'Late Set',
          startTime: '10:00 PM',
          endTime: '11:30 PM',
          price: 55,
          type: 'For Private',
        }),
        slotOf({
          id: 'early',
          title: 'Salsa Social',
          recurring: true,
          availableTill: { year: 2030, month: 7, day: 1 },
          type: 'For Venue',
        }),
      ]),
    ]);
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Date', 'Day', 'Title', 'Type', 'Slot', 'Price', 'Valid Till', 'Action'],
      [
        '3 Jun 2030',
        'Monday',
        'Salsa Social',
        'For Venue',
        '7:00 PM - 9:00 PM',
        '£40.00',
        '1 Jul 2030Weekly',
        'Delete',
      ],
      [
        '3 Jun 2030',
        'Monday',
        'Late Set',
        'For Private',
        '10:00 PM - 11:30 PM',
        '£55.00',
        '3 Jun 2030',
        'Delete',
      ],
    ]);
  });

  it('deletes a slot after confirmation', async () => {
    vi.mocked(availabilityService.list).mockResolvedValue([
      entryOf(3, [slotOf({ id: 'a', title: 'Salsa Social' })]),
    ]);
    vi.mocked(availabilityService.removeSlot).mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Salsa Social on 3 Jun 2030' }));
    expect(screen.getByText("You won't be able to revert this!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(availabilityService.removeSlot).toHaveBeenCalledWith('m1', '2030-06-03', 'a'));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    vi.mocked(availabilityService.list).mockResolvedValue([entryOf(3)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Salsa Social/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(availabilityService.removeSlot).not.toHaveBeenCalled();
  });

  it('keeps a booked slot and says why', async () => {
    vi.mocked(availabilityService.list).mockResolvedValue([entryOf(3)]);
    vi.mocked(availabilityService.removeSlot).mockRejectedValue(booked);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Salsa Social/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Sorry! Unable to delete. Slot is already booked.')).toBeInTheDocument();
    expect(screen.getByText('Salsa Social')).toBeInTheDocument();
  });
});
