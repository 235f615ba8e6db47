import { describe, expect, it } from 'vitest';
import { shopPageData } from '@gigvenue/contracts';
import type { EventListing } from '../tickets/loadTicketSale';
import type { TicketSaleView } from '../tickets/saleView';
import { EVENT_PAGE_CACHE, eventPage, MISSING_EVENT_CACHE } from './eventPage';

const context = { origin: 'https://gigvenue.example', appName: 'GigVenue' };

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

const listing = (
  overrides: Partial<TicketSaleView> = {},
  more: Partial<EventListing> = {},
): EventListing => ({
  sale: sale(overrides),
  organizer: 'Riverside Events',
  performers: ['DJ Ada', 'MC Grace'],
  ...more,
});

/** The head of a page found (its title comes from its sale, not from the shop's texts). */
const headOf = (overrides: Partial<TicketSaleView> = {}, more: Partial<EventListing> = {}) =>
  eventPage('evt-1', listing(overrides, more), context).head('');

/** The content of one tag's attribute, e.g. meta(html, 'property', 'og:title'). */
function meta(html: string, attribute: string, key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

const jsonLd = (head: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!) as Record<
    string,
    unknown
  >;

describe('eventPage', () => {
  it('previews the event: title, description, first picture as an absolute URL and the page address', () => {
    const page = eventPage('evt-1', listing(), context);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(EVENT_PAGE_CACHE);
    expect(page.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    const head = page.head('');
    expect(head).toContain('<title>Salsa Night | GigVenue</title>');
    expect(meta(head, 'property', 'og:title')).toBe('Salsa Night');
    expect(meta(head, 'property', 'og:description')).toBe('Social dancing all night');
    expect(meta(head, 'property', 'og:image')).toBe('https://gigvenue.example/demo/venue-hall.jpg');
    expect(meta(head, 'property', 'og:url')).toBe('https://gigvenue.example/e/evt-1');
    expect(meta(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'name', 'twitter:title')).toBe('Salsa Night');
    expect(head).toContain('<link rel="canonical" href="https://gigvenue.example/e/evt-1" />');
    expect(head).not.toContain('noindex');
  });

  it("describes the event for search engines as schema.org JSON-LD: when in London's time, who, and its offers", () => {
    const data = jsonLd(headOf());
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Salsa Night',
      // 1 June is in British Summer Time: an hour ahead of UTC.
      startDate: '2030-06-01T19:00:00+01:00',
      endDate: '2030-06-01T22:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Riverside Hall', address: '1 River Road' },
      image: ['https://gigvenue.example/demo/venue-hall.jpg', 'https://cdn.example/second.jpg'],
      organizer: { '@type': 'Organization', name: 'Riverside Events' },
      performer: [
        { '@type': 'Person', name: 'DJ Ada' },
        { '@type': 'Person', name: 'MC Grace' },
      ],
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

  it('gives a winter evening the +00:00 offset and ends it past midnight on the next day', () => {
    const data = jsonLd(
      headOf({
        date: Date.UTC(2026, 11, 8),
        eventDate: { year: 2026, month: 12, day: 8 },
        startTime: '9:30 PM',
        requiredTime: '4 hr 0 min',
      }),
    );
    expect(data.startDate).toBe('2026-12-08T21:30:00+00:00');
    expect(data.endDate).toBe('2026-12-09T01:30:00+00:00');
  });

  it('says only the day when the start time cannot be read, no end when the duration cannot, nobody unknown', () => {
    expect(jsonLd(headOf({ startTime: 'soon' }))).toMatchObject({ startDate: '2030-06-01' });
    expect(jsonLd(headOf({ startTime: 'soon' }))).not.toHaveProperty('endDate');
    expect(jsonLd(headOf({ requiredTime: 'all night' }))).not.toHaveProperty('endDate');
    const nobody = jsonLd(headOf({}, { organizer: '', performers: [] }));
    expect(nobody).not.toHaveProperty('organizer');
    expect(nobody).not.toHaveProperty('performer');
  });

  it('keeps a title with quotes and angle brackets as text in the title, the tags and the JSON-LD', () => {
    const title = `"Rock" & <Roll> 'night' </script><script>alert(1)</script>`;
    const head = headOf({ title, description: '</script>' });
    const escaped =
      '&quot;Rock&quot; &amp; &lt;Roll&gt; &#39;night&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(meta(head, 'property', 'og:title')).toBe(escaped);
    expect(meta(head, 'name', 'twitter:title')).toBe(escaped);
    expect(head).toContain(`<title>${escaped} | GigVenue</title>`);
    // Exactly one closing tag per script: the title cannot close the JSON-LD block early.
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(head).name).toBe(title);
    expect(jsonLd(head).description).toBe('</script>');
  });

  it("lists a sold-out event's offers as sold out", () => {
    expect(jsonLd(headOf({ ticketsLeft: 0 })).offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
  });

  it('marks a cancelled event cancelled for search engines', () => {
    expect(jsonLd(headOf({ cancelled: true })).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it("answers an unknown event with a 404 page under the shop's title, kept out of search results", () => {
    const page = eventPage('nope', null, context);
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe(MISSING_EVENT_CACHE);
    const head = page.head('No Event Details');
    expect(head).toContain('<title>No Event Details | GigVenue</title>');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('og:');
    expect(page.data).toEqual({ kind: 'sale', eventId: 'nope', sale: null });
  });

  it('embeds the sale view the page is rendered and hydrated from, as the contract has it', () => {
    const { data } = eventPage('evt-1', listing(), context);
    expect(data).toEqual({ kind: 'sale', eventId: 'evt-1', sale: sale() });
    expect(shopPageData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('uses a plain summary card and no image tags for an event without pictures', () => {
    const head = headOf({ attachments: [], description: '' });
    expect(meta(head, 'name', 'twitter:card')).toBe('summary');
    expect(head).not.toContain('og:image');
    // Without a description the preview names the day and the venue.
    expect(meta(head, 'property', 'og:description')).toMatch(/^Saturday,? 1 Jun 2030 · Riverside Hall$/);
  });
});
