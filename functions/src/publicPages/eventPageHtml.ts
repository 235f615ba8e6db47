import { formatPence, toPence, type ShopPageData } from '@gigvenue/contracts';
import type { TicketSaleView } from '../tickets/saleView';
import { escapeHtml, metaTags, scriptJson } from './html';
import { emptyState, eventDay, eventFacts, shopLayout } from './shopMarkup';
import type { ShopPage } from './shopTemplate';
import { shopText } from './shopText';

export interface PageContext {
  /** The site's address, e.g. https://gigvenue.example (no trailing slash): preview tags need absolute URLs. */
  origin: string;
  appName: string;
  year: number;
}

/** Shared links go round fast; the edge keeps a page five minutes, browsers one, so stock shown is recent. */
export const EVENT_PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/** A missing event may be created any moment (a link shared before the event was saved): kept one minute. */
export const MISSING_EVENT_CACHE = 'public, max-age=60, s-maxage=60';
const BUY_SECTION = 'buy-tickets';
const DESCRIPTION_LENGTH = 200;

export type SaleState = 'onSale' | 'soldOut' | 'notOnSale' | 'cancelled';

const ticketsLeftOf = (sale: TicketSaleView, item: TicketSaleView['packages'][number]) =>
  Math.max(0, Math.floor(Math.min(item.ticketsLeft, sale.ticketsLeft)));

/** As the browser's saleAvailability (src/domain/ticketSale.ts), with a cancelled event selling nothing. */
export function saleState(sale: TicketSaleView): SaleState {
  if (sale.cancelled) return 'cancelled';
  if (!sale.onSale) return 'notOnSale';
  return sale.packages.some((item) => ticketsLeftOf(sale, item) > 0) ? 'onSale' : 'soldOut';
}

const absolute = (url: string, origin: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/** One line for previews: the description's start, or the day and the venue when there is none. */
export function previewDescription(sale: TicketSaleView): string {
  const text = sale.description.replace(/\s+/g, ' ').trim();
  if (text) return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}\u2026` : text;
  return [eventDay(sale), sale.venueName].filter(Boolean).join(' \u00b7 ');
}

/** '7:00 PM' or '19:00' as '19:00'; '' when the text is no time of day. */
export function clockTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)?$/i.exec(text.trim());
  if (!match) return '';
  const [, hours, minutes, half] = match;
  let hour = Number(hours);
  if (half) hour = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return hour < 24 && Number(minutes) < 60 ? `${String(hour).padStart(2, '0')}:${minutes}` : '';
}

/** schema.org Event: what search engines show for an event, its offers and whether it was cancelled. */
export function eventJsonLd(sale: TicketSaleView, url: string, origin: string): Record<string, unknown> {
  const state = saleState(sale);
  const day = sale.eventDate
    ? [sale.eventDate.year, sale.eventDate.month, sale.eventDate.day]
        .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
        .join('-')
    : '';
  const time = clockTime(sale.startTime);
  const startDate = day && time ? `${day}T${time}` : day;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: sale.title,
    description: sale.description,
    url,
    ...(startDate ? { startDate } : {}),
    eventStatus: `https://schema.org/${state === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: sale.venueName, address: sale.address },
    image: sale.attachments.map((picture) => absolute(picture, origin)),
    offers: sale.packages.map((item) => ({
      '@type': 'Offer',
      name: item.detail,
      price: item.price.toFixed(2),
      priceCurrency: 'GBP',
      availability: `https://schema.org/${state === 'onSale' && ticketsLeftOf(sale, item) > 0 ? 'InStock' : 'SoldOut'}`,
      url,
    })),
  };
}

