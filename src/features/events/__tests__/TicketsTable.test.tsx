import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';
import EventDetailsPage from '../pages/EventDetailsPage';
import { ticketsLoaded } from '../tickets/slice';
import { eventOf } from '../slice/__tests__/fixtures';
import { statsOf, ticketOf } from '../tickets/slice/__tests__/fixtures';
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
vi.mock('@/components/ui/downloadFile', async () => ({
  downloadFile: (await import('./ticketsPage')).services.downloadFile,
}));

const { eventsService, ordersService, ticketsService } = services;

const alice = ticketOf();
const ben = ticketOf({
  ticketId: 'B7C8D9E0F1A2B3C4D5E6',
  userName: 'Ben Buyer',
  amountPaid: 24,
  ticketType: 'VIP',
  isPaid: false,
  paymentMethod: 'Free',
});

const open = () =>
  renderRoute(<EventDetailsPage />, {
    path: '/organizer-event-details/:id',
    url: '/organizer-event-details/e1',
    role: 'eventOrganizer',
    uid: 'organizer-1',
  });

const ticketsSection = () => screen.findByRole('region', { name: 'Tickets' });
const lastQuery = () => ticketsService.listForEvent.mock.lastCall?.[2];

beforeEach(() => {
  vi.resetAllMocks();
  serveWaitlist();
  allowDialogs();
  eventsService.get.mockResolvedValue(eventOf());
  ordersService.listForEvent.mockResolvedValue([]);
  serveStats(statsOf());
});

afterEach(async () => {
  await closeDialogs();
  vi.unstubAllGlobals();
});

