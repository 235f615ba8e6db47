import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseOf } from '../slice/__tests__/fixtures';
import { openShop } from './renderShop';

const sales = vi.hoisted(() => ({ getSale: vi.fn(), buy: vi.fn(), getPurchase: vi.fn() }));
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: sales }));

const callableError = (code: string, message: string) =>
  Object.assign(new Error(`${message} [404]`), { code: `functions/${code}` });
const ticket = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.resetAllMocks();
});

describe('TicketPurchasePage', () => {
  it('shows the event and each ticket with its QR code, short and full id, package and check-in', async () => {
    sales.getPurchase.mockResolvedValue(purchaseOf());
    openShop('/t/pur-0123456789abcdef0123?k=key-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
    expect(sales.getPurchase).toHaveBeenCalledWith('pur-0123456789abcdef0123', 'key-1');
    expect(screen.getByText('Your tickets')).toBeInTheDocument();
    expect(screen.getByText('For Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Monday, 2 Jun 2031')).toBeInTheDocument();
    expect(screen.getByText('Camden Dance Hall')).toBeInTheDocument();

    const first = ticket('Ticket 1 of 2');
    const qr = await within(first).findByRole('img', { name: 'QR code of ticket A1B2C3D' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(first).getByText('A1B2C3D')).toBeInTheDocument();
    expect(within(first).getByText('A1B2C3D4E5F6A7B8C9D0')).toBeInTheDocument();
    expect(within(first).getByText('Standard')).toBeInTheDocument();
    expect(within(first).getByText('£12.00')).toBeInTheDocument();
    expect(within(first).getByText('Checked in')).toBeInTheDocument();

    const second = ticket('Ticket 2 of 2');
    expect(await within(second).findByRole('img', { name: 'QR code of ticket F0E1D2C' })).toBeInTheDocument();
    expect(within(second).queryByText('Checked in')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event page' })).toHaveAttribute('href', '/e/evt-salsa');
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
  });

  it('thanks the buyer arriving from the purchase once: a reload of the page does not thank again', async () => {
    sales.getPurchase.mockResolvedValue(purchaseOf());
    const arrival = openShop('/t/pur-0123456789abcdef0123?k=key-1', { bought: true });
    expect(await screen.findByText(/Thank you! Your tickets are below/)).toBeInTheDocument();
    expect(window.history.state).toBeNull();
    arrival.unmount();

    // A reload keeps the entry's history state, which the page dropped.
    openShop('/t/pur-0123456789abcdef0123?k=key-1', window.history.state);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
  });

  it("answers a wrong key with the spec's empty state, and a failed load with a retry", async () => {
    sales.getPurchase.mockRejectedValueOnce(callableError('not-found', 'No Event Details'));
    const { unmount } = openShop('/t/pur-0123456789abcdef0123?k=wrong');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Event Details' })).toBeInTheDocument();
    unmount();

    sales.getPurchase.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(purchaseOf());
    openShop('/t/pur-0123456789abcdef0123?k=key-1');
    expect(await screen.findByText('Your tickets could not be loaded: offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salsa Social Tonight' }),
    ).toBeInTheDocument();
  });

  it('says a cancelled event was cancelled and what became of the money', async () => {
    sales.getPurchase.mockResolvedValue(
      purchaseOf({ cancelled: true, refund: { status: 'refunded', totalPence: 2_500 } }),
    );
    openShop('/t/pur-0123456789abcdef0123?k=key-1');
    expect(
      await screen.findByText('This event was cancelled. Your tickets are no longer valid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('£25.00 has been refunded to your card.')).toBeInTheDocument();
    // The tickets are void: each says so where its QR code was, and nothing invites the buyer to the door.
    expect(screen.getAllByText('This ticket is no longer valid, so it has no QR code.')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: /QR code of ticket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(
      screen.queryByText("Show a ticket's QR code at the door.", { exact: false }),
    ).not.toBeInTheDocument();
  });

  it("links Add to calendar to the purchase's calendar file, which works before the page has hydrated", async () => {
    sales.getPurchase.mockResolvedValue(purchaseOf());
    openShop('/t/pur-0123456789abcdef0123?k=key-1');
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/t/pur-0123456789abcdef0123/event-schedule.ics?k=key-1');
    expect(link).toHaveAttribute('download', 'event-schedule.ics');
  });

  it('offers no calendar file for an event whose start time cannot be read', async () => {
    const purchase = purchaseOf();
    sales.getPurchase.mockResolvedValue({ ...purchase, event: { ...purchase.event, startTime: 'soon' } });
    openShop('/t/pur-0123456789abcdef0123?k=key-1');
    expect(await screen.findByText('For Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});
