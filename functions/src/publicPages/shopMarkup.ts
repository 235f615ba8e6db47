import type { PublicEventDetails } from '../tickets/saleView';
import { escapeHtml } from './html';
import { shopText } from './shopText';

// Markup shared by the two server-rendered shop pages, element for element what the browser's components
// (src/features/ticketShop/components) draw, so the browser's first render replaces it without moving anything.

const dates = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdays = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** 'Saturday, 5 Dec 2026' for the event's calendar day, or '' when it has none. */
export function eventDay(event: Pick<PublicEventDetails, 'eventDate'>): string {
  if (!event.eventDate) return '';
  const { year, month, day } = event.eventDate;
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(instant.getTime())) return '';
  return `${weekdays.format(instant)}, ${dates.format(instant)}`;
}

/** The frame of both pages: the app's name, the page, the footer (ShopLayout). */
export function shopLayout(appName: string, content: string, year: number): string {
  const name = escapeHtml(appName);
  return (
    '<div class="ticket-shop min-vh-100 d-flex flex-column bg-body-tertiary">' +
    `<header class="bg-white border-bottom"><div class="container py-3"><span class="ticket-shop-brand fs-4 fw-bold">${name}</span></div></header>` +
    `<main class="flex-grow-1 py-3 py-md-4"><div class="container">${content}</div></main>` +
    `<footer class="py-3 text-center text-body-secondary small">&copy; ${year} ${name}</footer>` +
    '</div>'
  );
}

/** When and where, as label/value pairs (EventFacts). */
export function eventFacts(
  event: Pick<PublicEventDetails, 'eventDate' | 'startTime' | 'requiredTime' | 'venueName' | 'address'>,
): string {
  const facts: [string, string][] = [
    [shopText('date'), eventDay(event)],
    [shopText('time'), event.startTime],
    [shopText('duration'), event.requiredTime],
    [shopText('venue'), event.venueName],
    [shopText('address'), event.address],
  ];
  const items = facts
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([label, value], index) =>
        `<div class="mb-2 ${index < 3 ? 'col-6 col-sm-4' : 'col-12'}"><dt class="small">${escapeHtml(label)}</dt>` +
        `<dd class="mb-0 fw-semibold text-break">${escapeHtml(value)}</dd></div>`,
    );
  return `<div class="card"><div class="card-body"><dl class="ticket-shop-facts row mb-0">${items.join('')}</dl></div></div>`;
}

/** A centred message for a page with nothing to show (EmptyState). */
export function emptyState(message: string): string {
  return `<div class="card"><div class="card-body text-center py-5"><p class="h5 mb-3">${escapeHtml(message)}</p></div></div>`;
}
