import { londonDateTime } from '@gigvenue/contracts';
import type { Ticket } from './entities';
import { ticketPaymentStatus } from './tickets';
import { fromPence, toPence } from './money';

// The CSV export of an event's tickets: one row per ticket, RFC 4180 quoting, CRLF line ends.

export interface TicketsCsvLabels {
  ticketId: string;
  buyer: string;
  date: string;
  amount: string;
  paymentStatus: string;
  paymentMethod: string;
  package: string;
  checkedIn: string;
  feedback: string;
  paid: string;
  pending: string;
  refunded: string;
  disputed: string;
  yes: string;
  no: string;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a buyer named
// '=HYPERLINK(...)' must arrive as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text that could start a formula is prefixed with an apostrophe; commas, quotes and line breaks quote it. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** '2030-07-01 19:05': the purchase time in London, the platform's time zone, in a form spreadsheets sort. */
export function csvDateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return londonDateTime(ms);
}

/** The whole file: a header row, then each ticket with its full id and the amount in pounds with two decimals. */
export function ticketsCsv(tickets: readonly Ticket[], labels: TicketsCsvLabels): string {
  const header = [
    labels.ticketId,
    labels.buyer,
    labels.date,
    labels.amount,
    labels.paymentStatus,
    labels.paymentMethod,
    labels.package,
    labels.checkedIn,
    labels.feedback,
  ];
  const rows = tickets.map((ticket) => [
    ticket.ticketId,
    ticket.userName,
    csvDateTime(ticket.purchaseDate),
    fromPence(toPence(ticket.amountPaid)).toFixed(2),
    labels[ticketPaymentStatus(ticket)],
    ticket.paymentMethod,
    ticket.ticketType,
    ticket.isCheckedIn ? labels.yes : labels.no,
    ticket.feedbackNotes,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'tickets-salsa-social-tonight.csv'; the event id stands in for a title with no letters or digits. */
export function ticketsCsvFileName(title: string, eventId: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `tickets-${slug || eventId}.csv`;
}
