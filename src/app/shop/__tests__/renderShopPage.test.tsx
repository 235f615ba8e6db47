import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SHOP_DATA_ID, type ShopPageData } from '@gigvenue/contracts';
import { purchaseOf, saleOf } from '@/features/ticketShop/slice/__tests__/fixtures';
import { renderShopPage } from '../renderShopPage';
import { startShop } from '../startShop';

// The buyers' pages are rendered once: the server renders the shop's components to HTML (renderShopPage, what the
// functions call) and the browser hydrates that HTML with the same tree from the data embedded beside it (startShop,
// what shop.html runs). A hydration mismatch is a console.error from React, so none may be logged.

// A page that has its data calls nothing; one without it loads through the shop's saga.
const getSale = vi.hoisted(() => vi.fn());
vi.mock('@/services/ticketSales.service', () => ({ ticketSalesService: { getSale } }));
vi.mock('@/services/payments.service', () => ({ paymentsService: {} }));

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The page as the function sends it: the markup in #root and the data beside it, at the page's address. */
async function servePage(data: ShopPageData, address: string) {
  const { title, markup } = await renderShopPage(data);
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const script = document.createElement('script');
  script.id = SHOP_DATA_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.append(script);
  return { title, markup, root: document.getElementById('root')! };
}

/** The markup as the browser's DOM writes it back (`<img>` for `<img/>`, and so on). */
function asParsed(markup: string): string {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.innerHTML;
}

/** Hydrates the served page and waits until React has committed it. */
async function hydrate(root: HTMLElement) {
  await act(async () => {
    await startShop(root);
  });
}

describe('renderShopPage and startShop', () => {
  it("render the event page from the shop's components and English texts, and hydrate it unchanged", async () => {
    const sale = saleOf({ attachments: ['https://example.com/hall.jpg', 'https://example.com/bar.jpg'] });
    const { title, markup, root } = await servePage(
      { kind: 'sale', eventId: 'evt-salsa', sale },
      '/e/evt-salsa',
    );
    expect(title).toBe('Salsa Social Tonight');
    expect(markup).toContain('<h1 class="h3 mb-3 text-break">Salsa Social Tonight</h1>');
    expect(markup).toContain('Monday, 2 Jun 2031');
    expect(markup).toContain('Camden Dance Hall');
    expect(markup).toContain('£12.00');
    expect(markup).toContain('78 tickets left');
    expect(markup).toContain('2 tickets left');
    expect(markup).toContain('Choose tickets');
    expect(markup).toContain('Buy tickets');
    expect(markup).toContain('src="https://example.com/hall.jpg"');

    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(asParsed(markup));
    // Live: the carousel's buttons answer.
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(screen.getByText('Picture 2 of 2')).toBeInTheDocument());
  });

  it('keeps text that looks like markup as text', async () => {
    const title = `"Rock" & <Roll> </script><script>alert(1)</script>`;
    const { markup, root } = await servePage(
      { kind: 'sale', eventId: 'evt-salsa', sale: saleOf({ title, description: '</script>' }) },
      '/e/evt-salsa',
    );
    expect(markup).not.toContain('<script');
    expect(markup).toContain('&lt;Roll&gt; &lt;/script&gt;');
    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('render a sold-out or cancelled event with nothing to start buying, and hydrate it', async () => {
    const soldOut = await renderShopPage({
      kind: 'sale',
      eventId: 'evt-salsa',
      sale: saleOf({ ticketsLeft: 0 }),
    });
    expect(soldOut.markup).toContain('Sorry! This event is sold out.');
    expect(soldOut.markup).not.toContain('Choose tickets');
    const { markup, root } = await servePage(
      { kind: 'sale', eventId: 'evt-salsa', sale: saleOf({ cancelled: true }) },
      '/e/evt-salsa',
    );
    expect(markup).toContain('This event has been cancelled. No tickets are sold.');
    expect(markup).not.toContain('Choose tickets');
    expect(markup).not.toContain('Buy tickets');
    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
  });

  it('render an unknown event as the shop\'s "No Event Details", and hydrate it', async () => {
    const { title, markup, root } = await servePage(
      { kind: 'sale', eventId: 'ghost', sale: null },
      '/e/ghost',
    );
    expect(title).toBe('No Event Details');
    expect(markup).toContain('No Event Details');
    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(asParsed(markup));
  });

  it("render the buyer's tickets with their QR codes drawn, and hydrate them with the same codes", async () => {
    const purchase = purchaseOf({ buyerName: 'Ada <Lovelace>' });
    const { title, markup, root } = await servePage(
      { kind: 'purchase', purchaseId: purchase.purchaseId, accessKey: 'key', purchase },
      `/t/${purchase.purchaseId}?k=key`,
    );
    expect(title).toBe('Tickets for Salsa Social Tonight');
    expect(markup).toContain('Your tickets');
    expect(markup).toContain('For Ada &lt;Lovelace&gt;');
    expect(markup).toContain('Ticket 1 of 2');
    expect(markup).toContain('Checked in');
    expect(markup).toContain('href="/e/evt-salsa"');
    // The calendar file's link carries the page's key, as the hydrated page's does.
    expect(markup).toContain(`href="/t/${purchase.purchaseId}/event-schedule.ics?k=key"`);
    expect(
      markup.match(/<img src="data:image\/svg\+xml;charset=utf-8,[^"]+" alt="QR code of ticket /g),
    ).toHaveLength(2);

    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(asParsed(markup));
  });

  it('calls nothing for a page with its data, and loads a page served without it through the saga', async () => {
    const { root } = await servePage({ kind: 'sale', eventId: 'evt-salsa', sale: saleOf() }, '/e/evt-salsa');
    await hydrate(root);
    expect(getSale).not.toHaveBeenCalled();
    document.body.innerHTML = '<div id="root"></div>';
    getSale.mockResolvedValue(saleOf({ title: 'Loaded Afresh' }));
    await hydrate(document.getElementById('root')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded Afresh' })).toBeInTheDocument();
    expect(getSale).toHaveBeenCalledWith('evt-salsa');
  });

  it("render a cancelled event's tickets void, the refund first, and hydrate them", async () => {
    const purchase = purchaseOf({
      cancelled: true,
      refund: { status: 'refunded', totalPence: 2_400 },
      tickets: purchaseOf().tickets.map((ticket) => ({ ...ticket, code: '' })),
    });
    const { markup, root } = await servePage(
      { kind: 'purchase', purchaseId: purchase.purchaseId, accessKey: 'key', purchase },
      `/t/${purchase.purchaseId}?k=key`,
    );
    expect(markup.indexOf('This event was cancelled. Your tickets are no longer valid.')).toBeLessThan(
      markup.indexOf('Your tickets'),
    );
    expect(markup).toContain('£24.00 has been refunded to your card.');
    expect(markup.match(/This ticket is no longer valid, so it has no QR code\./g)).toHaveLength(2);
    expect(markup).not.toContain('ticket-shop-qr');
    expect(markup).not.toContain('Add to calendar');
    await hydrate(root);
    expect(errors).not.toHaveBeenCalled();
  });
});
