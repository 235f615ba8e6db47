import { describe, expect, it } from 'vitest';
import { shopPageData } from '@gigvenue/contracts';
import type { TicketSaleView } from '../tickets/saleView';
import { clockTime, EVENT_PAGE_CACHE, renderEventPage } from './eventPageHtml';

const context = { origin: 'https://gigvenue.example', appName: 'GigVenue', year: 2026 };

const sale = (overrides: Partial<TicketSaleView> = {}): TicketSaleView => ({
  eventId: 'evt-1',
  title: 'Salsa Night',
  description: 'Social dancing\nall night',
  date: Date.UTC(2030, 5, 1),
  eventDate: { year: 2030, month: 6, day: 1 },
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  venueName: 'Riverside Hall',
  address: '1 River Road',
  attachments: ['/demo/venue-hall.jpg', 'https://cdn.example/second.jpg'],
  onSale: true,
  cancelled: false,
  ticketsLeft: 40,
  packages: [
    { index: 0, detail: 'Standard', price: 12.5, ticketsLeft: 38 },
    { index: 1, detail: 'Guest list', price: 0, ticketsLeft: 1 },
  ],
  ...overrides,
});

/** The content of one tag's attribute, e.g. meta(html, 'property', 'og:title'). */
function meta(html: string, attribute: string, key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

const jsonLd = (head: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!) as Record<
    string,
    unknown
  >;

describe('renderEventPage', () => {
  it('previews the event: title, description, first picture as an absolute URL and the page address', () => {
    const page = renderEventPage('evt-1', sale(), context);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(EVENT_PAGE_CACHE);
    expect(page.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    expect(page.head).toContain('<title>Salsa Night | GigVenue</title>');
    expect(meta(page.head, 'property', 'og:title')).toBe('Salsa Night');
    expect(meta(page.head, 'property', 'og:description')).toBe('Social dancing all night');
    expect(meta(page.head, 'property', 'og:image')).toBe('https://gigvenue.example/demo/venue-hall.jpg');
    expect(meta(page.head, 'property', 'og:url')).toBe('https://gigvenue.example/e/evt-1');
    expect(meta(page.head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.head, 'name', 'twitter:title')).toBe('Salsa Night');
    expect(page.head).not.toContain('noindex');
  });

  it('draws what a buyer reads before any script: the day, venue, packages with prices and tickets left', () => {
    const { body } = renderEventPage('evt-1', sale(), context);
    expect(body).toContain('<h1 class="h3 mb-3 text-break">Salsa Night</h1>');
    expect(body).toContain('Saturday, 1 Jun 2030');
    expect(body).toContain('Riverside Hall');
    expect(body).toContain('£12.50');
    expect(body).toContain('38 tickets left');
    expect(body).toContain('1 ticket left');
    expect(body).toContain('Free');
    expect(body).toContain('Choose tickets');
    expect(body).toContain('src="/demo/venue-hall.jpg"');
  });

  it('describes the event for search engines as schema.org JSON-LD with its offers', () => {
    const data = jsonLd(renderEventPage('evt-1', sale(), context).head);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Salsa Night',
      startDate: '2030-06-01T19:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Riverside Hall', address: '1 River Road' },
      image: ['https://gigvenue.example/demo/venue-hall.jpg', 'https://cdn.example/second.jpg'],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: 'Standard',
        price: '12.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        name: 'Guest list',
        price: '0.00',
        availability: 'https://schema.org/InStock',
      }),
    ]);
  });

  it('keeps a title with quotes and angle brackets as text in the title, the tags, the page and the JSON-LD', () => {
    const title = `"Rock" & <Roll> 'night' </script><script>alert(1)</script>`;
    const page = renderEventPage('evt-1', sale({ title, description: '</script>' }), context);
    const escaped =
      '&quot;Rock&quot; &amp; &lt;Roll&gt; &#39;night&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(meta(page.head, 'property', 'og:title')).toBe(escaped);
    expect(meta(page.head, 'name', 'twitter:title')).toBe(escaped);
    expect(page.head).toContain(`<title>${escaped} | GigVenue</title>`);
    expect(page.body).toContain(`<h1 class="h3 mb-3 text-break">${escaped}</h1>`);
    // Exactly one closing tag per script: the title cannot close the JSON-LD block early.
    expect(page.head.match(/<\/script>/g)).toHaveLength(1);
    expect(page.body).not.toContain('<script');
    expect(jsonLd(page.head).name).toBe(title);
    expect(jsonLd(page.head).description).toBe('</script>');
  });

  it('tells a sold-out event and lists its packages as sold out, with nothing to start buying', () => {
    const soldOut = sale({ ticketsLeft: 0 });
    const page = renderEventPage('evt-1', soldOut, context);
    expect(page.body).toContain('Sorry! This event is sold out.');
    expect(page.body).toContain('Sold out');
    expect(page.body).not.toContain('Choose tickets');
    expect(jsonLd(page.head).offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
  });

  it('says a cancelled event was cancelled, sells nothing and marks it cancelled for search engines', () => {
    const page = renderEventPage('evt-1', sale({ cancelled: true }), context);
    expect(page.body).toContain('This event has been cancelled. No tickets are sold.');
    expect(page.body).not.toContain('Choose tickets');
    expect(page.body).not.toContain('Buy tickets');
    expect(page.body).not.toContain('tickets left');
    expect(jsonLd(page.head).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('answers an unknown event with a not-found page and status 404, kept out of search results', () => {
    const page = renderEventPage('nope', null, context);
    expect(page.status).toBe(404);
    expect(page.body).toContain('No Event Details');
    expect(page.head).toContain('<meta name="robots" content="noindex" />');
    expect(page.head).not.toContain('og:');
    expect(page.data).toEqual({ kind: 'sale', eventId: 'nope', sale: null });
  });

  it('gives the browser the sale view it took the page from, as the contract the browser checks it by', () => {
    const view: TicketSaleView = sale();
    const { data } = renderEventPage('evt-1', view, context);
    expect(data).toEqual({ kind: 'sale', eventId: 'evt-1', sale: view });
    expect(shopPageData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('uses a plain summary card and no image tags for an event without pictures', () => {
    const page = renderEventPage('evt-1', sale({ attachments: [], description: '' }), context);
    expect(meta(page.head, 'name', 'twitter:card')).toBe('summary');
    expect(page.head).not.toContain('og:image');
    // Without a description the preview names the day and the venue.
    expect(meta(page.head, 'property', 'og:description')).toBe('Saturday, 1 Jun 2030 · Riverside Hall');
  });
});

describe('clockTime', () => {
  it.each([
    ['7:00 PM', '19:00'],
    ['12:30 AM', '00:30'],
    ['12:15 PM', '12:15'],
    ['09:05', '09:05'],
    ['soon', ''],
    ['25:00', ''],
  ])('reads %s as %s', (text, time) => expect(clockTime(text)).toBe(time));
});
