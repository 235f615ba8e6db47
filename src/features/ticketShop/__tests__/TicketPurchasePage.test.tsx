import { screen, waitFor, within } from '@testing-library/react';
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
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(
      screen.queryByText("Show a ticket's QR code at the door.", { exact: false }),
    ).not.toBeInTheDocument();
  });

  it('downloads event-schedule.ics with the venue in it', async () => {
    sales.getPurchase.mockResolvedValue(purchaseOf());
    // jsdom makes no object URLs and downloads nothing: the file and the link's download name are caught instead.
    const files: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    };
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      openShop('/t/pur-0123456789abcdef0123?k=key-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      await waitFor(() => expect(downloads).toEqual(['event-schedule.ics']));
      const text = await files[0].text();
      expect(text).toContain('SUMMARY:Salsa Social Tonight');
      // 7:00 PM in London on 2 June is 18:00 UTC (summer time).
      expect(text).toContain('DTSTART:20310602T180000Z');
      expect(text).toContain('DURATION:PT3H');
      expect(text).toContain('LOCATION:Camden Dance Hall\\, 12 Camden Road\\, London NW1 9DP');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.restoreAllMocks();
    }
  });
});
