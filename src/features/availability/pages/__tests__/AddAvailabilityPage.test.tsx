import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInState } from '@/app/__tests__/sessionState';
import { buildEntry } from '@/domain/slots';
import { renderWithProviders } from '@/testing/renderWithProviders';
import AddAvailabilityPage from '../AddAvailabilityPage';

const { availabilityService } = vi.hoisted(() => ({
  availabilityService: { list: vi.fn(), entriesOn: vi.fn(), addEntries: vi.fn(), removeSlot: vi.fn() },
}));
vi.mock('@/services/availability.service', () => ({ availabilityService }));

function renderPage() {
  return renderWithProviders(<AddAvailabilityPage />, {
    preloadedState: signedInState('eventManager', { id: 'm1' }),
  });
}

const startDate = () => screen.getByLabelText('Start Date');
const button = (name: string) => screen.getByRole('button', { name });

async function addSlot(title: string, start: string, end: string, price: string) {
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Any');
  await userEvent.selectOptions(screen.getByLabelText('Start Time'), start);
  await userEvent.selectOptions(screen.getByLabelText('End Time'), end);
  await userEvent.type(screen.getByLabelText('Price (£)'), price);
  await userEvent.click(button('Add Slot'));
  await screen.findByRole('button', { name: `Remove ${title}` });
}

