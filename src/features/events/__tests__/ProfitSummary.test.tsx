import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/entities';
import { renderRoute } from '@/testing/renderRoute';
import EventDetailsPage from '../pages/EventDetailsPage';
import { eventOf } from '../slice/__tests__/fixtures';
import { statsOf } from '../tickets/slice/__tests__/fixtures';
import type { PlatformEvent } from '../slice/types';
import { serveStats, serveTickets, serveWaitlist, services } from './ticketsPage';

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

// The signed-in owner's config (src/app/__tests__/sessionState.ts): 2 % platform fee, 5 % per ticket, 3 % featured.
const slot = (id: string, price: number) => ({ id, startTime: '7:00 PM', endTime: '10:00 PM', price });
const bookedVenue = {
  id: 'venue-1',
  venueName: 'Camden Dance Hall',
  address: '12 Camden Road',
  description: '',
  location: null,
  seats: 120,
  attachments: [],
  bookedSlots: [slot('evening', 150)],
};
const marco = {
  id: 'manager-1',
  name: 'Marco Manager',
  category: 'Salsa',
  img: '',
  bookedSlots: [slot('salsa', 45)],
};

function openAs(role: Role, event: PlatformEvent) {
  services.eventsService.get.mockResolvedValue({ ...event, createdBy: 'owner-uid' });
  return renderRoute(<EventDetailsPage />, {
    path: '/event-details/:id',
    url: '/event-details/e1',
    role,
    uid: 'owner-uid',
  });
}

/** The summary's rows as [label, amount] pairs, as the owner reads them; a label's own lines joined by '\n'. */
async function summaryRows(): Promise<string[][]> {
  const section = await screen.findByRole('region', { name: 'Profit Summary' });
  await within(section).findByText('Total Profit');
  return within(section)
    .getAllByRole('row')
    .map((row) => {
      const header = within(row).getByRole('rowheader');
      const lines = header.children.length ? [...header.children] : [header];
      return [
        lines.map((line) => line.textContent ?? '').join('\n'),
        within(row).getByRole('cell').textContent ?? '',
      ];
    });
}

beforeEach(() => {
  vi.resetAllMocks();
  serveWaitlist();
  services.ordersService.listForEvent.mockResolvedValue([]);
  serveTickets([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profit summary', () => {
  it("an organizer's event: the venue and each manager, IGP Fee with the featured percentage, Tax, Tickets Sold, Total Profit", async () => {
    serveStats(statsOf({ revenuePence: 9600 }));
    openAs(
      'eventOrganizer',
      eventOf({
        venue: bookedVenue,
        selectedVenue: 'venue-1',
        eventManagers: [marco],
        isFeaturedTaxApply: true,
      }),
    );
    // £96.00 sold; IGP Fee (2 + 3) % = £4.80; Tax 5 % = £4.80; 96 - (150 + 45 + 4.80 + 4.80) = -£108.60.
    expect(await summaryRows()).toEqual([
      ['Venue Payment (Camden Dance Hall)', '£150.00'],
      ['Event Manager Payment (Marco Manager)', '£45.00'],
      ['IGP Fee\n5%', '£4.80'],
      ['Tax\n5%', '£4.80'],
      ['Tickets Sold', '£96.00'],
      ['Total Profit', '-£108.60'],
    ]);
  });

  it("an event manager's booked-venue event: the venue payment and the fees", async () => {
    serveStats(statsOf({ revenuePence: 25000 }));
    openAs('eventManager', eventOf({ venue: bookedVenue, selectedVenue: 'venue-1' }));
    // £250 sold; IGP Fee 2 % = £5.00; Tax 5 % = £12.50; 250 - (150 + 5 + 12.50) = £82.50.
    expect(await summaryRows()).toEqual([
      ['Venue Payment (Camden Dance Hall)', '£150.00'],
      ['IGP Fee\n2%', '£5.00'],
      ['Tax\n5%', '£12.50'],
      ['Tickets Sold', '£250.00'],
      ['Total Profit', '£82.50'],
    ]);
  });

  it("an event manager's manual event: only fees, tax, tickets and profit", async () => {
    serveStats(statsOf({ revenuePence: 6525 }));
    openAs(
      'eventManager',
      eventOf({ isManual: true, venue: { ...bookedVenue, id: undefined, bookedSlots: [] } }),
    );
    // £65.25 sold; IGP Fee 2 % = 130.5p -> £1.31; Tax 5 % = 326.25p -> £3.26; profit £60.68.
    expect(await summaryRows()).toEqual([
      ['IGP Fee\n2%', '£1.31'],
      ['Tax\n5%', '£3.26'],
      ['Tickets Sold', '£65.25'],
      ['Total Profit', '£60.68'],
    ]);
  });

  it("a venue owner's event: one payment per booked manager", async () => {
    serveStats(statsOf({ revenuePence: 12000 }));
    openAs(
      'venueOwner',
      eventOf({
        isManual: true,
        venue: { ...bookedVenue, id: undefined, bookedSlots: [] },
        eventManagers: [marco],
      }),
    );
    // £120 sold; IGP Fee £2.40; Tax £6.00; 120 - (45 + 2.40 + 6) = £66.60.
    expect(await summaryRows()).toEqual([
      ['Event Manager Payment (Marco Manager)', '£45.00'],
      ['IGP Fee\n2%', '£2.40'],
      ['Tax\n5%', '£6.00'],
      ['Tickets Sold', '£120.00'],
      ['Total Profit', '£66.60'],
    ]);
  });

  it('counts an event without a stats document as nothing sold yet', async () => {
    serveStats({ sold: 0, revenuePence: 0, checkedIn: 0, holders: 0, packages: {} });
    openAs('eventManager', eventOf({ isManual: true }));
    expect((await summaryRows()).at(-1)).toEqual(['Total Profit', '£0.00']);
  });

  it('says so when the figures cannot be read', async () => {
    const listener = serveStats(null);
    openAs('eventManager', eventOf());
    const section = await screen.findByRole('region', { name: 'Profit Summary' });
    act(() => listener.fail(new Error('Missing or insufficient permissions.')));
    expect(await within(section).findByText('The profit summary could not be loaded.')).toBeInTheDocument();
  });
});
