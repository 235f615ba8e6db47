import type { EventListing } from '../tickets/loadTicketSale';
import type { TicketSaleView } from '../tickets/saleView';
import { absoluteUrl, eventJsonLd } from './eventJsonLd';
import { escapeHtml, metaTags, scriptJson } from './html';
import type { ShopPage } from './shopTemplate';

export interface PageContext {
  /** The site's address, e.g. https://gigvenue.example (no trailing slash): preview tags need absolute URLs. */
  origin: string;
  appName: string;
}

/** Shared links go round fast; the edge keeps a page five minutes, browsers one, so stock shown is recent. */
export const EVENT_PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/** A missing event may be created any moment (a link shared before the event was saved): kept one minute. */
export const MISSING_EVENT_CACHE = 'public, max-age=60, s-maxage=60';
export const NOINDEX = '<meta name="robots" content="noindex" />';
const DESCRIPTION_LENGTH = 200;

const days = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One line for previews: the description's start, or the day and the venue when there is none. */
export function previewDescription(sale: TicketSaleView): string {
  const text = sale.description.replace(/\s+/g, ' ').trim();
  if (text) return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}\u2026` : text;
  const { eventDate } = sale;
  const day = eventDate ? days.format(Date.UTC(eventDate.year, eventDate.month - 1, eventDate.day)) : '';
  return [day, sale.venueName].filter(Boolean).join(' \u00b7 ');
}

function headTags(listing: EventListing, url: string, context: PageContext): string {
  const { sale } = listing;
  const title = `${sale.title} | ${context.appName}`;
  const description = previewDescription(sale);
  const picture = sale.attachments[0] ? absoluteUrl(sale.attachments[0], context.origin) : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTags('property', [
      ['og:type', 'website'],
      ['og:site_name', context.appName],
      ['og:title', sale.title],
      ['og:description', description],
      ['og:url', url],
      ['og:image', picture],
    ]),
    metaTags('name', [
      ['twitter:card', picture ? 'summary_large_image' : 'summary'],
      ['twitter:title', sale.title],
      ['twitter:description', description],
      ['twitter:image', picture],
    ]),
    picture ? `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />` : '',
    `<script type="application/ld+json">${scriptJson(eventJsonLd(listing, url, context.origin))}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The public event page (/e/{eventId}): preview tags and JSON-LD in the head, and the sale view the shop's components
 * render the page from (renderShopPage) and the browser hydrates it with. An unknown event is a 404 page.
 */
export function eventPage(eventId: string, listing: EventListing | null, context: PageContext): ShopPage {
  if (!listing) {
    return {
      status: 404,
      cacheControl: MISSING_EVENT_CACHE,
      head: (title) => `<title>${escapeHtml(`${title} | ${context.appName}`)}</title>\n${NOINDEX}`,
      data: { kind: 'sale', eventId, sale: null },
    };
  }
  const url = `${context.origin}/e/${encodeURIComponent(eventId)}`;
  return {
    status: 200,
    cacheControl: EVENT_PAGE_CACHE,
    head: () => headTags(listing, url, context),
    data: { kind: 'sale', eventId, sale: listing.sale },
  };
}
