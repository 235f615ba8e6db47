import { describe, expect, it } from 'vitest';
import { shopPageData } from '@gigvenue/contracts';
import type { TicketPurchaseView } from '../tickets/loadTicketPurchase';
import { PURCHASE_PAGE_CACHE, renderPurchasePage } from './purchasePageHtml';

const context = { origin: 'https://gigvenue.example', appName: 'GigVenue', year: 2026 };

const purchase: TicketPurchaseView = {
  purchaseId: 'pur-1',
  buyerName: 'Ada <Lovelace>',
  event: {
    id: 'evt-1',
    title: 'Salsa "Night"',
    description: 'Social dancing',
    date: Date.UTC(2030, 5, 1),
    eventDate: { year: 2030, month: 6, day: 1 },
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    venueName: 'Riverside Hall',
    address: '1 River Road',
  },
  cancelled: false,
  refund: null,
  tickets: [
    { ticketId: 'abcdefghij', ticketType: 'Standard', amountPaid: 12.5, isCheckedIn: false, code: 'c1' },
    { ticketId: 'klmnopqrst', ticketType: 'Standard', amountPaid: 12.5, isCheckedIn: true, code: 'c2' },
  ],
};

describe('renderPurchasePage', () => {
  it('is private: never cached by a shared cache, never indexed, no preview tags', () => {
    const page = renderPurchasePage('pur-1', purchase, context);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PURCHASE_PAGE_CACHE);
    expect(page.cacheControl).toContain('no-store');
    expect(page.cacheControl).not.toContain('public');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).not.toMatch(/og:|twitter:|ld\+json/);
    expect(page.head).toContain('<title>Tickets for Salsa &quot;Night&quot; | GigVenue</title>');
  });

  it("draws the buyer's tickets with their ids, packages and prices, the QR squares left for the browser", () => {
    const { body } = renderPurchasePage('pur-1', purchase, context);
    expect(body).toContain('Your tickets');
    expect(body).toContain('For Ada &lt;Lovelace&gt;');
    expect(body).toContain('Ticket 1 of 2');
    expect(body).toContain('abcdefg');
    expect(body).toContain('£12.50');
    expect(body).toContain('Checked in');
    expect(body.match(/class="ticket-shop-qr mx-auto"/g)).toHaveLength(2);
    expect(body).toContain('href="/e/evt-1"');
  });

  it('shows each QR code the server drew, named for screen readers, in the first paint', () => {
    const { body } = renderPurchasePage('pur-1', purchase, context, { abcdefghij: 'data:image/svg+xml;a' });
    expect(body).toContain(
      '<img src="data:image/svg+xml;a" alt="QR code of ticket abcdefg" class="ticket-shop-qr d-block mx-auto" />',
    );
    expect(body.match(/<div class="ticket-shop-qr mx-auto"/g)).toHaveLength(1);
  });

  it("marks a cancelled event's tickets void: the refund first, no QR code, calendar or door advice", () => {
    const cancelled = {
      ...purchase,
      cancelled: true,
      refund: { status: 'refunded', totalPence: 2_500 },
      tickets: purchase.tickets.map((ticket) => ({ ...ticket, code: '' })),
    };
    const { body } = renderPurchasePage('pur-1', cancelled, context);
    expect(body.indexOf('This event was cancelled. Your tickets are no longer valid.')).toBeLessThan(
      body.indexOf('Your tickets'),
    );
    expect(body).toContain('£25.00 has been refunded to your card.');
    expect(body.match(/This ticket is no longer valid, so it has no QR code\./g)).toHaveLength(2);
    expect(body.match(/>Void</g)).toHaveLength(2);
    expect(body).not.toContain('ticket-shop-qr');
    expect(body).not.toContain('Checked in');
    expect(body).not.toContain('Add to calendar');
    expect(body).not.toContain("Show a ticket's QR code at the door.");
  });

  it('answers a wrong key like an unknown purchase: a 404 page with nothing of the purchase', () => {
    const page = renderPurchasePage('pur-1', null, context);
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe(PURCHASE_PAGE_CACHE);
    expect(page.body).toContain('No Event Details');
    expect(page.data).toEqual({ kind: 'purchase', purchaseId: 'pur-1', purchase: null });
  });

  it('gives the browser the purchase it took the page from, as the contract the browser checks it by', () => {
    const { data } = renderPurchasePage('pur-1', purchase, context);
    expect(data).toEqual({ kind: 'purchase', purchaseId: 'pur-1', purchase });
    expect(shopPageData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });
});