function headTags(sale: TicketSaleView, url: string, context: PageContext): string {
  const title = `${sale.title} | ${context.appName}`;
  const description = previewDescription(sale);
  const picture = sale.attachments[0] ? absolute(sale.attachments[0], context.origin) : '';
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
    `<script type="application/ld+json">${scriptJson(eventJsonLd(sale, url, context.origin))}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The pictures in the carousel's frame at its height, the first one showing (Carousel, components/ui). */
function pictures(sale: TicketSaleView): string {
  const label = shopText('pictures', { title: sale.title });
  const count = sale.attachments.length;
  const images = sale.attachments.map(
    (src, slide) =>
      `<img src="${escapeHtml(src)}" alt="${escapeHtml(shopText('picture', { label, number: slide + 1, count }))}" ` +
      `aria-hidden="${slide === 0 ? 'false' : 'true'}" class="flex-shrink-0 w-100 h-100 object-fit-cover" ` +
      (slide === 0 ? 'loading="eager" fetchpriority="high" />' : 'loading="lazy" />'),
  );
  const control = (side: 'prev' | 'next', text: string) =>
    `<button type="button" class="carousel-control-${side}" style="z-index:2" aria-label="${escapeHtml(text)}">` +
    `<span class="carousel-control-${side}-icon" aria-hidden="true"></span></button>`;
  const controls =
    count > 1
      ? control('prev', shopText('previousPicture')) +
        control('next', shopText('nextPicture')) +
        `<span class="visually-hidden" aria-live="polite">${escapeHtml(shopText('picturePosition', { number: 1, count }))}</span>`
      : '';
  return (
    '<div class="card overflow-hidden"><div class="position-relative overflow-hidden" style="height:280px;background:#eef0f7" ' +
    `role="region" aria-roledescription="carousel" aria-label="${escapeHtml(label)}">` +
    `<div class="d-flex h-100" style="transform:translateX(-0%);transition:transform 400ms ease">${images.join('')}</div>` +
    `${controls}</div></div>`
  );
}

/** The packages with price and tickets left (PackageList / PackageSummary). */
function packageList(sale: TicketSaleView, state: SaleState): string {
  if (sale.packages.length === 0)
    return `<p class="text-muted mb-0">${escapeHtml(shopText('noPackages'))}</p>`;
  const items = sale.packages.map((item) => {
    const left = state === 'onSale' || state === 'soldOut' ? ticketsLeftOf(sale, item) : null;
    const badge =
      left === null
        ? ''
        : left > 0
          ? `<span class="badge bg-light text-body border fw-normal">${escapeHtml(shopText(left === 1 ? 'leftOne' : 'leftOther', { count: left }))}</span>`
          : `<span class="badge bg-secondary">${escapeHtml(shopText('packageSoldOut'))}</span>`;
    const price = item.price > 0 ? formatPence(toPence(item.price)) : shopText('free');
    return (
      '<li class="border rounded p-3 mb-2"><span class="d-flex flex-wrap align-items-center justify-content-between column-gap-3 row-gap-1 w-100">' +
      `<span class="fw-semibold text-break">${escapeHtml(item.detail)}</span>` +
      `<span class="d-flex align-items-center gap-2 ms-auto"><span class="fw-bold">${escapeHtml(price)}</span>${badge}</span></span></li>`
    );
  });
  return `<ul class="list-unstyled mb-0">${items.join('')}</ul>`;
}

const NOTICES: Record<Exclude<SaleState, 'onSale'>, [string, Parameters<typeof shopText>[0]]> = {
  soldOut: ['warning', 'soldOut'],
  notOnSale: ['info', 'notOnSale'],
  cancelled: ['warning', 'cancelled'],
};

/** The tickets card: the packages, and while the event sells, the button that opens the buy form (TicketsSection). */
function ticketsSection(sale: TicketSaleView, state: SaleState): string {
  const notice =
    state === 'onSale'
      ? ''
      : `<div class="alert alert-${NOTICES[state][0]}" role="status">${escapeHtml(shopText(NOTICES[state][1]))}</div>`;
  const start =
    state === 'onSale'
      ? `<button type="button" class="btn btn-primary btn-lg w-100 mt-2">${escapeHtml(shopText('startBuying'))}</button>`
      : '';
  return (
    `<section id="${BUY_SECTION}" aria-labelledby="${BUY_SECTION}-title"><div class="card"><div class="card-body p-3 p-sm-4">` +
    `<h2 id="${BUY_SECTION}-title" class="h5 mb-3">${escapeHtml(shopText('buyTitle'))}</h2>` +
    `${notice}${packageList(sale, state)}${start}</div></div></section>`
  );
}

function eventMarkup(sale: TicketSaleView): string {
  const state = saleState(sale);
  const jump =
    state === 'onSale'
      ? `<a href="#${BUY_SECTION}" class="btn btn-primary btn-lg w-100 d-lg-none mb-4">${escapeHtml(shopText('buyJump'))}</a>`
      : '';
  const about =
    `<div class="card"><div class="card-body"><h2 class="h5">${escapeHtml(shopText('about'))}</h2>` +
    `<p class="mb-0 text-break" style="white-space:pre-line">${escapeHtml(sale.description)}</p></div></div>`;
  return (
    `<h1 class="h3 mb-3 text-break">${escapeHtml(sale.title)}</h1><div class="row g-3 g-lg-4">` +
    `<div class="col-lg-7">${pictures(sale)}${eventFacts(sale)}${jump}${about}</div>` +
    `<div class="col-lg-5">${ticketsSection(sale, state)}</div></div>`
  );
}

/**
 * The public event page (/e/{eventId}) for the shop template: preview tags and JSON-LD in the head, the page as
 * the browser draws it, and the sale view for the browser's store. An unknown event is a 404 page.
 */
export function renderEventPage(
  eventId: string,
  sale: TicketSaleView | null,
  context: PageContext,
): ShopPage {
  const data: ShopPageData = { kind: 'sale', eventId, sale };
  if (!sale) {
    return {
      status: 404,
      cacheControl: MISSING_EVENT_CACHE,
      head:
        `<title>${escapeHtml(`${shopText('notFound')} | ${context.appName}`)}</title>\n` +
        '<meta name="robots" content="noindex" />',
      body: shopLayout(context.appName, emptyState(shopText('notFound')), context.year),
      data,
    };
  }
  const url = `${context.origin}/e/${encodeURIComponent(eventId)}`;
  return {
    status: 200,
    cacheControl: EVENT_PAGE_CACHE,
    head: headTags(sale, url, context),
    body: shopLayout(context.appName, eventMarkup(sale), context.year),
    data,
  };
}
