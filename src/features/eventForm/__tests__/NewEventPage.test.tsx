import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInState } from '@/app/__tests__/sessionState';
import type { VenueListing } from '@/domain/venue';
import { dateKey, localDateOf, addDays } from '@/domain/recurrence';
import { renderWithProviders } from '@/testing/renderWithProviders';
import NewEventPage from '../pages/NewEventPage';

const directory = vi.hoisted(() => ({ listBookableVenues: vi.fn(), listManagers: vi.fn() }));
const bookings = vi.hoisted(() => ({ get: vi.fn() }));
const events = vi.hoisted(() => ({ create: vi.fn() }));
const storage = vi.hoisted(() => ({ upload: vi.fn() }));
vi.mock('@/services/directory.service', () => ({ directoryService: directory }));
vi.mock('@/services/bookings.service', () => ({ bookingsService: bookings }));
vi.mock('@/services/events.service', () => ({ eventsService: events }));
vi.mock('@/services/storage.service', () => ({ storageService: storage }));

const eventDay = addDays(localDateOf(new Date()), 7);
const venue: VenueListing = {
  id: 'v1',
  createdBy: 'owner-1',
  venueName: 'Camden Dance Hall',
  seats: 120,
  description: '',
  address: '12 Camden Road',
  attachments: [],
  isOnline: true,
  startingFrom: 80,
  availability: [
    {
      id: dateKey(eventDay),
      startDate: eventDay,
      day: 'Monday',
      dayNumber: 2,
      slots: [
        {
          id: 'evening',
          title: 'Evening Hall Hire',
          type: 'Any',
          startTime: '6:00 PM',
          endTime: '11:00 PM',
          price: 150,
          availableTill: eventDay,
          recurring: false,
        },
      ],
    },
  ],
};

// sweetalert2 asks matchMedia when it draws a dialog's icon; jsdom lacks it. Stubbed for the whole file, since a
// success toast a test set off may still draw after that test ended.
const matchMedia = () => ({
  matches: false,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
});
afterAll(async () => {
  const Swal = (await import('sweetalert2')).default;
  Swal.close();
  Reflect.deleteProperty(window, 'matchMedia');
});
afterEach(async () => {
  vi.restoreAllMocks();
  const Swal = (await import('sweetalert2')).default;
  Swal.close();
});

// These tests type a whole wizard key by key: 5-9 s each alone, and the first of them took over 20 s on a clean-clone
// run beside the emulator tier, with the first use of every step's lazy module on top. A hang still fails.
const WHOLE_WIZARD = { timeout: 45_000 };

const steps = () => screen.getByRole('navigation', { name: 'Add Event' });
const shown = () => document.querySelector('section:not([hidden])') as HTMLElement;
const next = () => userEvent.click(within(shown()).getByRole('button', { name: 'Next' }));

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Title'), 'Salsa Night');
  await user.type(screen.getByLabelText('Description'), 'Dancing all night');
  await user.type(screen.getByLabelText('Date'), dateKey(eventDay));
  await user.selectOptions(screen.getByLabelText('Start Time'), '7:00 PM');
  await user.selectOptions(screen.getByLabelText('Duration (hours)'), '3');
  await user.selectOptions(screen.getByLabelText('Duration (minutes)'), '0');
  await user.selectOptions(screen.getByLabelText('Event Type'), 'Salsa');
  await user.selectOptions(screen.getByLabelText('Level'), 'Beginner');
  await user.type(screen.getByLabelText('Required Seats'), '60');
  await user.type(document.getElementById('event-location') as HTMLElement, '12 Camden Road');
  await user.upload(
    document.getElementById('event-images') as HTMLInputElement,
    new File(['x'], 'poster.png', { type: 'image/png' }),
  );
  await next();
}

/** A callable's failure as the Functions SDK throws it. */
const callableError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

