import { formatPence, SHORT_TICKET_ID_LENGTH, toPence, type ShopPageData } from '@gigvenue/contracts';
import type { TicketPurchaseView } from '../tickets/loadTicketPurchase';
import type { PageContext } from './eventPageHtml';
import { escapeHtml } from './html';
import { emptyState, eventFacts, shopLayout } from './shopMarkup';
import type { ShopPage } from './shopTemplate';
import { shopText } from './shopText';

/** The link is the buyer's key: no shared cache may keep the page, and no search engine may list it. */
export const PURCHASE_PAGE_CACHE = 'private, no-store';
const NOINDEX = '<meta name="robots" content="noindex" />';

type PurchasedTicket = TicketPurchaseView['tickets'][number];
/** The QR code of each ticket, by ticket id, as an image URL (qrImage.ts). */
export type TicketQrCodes = Record<string, string>;

/** One ticket as the door sees it (TicketCard): the QR code large, the short id, the package and what was paid. */
function ticketCard(
  ticket: PurchasedTicket,
  qr: string | undefined,
  number: number,
  total: number,
  voided: boolean,
): string {
  const headingId = `ticket-${number}`;
  const short = ticket.ticketId.slice(0, SHORT_TICKET_ID_LENGTH);
  const badge = voided
    ? `<span class="badge bg-secondary">${escapeHtml(shopText('ticketVoid'))}</span>`
    : ticket.isCheckedIn
      ? `<span class="badge bg-success">${escapeHtml(shopText('checkedIn'))}</span>`
      : '';
  let code = '<div class="ticket-shop-qr mx-auto" aria-hidden="true"></div>';
  if (voided)
    code = `<p class="ticket-shop-void text-muted mx-auto mb-0">${escapeHtml(shopText('ticketVoidQr'))}</p>`;
  else if (qr)
    code = `<img src="${escapeHtml(qr)}" alt="${escapeHtml(shopText('qr', { id: short }))}" class="ticket-shop-qr d-block mx-auto" />`;
  const paid = ticket.amountPaid > 0 ? formatPence(toPence(ticket.amountPaid)) : shopText('free');
  return (
    `<article class="card h-100 mb-0" aria-labelledby="${headingId}"><div class="card-body text-center p-3 p-sm-4">` +
    `<div class="d-flex align-items-center justify-content-between gap-2 mb-2"><h2 id="${headingId}" class="h6 mb-0">` +
    `${escapeHtml(shopText('ticket', { number, total }))}</h2>${badge}</div>` +
    code +
    `<p class="small text-muted mb-0 mt-2">${escapeHtml(shopText('ticketId'))}</p>` +
    `<p class="ticket-shop-short-id font-monospace fw-bold mb-0">${escapeHtml(short)}</p>` +
    `<p class="small font-monospace text-muted text-break mb-3">${escapeHtml(ticket.ticketId)}</p>` +
    '<dl class="row text-start small mb-0">' +
    `<dt class="col-5 text-muted fw-normal">${escapeHtml(shopText('package'))}</dt>` +
    `<dd class="col-7 text-end fw-semibold text-break mb-1">${escapeHtml(ticket.ticketType)}</dd>` +
    `<dt class="col-5 text-muted fw-normal">${escapeHtml(shopText('paid'))}</dt>` +
    `<dd class="col-7 text-end fw-semibold mb-0">${escapeHtml(paid)}</dd></dl></div></article>`
  );
}

const REFUND_TEXT = {
  refunded: 'refundRefunded',
  released: 'refundReleased',
  'refund-due': 'refundDue',
  void: 'refundVoid',
  declined: 'refundDeclined',
} as const;

/** A cancelled event's notice, as the browser's RefundNotice: the tickets are void, and what became of the money. */
function refundNotice(purchase: TicketPurchaseView): string {
  if (!purchase.cancelled) return '';
  const refund = purchase.refund;
  const key = refund ? REFUND_TEXT[refund.status as keyof typeof REFUND_TEXT] : undefined;
  const amount = refund ? formatPence(refund.totalPence) : '';
  return (
    '<div class="alert alert-warning" role="status">' +
    `<p class="fw-semibold mb-1">${escapeHtml(shopText('refundCancelled'))}</p>` +
    `<p class="mb-0">${escapeHtml(shopText(key ?? 'refundPending', { amount }))}</p></div>`
  );
}

function purchaseMarkup(purchase: TicketPurchaseView, qrCodes: TicketQrCodes): string {
  const { event, tickets } = purchase;
  // A cancelled event's tickets are void: no code to show, nothing to add to a calendar or keep for the door.
  const voided = purchase.cancelled;
  const cards = tickets.map(
    (ticket, index) =>
      `<li class="col">${ticketCard(ticket, qrCodes[ticket.ticketId], index + 1, tickets.length, voided)}</li>`,
  );
  const calendar = voided
    ? ''
    : `<button type="button" class="btn btn-outline-primary">${escapeHtml(shopText('addToCalendar'))}</button>`;
  return (
    refundNotice(purchase) +
    `<p class="text-muted mb-1">${escapeHtml(shopText(tickets.length === 1 ? 'ticketsTitleOne' : 'ticketsTitleOther'))}</p>` +
    `<h1 class="h3 mb-1 text-break">${escapeHtml(event.title)}</h1>` +
    `<p class="mb-3">${escapeHtml(shopText('ticketsFor', { name: purchase.buyerName }))}</p>` +
    eventFacts(event) +
    '<div class="d-flex flex-wrap gap-2 mb-3">' +
    calendar +
    `<a href="/e/${encodeURIComponent(event.id)}" class="btn btn-link">${escapeHtml(shopText('backToEvent'))}</a></div>` +
    (voided ? '' : `<p class="text-muted">${escapeHtml(shopText('keep'))}</p>`) +
    `<ul class="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">${cards.join('')}</ul>`
  );
}

/**
 * The buyer's ticket page (/t/{purchaseId}?k=) for the shop template: never cached by anyone but the buyer's
 * browser, never indexed, no preview tags (a shared preview would show the buyer's name). A wrong key or an unknown
 * purchase is the same 404 page, so a guessed link learns nothing.
 */
export function renderPurchasePage(
  purchaseId: string,
  purchase: TicketPurchaseView | null,
  context: PageContext,
  qrCodes: TicketQrCodes = {},
): ShopPage {
  const data: ShopPageData = { kind: 'purchase', purchaseId, purchase };
  if (!purchase) {
    return {
      status: 404,
      cacheControl: PURCHASE_PAGE_CACHE,
      head: `<title>${escapeHtml(`${shopText('notFound')} | ${context.appName}`)}</title>\n${NOINDEX}`,
      body: shopLayout(context.appName, emptyState(shopText('notFound')), context.year),
      data,
    };
  }
  const title = `${shopText('ticketsPageTitle', { title: purchase.event.title })} | ${context.appName}`;
  return {
    status: 200,
    cacheControl: PURCHASE_PAGE_CACHE,
    head: `<title>${escapeHtml(title)}</title>\n${NOINDEX}`,
    body: shopLayout(context.appName, purchaseMarkup(purchase, qrCodes), context.year),
    data,
  };
}
