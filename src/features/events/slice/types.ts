import type { EventsPagePosition } from '@/domain/eventList';
import type { BookedSlot, EventManagerBooking, Order, PlatformEvent } from '@/domain/entities';
import type { Refusal } from '@/lib/firebase/errors';

export type { BookedSlot, EventManagerBooking, EventsPagePosition, Order, PlatformEvent };

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

/**
 * A result the screens announce once (a dialog or a toast), for the cancellation and the tickets as well: figures and
 * refusals only, worded by the view (components/alerts.ts), so a change of language re-words one shown.
 */
export type EventsNotice =
  | { kind: 'deleted' }
  | { kind: 'cancelled' }
  | { kind: 'error'; failure: Refusal }
  | { kind: 'feedbackSent' }
  | { kind: 'feedbackFailed' }
  | { kind: 'refunded'; tickets: number; refundedPence: number };

/** My Events, an event's details and deleting events; the feature's notices. */
export interface EventsState {
  list: EventListState;
  details: EventDetailsState;
  /** Events whose deletion is under way: their controls wait. */
  deletingIds: string[];
  notice: EventsNotice | null;
}