/** An event manager's whole wizard: details, one package, the hall's evening slot, a card, Submit and confirm. */
async function bookEveningAndSubmit() {
  directory.listBookableVenues.mockResolvedValue({ items: [venue], cursor: null });
  bookings.get.mockResolvedValue({});
  storage.upload.mockResolvedValue('https://x/poster.png');
  renderWithProviders(<NewEventPage />, {
    preloadedState: signedInState('eventManager', { id: 'manager-1' }),
  });

  await fillDetails();
  await userEvent.type(await screen.findByLabelText('Package Detail'), 'Standard');
  await userEvent.type(screen.getByLabelText('Price per Ticket (£)'), '12.5');
  await userEvent.type(screen.getByLabelText('Tickets'), '50');
  await next();

  const hall = await screen.findByRole('group', { name: 'Camden Dance Hall' });
  await next();
  expect(
    screen.getByText('Choose a venue and at least one of its free slots, or use your own venue.'),
  ).toBeInTheDocument();
  await userEvent.click(within(hall).getByRole('checkbox', { name: /Evening Hall Hire/ }));
  await next();

  expect(
    within(screen.getByRole('table', { name: 'Booked slots' })).getByText('£150.00', {
      selector: 'td.fw-bold',
    }),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Cardholder Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Card Number'), '4242424242424242');
  await userEvent.selectOptions(screen.getByLabelText('Expiry Month'), '12');
  await userEvent.selectOptions(screen.getByLabelText('Expiry Year'), String(eventDay.year + 2));
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(within(shown()).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText("You won't be able to change this!")).toBeInTheDocument();
  await userEvent.click(document.querySelector('.swal2-confirm') as HTMLElement);
}

describe('NewEventPage', () => {
  it("shows an event manager's four steps, opening each only once reached", async () => {
    renderWithProviders(<NewEventPage />, { preloadedState: signedInState('eventManager') });
    const buttons = within(steps()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '1Event Details',
      '2Packages Pricing',
      '3Book Venue',
      '4Payment',
    ]);
    expect(buttons[1]).toBeDisabled();
    await next();
    expect(await screen.findByText('Please Enter Event Title')).toBeInTheDocument();
    expect(screen.getByText('Min 1 image required')).toBeInTheDocument();
    expect(within(steps()).getByRole('button', { name: /Packages Pricing/ })).toBeDisabled();
  });

  it('says how many featured events are left, and what a featured event costs with none left', () => {
    renderWithProviders(<NewEventPage />, {
      preloadedState: signedInState('venueOwner', { featuredEventsUsed: 1 }),
    });
    expect(
      screen.getByText(
        /You have no featured events left: a featured event is charged the featured-event percentage \(3%\)/,
      ),
    ).toBeInTheDocument();
    expect(within(steps()).getByRole('button', { name: /Book Event Managers/ })).toBeDisabled();
  });

  it(
    "books a free venue slot, shows the server's refusal and keeps everything typed",
    WHOLE_WIZARD,
    async () => {
      const create = events.create.mockRejectedValue(
        callableError('failed-precondition', 'Booking aleady exists for this slot'),
      );
      await bookEveningAndSubmit();

      expect(await screen.findByText('Booking aleady exists for this slot')).toBeInTheDocument();
      expect(screen.queryByText('Something Went Wrong! Try again')).not.toBeInTheDocument();
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          venue: { venueId: 'v1', slotIds: ['evening'] },
          manualVenue: null,
          managers: [],
          payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
          packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 50 }],
        }),
      );
      expect(screen.getByLabelText('Card Number')).toHaveValue('4242424242424242');
      await userEvent.click(within(steps()).getByRole('button', { name: /Event Details/ }));
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Salsa Night'));
      expect(screen.getByLabelText('Required Seats')).toHaveValue(60);
    },
  );

  it(
    "says the spec's 'Something Went Wrong! Try again' when the booking breaks, not the error's own words",
    WHOLE_WIZARD,
    async () => {
      events.create.mockRejectedValue(callableError('internal', 'INTERNAL'));
      await bookEveningAndSubmit();

      expect(await screen.findByText('Something Went Wrong! Try again')).toBeInTheDocument();
      expect(screen.queryByText(/INTERNAL/)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Card Number')).toHaveValue('4242424242424242');
    },
  );

  it(
    "says 'Order Created Successfully' with 'Event Created Successfully' once the booked slot became an order",
    WHOLE_WIZARD,
    async () => {
      events.create.mockResolvedValue({ eventId: 'e1', orderIds: ['o1'], status: 'inProgress', total: 150 });
      await bookEveningAndSubmit();

      // Both lines of one toast, seen at one moment: the dialog library loads on first use (slow on a busy machine)
      // and redraws its popup while it opens, so an element found a moment ago may already be replaced.
      await waitFor(
        () => {
          expect(screen.getByText('Event Created Successfully')).toBeInTheDocument();
          expect(screen.getByText('Order Created Successfully')).toBeInTheDocument();
        },
        { timeout: 10_000 },
      );
    },
  );
});