beforeEach(() => {
  // Only the clock is faked: "today" is Saturday 1 June 2030, while timers stay real for the UI.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 5, 1, 10, 0));
  vi.mocked(availabilityService.addEntries).mockReset();
  vi.mocked(availabilityService.entriesOn).mockReset().mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AddAvailabilityPage', () => {
  it('asks for a start date and a slot, and keeps Add Slot and Next disabled', async () => {
    renderPage();
    expect(button('Add Slot')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    await userEvent.click(button('Add to List'));
    expect(await screen.findByText('Starting date of slots is required')).toBeInTheDocument();
    expect(screen.getByText('Min 1 Slot is required')).toBeInTheDocument();
  });

  it('refuses a start date in the past', async () => {
    renderPage();
    expect(startDate()).toHaveAttribute('min', '2030-06-01');
    fireEvent.change(startDate(), { target: { value: '2030-05-31' } });
    fireEvent.blur(startDate());
    expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
    expect(button('Add Slot')).toBeDisabled();
  });

  it('refuses a start date more than a year ahead, and takes the last day', async () => {
    renderPage();
    // 365 days after 1 June 2030: a day within what firestore.rules allow.
    expect(startDate()).toHaveAttribute('max', '2031-06-01');
    fireEvent.change(startDate(), { target: { value: '2031-06-02' } });
    fireEvent.blur(startDate());
    expect(await screen.findByText('Choose a start date within a year from today')).toBeInTheDocument();
    expect(button('Add Slot')).toBeDisabled();
    fireEvent.change(startDate(), { target: { value: '2031-06-01' } });
    await waitFor(() =>
      expect(screen.queryByText('Choose a start date within a year from today')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Day')).toHaveValue('Sunday');
    expect(button('Add Slot')).toBeEnabled();
  });

  it('fills the day in from the date and locks the date once a slot exists', async () => {
    renderPage();
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('readonly');
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    expect(day).toHaveValue('Monday');
    await addSlot('Salsa Social', '7:00 PM', '9:00 PM', '40');
    expect(startDate()).toBeDisabled();
    await userEvent.click(button('Remove Salsa Social'));
    expect(startDate()).toBeEnabled();
  });

  it('merges slots added for the same date, confirms, and reports success', async () => {
    let finish: (value: unknown) => void = () => {};
    vi.mocked(availabilityService.addEntries).mockImplementation(
      (
        _uid: string,
        entries: readonly { startDate: { year: number; month: number; day: number }; slots: never[] }[],
      ) =>
        new Promise((resolve) => {
          finish = () => resolve(entries.map((entry) => buildEntry(entry.startDate, entry.slots)));
        }),
    );
    renderPage();
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    await addSlot('Salsa Social', '7:00 PM', '9:00 PM', '40');
    await userEvent.click(button('Add to List'));
    await waitFor(() => expect(startDate()).toHaveValue(''));
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    await addSlot('Late Set', '10:00 PM', '11:30 PM', '55');
    await userEvent.click(button('Add to List'));
    await waitFor(() => expect(button('Next')).toBeEnabled());

    await userEvent.click(button('Next'));
    // The Next button is gone with its step: the keyboard carries on from the step now shown.
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirm Detail');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveFocus();
    expect(screen.getByText('Salsa Social')).toBeInTheDocument();
    expect(screen.getByText('Late Set')).toBeInTheDocument();
    await userEvent.click(button('Confirm'));
    expect(await screen.findByText('Adding Availability...')).toBeInTheDocument();

    expect(availabilityService.addEntries).toHaveBeenCalledTimes(1);
    const [uid, [entry]] = vi.mocked(availabilityService.addEntries).mock.calls[0];
    expect(uid).toBe('m1');
    expect(entry.startDate).toEqual({ year: 2030, month: 6, day: 3 });
    expect(entry.slots.map((slot: { title: string }) => slot.title)).toEqual(['Salsa Social', 'Late Set']);
    finish(undefined);
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Availability' })).toHaveAttribute('href', '/availability');
  });

  it('counts the slots already listed for a date towards its cap', async () => {
    renderPage();
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    await addSlot('Salsa Social', '7:00 PM', '9:00 PM', '40');
    await userEvent.click(button('Add to List'));
    await waitFor(() => expect(startDate()).toHaveValue(''));
    expect(screen.queryByText(/already has slots in the list/)).not.toBeInTheDocument();
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    expect(
      screen.getByText('This date already has slots in the list: 9 more fit (max 10 per date).'),
    ).toBeInTheDocument();
    await addSlot('Late Set', '10:00 PM', '11:30 PM', '55');
    await userEvent.click(button('Remove Late Set'));
    fireEvent.change(startDate(), { target: { value: '2030-06-04' } });
    await waitFor(() => expect(screen.queryByText(/already has slots in the list/)).not.toBeInTheDocument());
  });

  it('saves nothing that would put more than 10 slots on a date with those stored, says why, and saves once trimmed', async () => {
    const stored = Array.from({ length: 9 }, (_, i) => ({
      id: `stored-${i}`,
      title: `Stored ${i}`,
      type: 'Any' as const,
      startTime: '9:00 AM',
      endTime: '10:00 AM',
      price: 20,
      availableTill: { year: 2030, month: 6, day: 3 },
      recurring: false,
    }));
    vi.mocked(availabilityService.entriesOn).mockResolvedValue([
      buildEntry({ year: 2030, month: 6, day: 3 }, stored),
    ]);
    vi.mocked(availabilityService.addEntries).mockImplementation(
      async (
        _uid: string,
        entries: readonly { startDate: { year: number; month: number; day: number }; slots: never[] }[],
      ) => entries.map((entry) => buildEntry(entry.startDate, entry.slots)),
    );
    renderPage();
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    await addSlot('Salsa Social', '7:00 PM', '9:00 PM', '40');
    await addSlot('Late Set', '10:00 PM', '11:30 PM', '55');
    await userEvent.click(button('Add to List'));
    await waitFor(() => expect(button('Next')).toBeEnabled());
    await userEvent.click(button('Next'));
    await userEvent.click(button('Confirm'));
    expect(
      await screen.findByText(
        'Nothing was saved: Max 10 Slots allowed per date: with the slots already saved, 3 Jun 2030 would have more. Go back, remove some of its slots and confirm again.',
      ),
    ).toBeInTheDocument();
    expect(availabilityService.entriesOn).toHaveBeenCalledWith('m1', [{ year: 2030, month: 6, day: 3 }]);
    expect(availabilityService.addEntries).not.toHaveBeenCalled();

    await userEvent.click(button('Previous'));
    await userEvent.click(button('Delete Late Set on 3 Jun 2030'));
    await userEvent.click(button('Next'));
    expect(screen.queryByText(/Max 10 Slots allowed per date/)).not.toBeInTheDocument();
    await userEvent.click(button('Confirm'));
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
    expect(
      vi
        .mocked(availabilityService.addEntries)
        .mock.calls[0][1][0].slots.map((slot: { title: string }) => slot.title),
    ).toEqual(['Salsa Social']);
  });

  it('shows a failed save and lets the person go back', async () => {
    vi.mocked(availabilityService.addEntries).mockRejectedValue(
      new Error('Missing or insufficient permissions.'),
    );
    renderPage();
    fireEvent.change(startDate(), { target: { value: '2030-06-03' } });
    await addSlot('Salsa Social', '7:00 PM', '9:00 PM', '40');
    await userEvent.click(button('Add to List'));
    await waitFor(() => expect(button('Next')).toBeEnabled());
    await userEvent.click(button('Next'));
    await userEvent.click(button('Confirm'));
    expect(
      await screen.findByText('Nothing was saved: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
    await userEvent.click(button('Previous'));
    expect(button('Next')).toBeEnabled();
  });
});
