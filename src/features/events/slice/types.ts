import type { EventsPagePosition } from '@/domain/eventList';
import type { BookedSlot, EventManagerBooking, Order, PlatformEvent, Ticket } from '@/domain/entities';
import type { TicketsQuery, TicketStats } from '@/domain/tickets';
import type { TicketsCsvLabels } from '@/domain/ticketsCsv';
import type { CancellationPreview, RefundJob } from '@/domain/cancellation';
import type { WaitlistEntry } from '@/domain/waitlist';

export type {
  BookedSlot,
  EventManagerBooking,
  EventsPagePosition,
  Order,
  PlatformEvent,
  Ticket,
  TicketsQuery,
  TicketStats,
};
export type { TicketsCsvLabels };
export type { CancellationPreview, RefundJob };
export type { WaitlistEntry };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface EventListState {
  status: LoadStatus;
  /** Upcoming events soonest first, then past ones latest first. */
  items: PlatformEvent[];
  /** Where "Load more" starts; null once upcoming and past events are all read. */
  next: EventsPagePosition | null;
  /** The UTC midnight the list was read against, so later pages split upcoming from past the same way. */
  today: number;
}

/** A page of My Events; `append` is false for a first page, which replaces the list. */
export interface EventsPageLoaded {
  items: PlatformEvent[];
  next: EventsPagePosition | null;
  today: number;
  append: boolean;
}

export interface EventDetailsLoaded {
  id: string;
  event: PlatformEvent | null;
  /** The event's orders as its owner reads them (the booked managers' e-mails and invoices); empty for others. */
  orders: Order[];
  /** The orders could not be read: the page still shows the event, and says so where the e-mails would be. */
  ordersFailed: boolean;
  /** The reader is booked for the event (a booked manager, or the owner of the booked venue): door staff. */
  booked: boolean;
}

export interface EventDetailsState {
  /** 'deleted' once the event shown was deleted, so the page can leave it. */
  status: LoadStatus | 'deleted';
  /** The id the data belongs to, so a page never shows an event opened before. */
  id: string | null;
  event: PlatformEvent | null;
  orders: Order[];
  ordersFailed: boolean;
  booked: boolean;
}

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

/** A result the screens announce once (a dialog), then clear with noticeShown. */
export type EventsNotice =
  | { kind: 'deleted' }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string }
  | { kind: 'feedbackSent' }
  | { kind: 'feedbackFailed' }
  | { kind: 'refunded'; tickets: number; refundedPence: number };

export interface EventsState {
  list: EventListState;
  details: EventDetailsState;
  /** Events whose deletion is under way: their controls wait. */
  deletingIds: string[];
  notice: EventsNotice | null;
  /** The event owner's tickets table on the details page. */
  tickets: TicketsTableState;
  feedback: FeedbackNoteState;
  /** Live sold / checked-in figures of the event on the details page. */
  ticketStats: TicketStatsState;
  /** The id of the event whose tickets are being exported, if any. */
  exportingEventId: string | null;
  cancellation: CancellationState;
  /** The line of the event on the details page, live, as its owner reads it. */
  waitlist: WaitlistState;
  /** Refunding one purchase from the tickets table. */
  refund: TicketRefundState;
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

/**
 * Cancelling one event: the server's dry run shown in the confirmation ('previewed'), the cancellation itself, then
 * the refund job's progress, read again while it runs.
 */
export interface CancellationState {
  eventId: string | null;
  status: 'idle' | 'previewing' | 'previewed' | 'cancelling' | 'cancelled' | 'failed';
  preview: CancellationPreview | null;
  job: RefundJob | null;
  retrying: boolean;
}
