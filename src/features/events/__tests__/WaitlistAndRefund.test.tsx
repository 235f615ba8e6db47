import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowDialogs, closeDialogs, renderRoute } from '@/testing/renderRoute';
import EventDetailsPage from '../pages/EventDetailsPage';
import { eventOf } from '../slice/__tests__/fixtures';
import { statsOf, ticketOf } from '../tickets/slice/__tests__/fixtures';
import { entryOf } from '../tickets/slice/__tests__/waitlistFixtures';
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

const { eventsService, ordersService, ticketsService, waitlistService } = services;

const open = (uid = 'organizer-1') =>
  renderRoute(<EventDetailsPage />, {
    path: '/organizer-event-details/:id',
    url: '/organizer-event-details/e1',
    role: 'eventOrganizer',
    uid,
  });

const refusal = (reason: string) =>
  Object.assign(new Error(`${reason} [400]`), {
    code: 'functions/failed-precondition',
    details: { reason, params: {} },
  });

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  vi.resetAllMocks();
  allowDialogs();
  eventsService.get.mockResolvedValue(eventOf());
  ordersService.listForEvent.mockResolvedValue([]);
  serveStats(statsOf());
  serveTickets([]);
  serveWaitlist();
});

afterEach(async () => {
  await closeDialogs();
  vi.unstubAllGlobals();
});

describe('the waitlist card', () => {
  it('lists the line live, in the order people joined, with where each stands', async () => {
    const listener = serveWaitlist([
      entryOf({ id: 'w1', name: 'Ada Bought', status: 'claimed', quantity: 1 }),
      entryOf({
        id: 'w2',
        name: 'Cleo Offered',
        status: 'offered',
        offeredQuantity: 2,
        // 19:35 in London (GMT in January).
        heldUntil: Date.UTC(2030, 0, 11, 19, 35),
      }),
      entryOf({
        id: 'w3',
        name: 'Dan Waiting',
        email: 'dan@example.com',
        packageIndex: 1,
        packageDetail: 'VIP',
      }),
      entryOf({ id: 'w4', name: 'Eve Passed', status: 'lapsed' }),
      entryOf({ id: 'w5', name: 'Fay Waiting', joinedAt: Date.UTC(2030, 0, 12, 10, 0) }),
    ]);
    open();
    const card = await screen.findByRole('region', { name: 'Waitlist' });
    expect(waitlistService.subscribeForEvent).toHaveBeenCalledWith(
      'e1',
      'organizer-1',
      expect.any(Function),
      expect.any(Function),
    );
    await within(card).findByRole('row', { name: /Ada Bought/ });
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Place', 'Name', 'E-mail', 'Package', 'How many', 'Status', 'Joined']);
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['–', 'Ada Bought', 'cleo@example.com', 'Standard', '1', 'Bought', '11 Jan 2030, 09:15'],
      ['1', 'Cleo Offered', 'cleo@example.com', 'Standard', '2', 'Offered until 19:35', '11 Jan 2030, 09:15'],
      ['1', 'Dan Waiting', 'dan@example.com', 'VIP', '2', 'Waiting', '11 Jan 2030, 09:15'],
      ['–', 'Eve Passed', 'cleo@example.com', 'Standard', '2', 'Passed on', '11 Jan 2030, 09:15'],
      ['2', 'Fay Waiting', 'cleo@example.com', 'Standard', '2', 'Waiting', '12 Jan 2030, 10:00'],
    ]);

    listener.send([]);
    expect(await within(card).findByText('Nobody is waiting.')).toBeInTheDocument();
  });

  it('says so when nobody waits, and is the owner’s only', async () => {
    const { unmount } = open();
    const card = await screen.findByRole('region', { name: 'Waitlist' });
    expect(await within(card).findByText('Nobody is waiting.')).toBeInTheDocument();
    unmount();

    open('manager-9');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
    expect(waitlistService.subscribeForEvent).toHaveBeenCalledTimes(1);
  });
});

describe('refunding a purchase from the tickets table', () => {
  const alice = ticketOf({ purchaseId: 'pur-1' });
  const alicesSecond = ticketOf({ ticketId: 'A1B2C3D4E5F6A7B8C9D1', purchaseId: 'pur-1' });
  const checkedIn = ticketOf({ ticketId: 'C1C2C3D4E5F6A7B8C9D0', userName: 'Cal Inside', isCheckedIn: true });
  const refunded = ticketOf({
    ticketId: 'D1C2C3D4E5F6A7B8C9D0',
    userName: 'Dee Refunded',
    refunded: true,
    isPaid: false,
  });

  const rowOf = async (name: RegExp) =>
    within(await screen.findByRole('region', { name: 'Tickets' })).findAllByRole('row', { name });

  it('is offered on paid tickets only, not on refunded or checked-in ones', async () => {
    serveTickets([alice, checkedIn, refunded]);
    open();
    const [row] = await rowOf(/Alice Attendee/);
    expect(within(row).getByRole('button', { name: /^Refund the purchase of ticket A1B2C3D/ })).toBeEnabled();
    const [inside] = await rowOf(/Cal Inside/);
    expect(within(inside).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    const [gone] = await rowOf(/Dee Refunded/);
    expect(within(gone).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });

  it('confirms with the purchase’s amount, refunds it, and shows its tickets refunded', async () => {
    serveTickets([alice, alicesSecond]);
    ticketsService.listPurchase.mockResolvedValue([alice, alicesSecond]);
    ticketsService.refundPurchase.mockResolvedValue({ purchaseId: 'pur-1', tickets: 2, refundedPence: 2400 });
    open();
    const [row] = await rowOf(/A1B2C3D/);
    await userEvent.click(
      within(row).getByRole('button', { name: /^Refund the purchase of ticket A1B2C3D/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' });
    expect(ticketsService.listPurchase).toHaveBeenCalledWith('e1', 'organizer-1', 'pur-1');
    expect(dialog).toHaveTextContent(
      'Every ticket in it is refunded (£24.00) and goes back on sale, to the waitlist first.',
    );
    expect(ticketsService.refundPurchase).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded £24.00: 2 tickets are back on sale.')).toBeInTheDocument();
    expect(ticketsService.refundPurchase).toHaveBeenCalledWith(alice.id);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund this purchase?' })).not.toBeInTheDocument(),
    );
    const rows = await rowOf(/Alice Attendee/);
    for (const ticketRow of rows) {
      expect(within(ticketRow).getByText('Refunded')).toBeInTheDocument();
      expect(within(ticketRow).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    }
  });

  it('keeps the purchase when the owner thinks again, and words a refusal', async () => {
    serveTickets([alice]);
    ticketsService.listPurchase.mockResolvedValue([alice]);
    ticketsService.refundPurchase.mockRejectedValue(refusal('refundAfterPayout'));
    open();
    const [row] = await rowOf(/Alice Attendee/);
    const refund = within(row).getByRole('button', { name: /^Refund the purchase/ });
    await userEvent.click(refund);
    let dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' });
    expect(dialog).toHaveTextContent('(£12.00)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund this purchase?' })).toBeNull());
    expect(ticketsService.refundPurchase).not.toHaveBeenCalled();

    await userEvent.click(refund);
    dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(
        "This event's ticket money was already paid out, so it cannot be refunded here.",
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
  });
});
