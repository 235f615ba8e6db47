import {
  eventEndsAt,
  londonInstant,
  londonIsoDateTime,
  minutesOf12h,
  minutesOfDuration,
  utcMidnight,
} from '@gigvenue/contracts';
import type { EventListing } from '../tickets/loadTicketSale';
import type { TicketSaleView } from '../tickets/saleView';

export type SaleState = 'onSale' | 'soldOut' | 'notOnSale' | 'cancelled';

export const ticketsLeftOf = (sale: TicketSaleView, item: TicketSaleView['packages'][number]) =>
  Math.max(0, Math.floor(Math.min(item.ticketsLeft, sale.ticketsLeft)));

/** As the browser's saleAvailability (src/domain/ticketSale.ts), with a cancelled event selling nothing. */
export function saleState(sale: TicketSaleView): SaleState {
  if (sale.cancelled) return 'cancelled';
  if (!sale.onSale) return 'notOnSale';
  return sale.packages.some((item) => ticketsLeftOf(sale, item) > 0) ? 'onSale' : 'soldOut';
}

export const absoluteUrl = (url: string, origin: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/**
 * When the event starts and ends, as schema.org wants them: London wall-clock times with their offset from UTC
 * ('2026-12-08T19:00:00+00:00'). Only the day when the start time cannot be read, and then no end.
 */
function eventTimes(sale: TicketSaleView): { startDate?: string; endDate?: string } {
  const day = sale.eventDate ? utcMidnight(sale.eventDate) : sale.date > 0 ? sale.date : null;
  if (day === null) return {};
  const start = minutesOf12h(sale.startTime);
  if (start === null) return { startDate: new Date(day).toISOString().slice(0, 10) };
  const startDate = londonIsoDateTime(londonInstant(day, start));
  // eventEndsAt counts an unreadable duration as the end of the day: no end is said rather than a guessed one.
  if (minutesOfDuration(sale.requiredTime) === null) return { startDate };
  const ends = eventEndsAt({ date: day, startTime: sale.startTime, requiredTime: sale.requiredTime });
  return ends === null ? { startDate } : { startDate, endDate: londonIsoDateTime(ends) };
}

/**
 * schema.org Event with what Google's Event rich results recommend: when (with the time zone's offset) and until
 * when, where, who organises and who performs, its offers and whether it was cancelled.
 */
export function eventJsonLd(listing: EventListing, url: string, origin: string): Record<string, unknown> {
  const { sale, organizer, performers } = listing;
  const state = saleState(sale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: sale.title,
    description: sale.description,
    url,
    ...eventTimes(sale),
    eventStatus: `https://schema.org/${state === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: sale.venueName, address: sale.address },
    image: sale.attachments.map((picture) => absoluteUrl(picture, origin)),
    ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
    ...(performers.length > 0 ? { performer: performers.map((name) => ({ '@type': 'Person', name })) } : {}),
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