describe('tickets table', () => {
  it('lists the first page, newest ticket ids first, with the spec columns', async () => {
    serveTickets([alice, ben]);
    open();
    const section = await ticketsSection();
    const alicesRow = await within(section).findByRole('row', { name: /Alice Attendee/ });
    expect(ticketsService.listForEvent).toHaveBeenCalledWith('e1', 'organizer-1', {
      sort: 'ticketId',
      direction: 'desc',
      checkedInOnly: false,
      search: '',
      cursor: null,
    });
    const headers = within(section)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼]/g, ''));
    expect(headers).toEqual([
      'Ticket ID',
      'Buyer Name',
      'Date',
      'Amount',
      'Payment Status',
      'Payment Method',
      'Package',
      'Action',
    ]);
    expect(within(section).getByRole('columnheader', { name: /Ticket ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const cells = within(alicesRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'A1B2C3D',
      'Alice Attendee',
      '10 Jan 2030, 18:30',
      '£12.00',
      'Paid',
      'Card',
      'Standard',
      'RefundAdd Comment',
    ]);
    const bensRow = within(section).getByRole('row', { name: /Ben Buyer/ });
    expect(
      within(bensRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'B7C8D9E',
      'Ben Buyer',
      '10 Jan 2030, 18:30',
      '£24.00',
      'Pending',
      'Free',
      'VIP',
      'RefundAdd Comment',
    ]);
  });

  it("says a cancelled event's refunded ticket was refunded, not that its payment is pending", async () => {
    serveTickets([{ ...alice, isPaid: false, refunded: true }]);
    open();
    const section = await ticketsSection();
    const row = await within(section).findByRole('row', { name: /Alice Attendee/ });
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
  });

  it("tells the owner a ticket's card payment is disputed", async () => {
    serveTickets([{ ...alice, isPaid: true, disputed: true }]);
    open();
    const section = await ticketsSection();
    const row = await within(section).findByRole('row', { name: /Alice Attendee/ });
    expect(within(row).getByText('Disputed')).toBeInTheDocument();
    expect(within(row).queryByText('Paid')).not.toBeInTheDocument();
  });

  it('sorts by buyer name, ascending then descending', async () => {
    serveTickets([alice]);
    open();
    const section = await ticketsSection();
    await within(section).findByRole('row', { name: /Alice Attendee/ });
    await userEvent.click(within(section).getByRole('button', { name: 'Buyer Name' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sort: 'userName', direction: 'asc', cursor: null }),
    );
    expect(within(section).getByRole('columnheader', { name: /Buyer Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Buyer Name' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'userName', direction: 'desc' }));
    expect(within(section).getByRole('columnheader', { name: /Buyer Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(section).getByRole('columnheader', { name: /Ticket ID/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // Phones, where the headers are hidden, sort with buttons of their own.
    await userEvent.click(within(section).getByRole('button', { name: 'Sort by Ticket ID' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'ticketId', direction: 'asc' }));
    expect(within(section).getByRole('button', { name: 'Sort by Ticket ID' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('toggles between Show Checked Ins and Show All, saying No User checked in when none is', async () => {
    serveTickets([alice]);
    open();
    const section = await ticketsSection();
    await within(section).findByRole('row', { name: /Alice Attendee/ });
    serveTickets([]);
    await userEvent.click(within(section).getByRole('button', { name: 'Show Checked Ins' }));
    expect(await within(section).findByText('No User checked in')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ checkedInOnly: true });
    serveTickets([alice]);
    await userEvent.click(within(section).getByRole('button', { name: 'Show All' }));
    expect(await within(section).findByRole('row', { name: /Alice Attendee/ })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ checkedInOnly: false });
    expect(within(section).getByRole('button', { name: 'Show Checked Ins' })).toBeInTheDocument();
  });

  it('says No Tickets Sold Yet! for an event without tickets', async () => {
    serveTickets([]);
    open();
    expect(await within(await ticketsSection()).findByText('No Tickets Sold Yet!')).toBeInTheDocument();
  });

  it('searches by buyer name or ticket id once typing pauses', async () => {
    serveTickets([alice, ben]);
    open();
    const section = await ticketsSection();
    await within(section).findByRole('row', { name: /Ben Buyer/ });
    serveTickets([ben]);
    await userEvent.type(within(section).getByRole('searchbox', { name: 'Search' }), 'Ben');
    await waitFor(() =>
      expect(within(section).queryByRole('row', { name: /Alice Attendee/ })).not.toBeInTheDocument(),
    );
    expect(lastQuery()).toMatchObject({ search: 'Ben', cursor: null });
    // One query for the word, not one per letter.
    expect(ticketsService.listForEvent.mock.calls.filter(([, , query]) => query.search !== '')).toHaveLength(
      1,
    );
    serveTickets([]);
    await userEvent.clear(within(section).getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(within(section).getByRole('searchbox', { name: 'Search' }), 'zz9');
    expect(await within(section).findByText('No tickets match your search.')).toBeInTheDocument();
  });

  it('pages forward on the cursor and back again', async () => {
    ticketsService.listForEvent
      .mockResolvedValueOnce({ items: [alice], cursor: 'c1' })
      .mockResolvedValueOnce({ items: [ben], cursor: null })
      .mockResolvedValueOnce({ items: [alice], cursor: 'c1' });
    open();
    const section = await ticketsSection();
    await within(section).findByRole('row', { name: /Alice Attendee/ });
    const pages = within(section).getByRole('navigation', { name: 'Ticket pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByRole('row', { name: /Ben Buyer/ })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ cursor: 'c1' });
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(section).findByRole('row', { name: /Alice Attendee/ })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ cursor: null });
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
  });

  it('offers a retry when a page cannot be read', async () => {
    ticketsService.listForEvent
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [alice], cursor: null });
    open();
    const section = await ticketsSection();
    expect(await within(section).findByText('The tickets could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('row', { name: /Alice Attendee/ })).toBeInTheDocument();
  });

  it('exports every ticket as a CSV file', async () => {
    serveTickets([alice]);
    ticketsService.listAllForExport.mockResolvedValue([alice, ben]);
    open();
    const section = await ticketsSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(services.downloadFile).toHaveBeenCalled());
    expect(ticketsService.listAllForExport).toHaveBeenCalledWith('e1', 'organizer-1');
    const [name, csv] = services.downloadFile.mock.calls[0];
    expect(name).toBe('tickets-salsa-social.csv');
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Ticket ID,Buyer Name,Date,Amount,Payment Status,Payment Method,Package,Checked In,Feedback Note',
      'A1B2C3D4E5F6A7B8C9D0,Alice Attendee,2030-01-10 18:30,12.00,Paid,Card,Standard,No,',
      'B7C8D9E0F1A2B3C4D5E6,Ben Buyer,2030-01-10 18:30,24.00,Pending,Free,VIP,No,',
    ]);
  });
});

describe('Add Feedback Note', () => {
  async function openNoteFor(name: RegExp) {
    const section = await ticketsSection();
    await userEvent.click(await within(section).findByRole('button', { name: name }));
    return screen.findByRole('dialog', { name: 'Add Feedback Note' });
  }

  it('wants a note, sends it and says Feedback Send Successfully', async () => {
    serveTickets([alice]);
    ticketsService.addFeedback.mockResolvedValue(undefined);
    open();
    const dialog = await openNoteFor(/^Add Comment to ticket A1B2C3D of Alice Attendee/);
    expect(within(dialog).getByText('Ticket A1B2C3D, Alice Attendee')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter a feedback note')).toBeInTheDocument();
    expect(ticketsService.addFeedback).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feedback Note' }),
      '  Brought three friends ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback Send Successfully')).toBeInTheDocument();
    expect(ticketsService.addFeedback).toHaveBeenCalledWith(alice.id, 'Brought three friends');
    expect(screen.queryByRole('dialog', { name: 'Add Feedback Note' })).not.toBeInTheDocument();

    // Opened again, the note saved is there to add to.
    await closeDialogs();
    const again = await openNoteFor(/^Add Comment to ticket A1B2C3D/);
    expect(within(again).getByRole('textbox', { name: 'Feedback Note' })).toHaveValue(
      'Brought three friends',
    );
  });

  it('says Something Went Wrong ! when the note is refused, and keeps what was typed', async () => {
    serveTickets([alice]);
    ticketsService.addFeedback.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    open();
    const dialog = await openNoteFor(/^Add Comment/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Feedback Note' }), 'Lovely guest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something Went Wrong !')).toBeInTheDocument();
    await closeDialogs();
    expect(
      within(screen.getByRole('dialog', { name: 'Add Feedback Note' })).getByRole('textbox', {
        name: 'Feedback Note',
      }),
    ).toHaveValue('Lovely guest');
  });

  it('keeps the ticket it was opened for when the table reloads under it', async () => {
    serveTickets([alice, ben]);
    ticketsService.addFeedback.mockResolvedValue(undefined);
    const { store } = open();
    const dialog = await openNoteFor(/^Add Comment to ticket A1B2C3D of Alice Attendee/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Feedback Note' }), 'Came early');

    // A live reload brings another page: Alice's ticket is no longer in the table.
    store.dispatch(ticketsLoaded({ eventId: 'e1', items: [ben], next: null }));
    await within(await ticketsSection()).findByRole('row', { name: /Ben Buyer/ });
    expect(within(dialog).getByText('Ticket A1B2C3D, Alice Attendee')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback Send Successfully')).toBeInTheDocument();
    expect(ticketsService.addFeedback).toHaveBeenCalledWith(alice.id, 'Came early');
  });

  it('closes with Cancel without sending anything', async () => {
    serveTickets([alice]);
    open();
    const dialog = await openNoteFor(/^Add Comment/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Feedback Note' })).not.toBeInTheDocument(),
    );
    expect(ticketsService.addFeedback).not.toHaveBeenCalled();
  });
});
