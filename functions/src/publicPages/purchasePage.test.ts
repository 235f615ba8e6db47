import { describe, expect, it } from 'vitest';
import { shopPageData } from '@gigvenue/contracts';
import type { TicketPurchaseView } from '../tickets/loadTicketPurchase';
import { PURCHASE_PAGE_CACHE, purchasePage } from './purchasePage';

const context = { appName: 'GigVenue' };

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

describe('purchasePage', () => {
  it('is private: never cached by a shared cache, never indexed, no preview tags', () => {
    const page = purchasePage({ purchaseId: 'pur-1', accessKey: 'key-1' }, purchase, context);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PURCHASE_PAGE_CACHE);
    expect(page.cacheControl).toContain('no-store');
    expect(page.cacheControl).not.toContain('public');
    const head = page.head('Tickets for Salsa "Night"');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toMatch(/og:|twitter:|ld\+json/);
    expect(head).toContain('<title>Tickets for Salsa &quot;Night&quot; | GigVenue</title>');
  });

  it('answers a wrong key like an unknown purchase: a 404 page with nothing of the purchase, never indexed', () => {
    const page = purchasePage({ purchaseId: 'pur-1', accessKey: 'wrong' }, null, context);
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe(PURCHASE_PAGE_CACHE);
    expect(page.head('No Event Details')).toContain('<meta name="robots" content="noindex" />');
    // Nor does it carry the key that was tried on.
    expect(page.data).toEqual({ kind: 'purchase', purchaseId: 'pur-1', accessKey: '', purchase: null });
  });

  it('embeds the purchase the page is rendered and hydrated from, as the contract has it', () => {
    const { data } = purchasePage({ purchaseId: 'pur-1', accessKey: 'key-1' }, purchase, context);
    expect(data).toEqual({ kind: 'purchase', purchaseId: 'pur-1', accessKey: 'key-1', purchase });
    expect(shopPageData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });
});
