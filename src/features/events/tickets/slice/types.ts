import type { Ticket } from '@/domain/entities';
import type { TicketsQuery, TicketStats } from '@/domain/tickets';
import type { TicketsCsvLabels } from '@/domain/ticketsCsv';
import type { WaitlistEntry } from '@/domain/waitlist';
import type { Refusal } from '@/lib/firebase/errors';
import type { LoadStatus } from '@/features/events/slice/types';

export type { Ticket, TicketsCsvLabels, TicketsQuery, TicketStats, WaitlistEntry };

/** Which page of the tickets table to read: the first, the one after or before the page shown, or that page again. */
export type TicketsPageMove = 'first' | 'next' | 'previous' | 'reload';

export interface LoadTicketsRequest {
  eventId: string;
  /** Changes to the search, toggle or sort; any change starts again at the first page. */
  query?: Partial<TicketsQuery>;
  move?: TicketsPageMove;
}

export interface TicketsTableState {
  eventId: string | null;
  status: LoadStatus;
  query: TicketsQuery;
  items: Ticket[];
  /** The cursor each page read so far starts from; page 0 starts at the beginning (null). */
  pageCursors: (string | null)[];
  /** Index into pageCursors of the page shown. */
  page: number;
  /** Where the page after this one starts; null on the last page. */
  next: string | null;
}

export interface TicketsLoaded {
  eventId: string;
  items: Ticket[];
  next: string | null;
}

/** The Add Feedback Note modal: open for ticketId (null: closed); it closes itself once the note is saved. */
export interface FeedbackNoteState {
  ticketId: string | null;
  status: 'idle' | 'saving' | 'failed';
}

export interface TicketStatsState {
  eventId: string | null;
  /** 'live' once the first figures arrived; 'failed' when the reader may not see them or the listener broke. */
  status: 'idle' | 'loading' | 'live' | 'failed';
  stats: TicketStats | null;
}

export interface ExportTicketsRequest {
  eventId: string;
  title: string;
  labels: TicketsCsvLabels;
}

export interface WaitlistState {
  eventId: string | null;
  /** 'live' once the first entries arrived; 'failed' when the listener broke. */
  status: 'idle' | 'loading' | 'live' | 'failed';
  /** In the order people joined. */
  entries: WaitlistEntry[];
}

/** A ticket of the purchase to refund, as its row shows it: the refund takes back the whole purchase. */
export interface RefundRequest {
  eventId: string;
  ticketId: string;
  purchaseId: string;
}

/** What refunding the purchase gives back: its tickets not refunded yet, and their price. */
export interface RefundPreview {
  tickets: number;
  amountPence: number;
}

/** The refund's confirmation: read ('previewing'), asked ('previewed'), then sent ('refunding'). */
export interface TicketRefundState {
  ticketId: string | null;
  status: 'idle' | 'previewing' | 'previewed' | 'refunding';
  preview: RefundPreview | null;
}

export interface PurchaseRefunded {
  ticketId: string;
  purchaseId: string;
  tickets: number;
  refundedPence: number;
}

/** The event's tickets as its owner reads and handles them on the details page, and the line for more. */
export interface TicketsState {
  table: TicketsTableState;
  feedback: FeedbackNoteState;
  /** Live sold / checked-in figures of the event on the details page (occupancy, profit). */
  stats: TicketStatsState;
  /** The id of the event whose tickets are being exported, if any. */
  exportingEventId: string | null;
  /** Refunding one purchase from the tickets table. */
  refund: TicketRefundState;
  /** The line of the event on the details page, live, as its owner reads it. */
  waitlist: WaitlistState;
}

/** Every failure is kept as the refusal it was, for the view to word (or to ignore, where a status says enough). */
export interface TicketsFailed {
  eventId: string;
  failure: Refusal;
}
