import type { EventsPagePosition } from '@/domain/eventList';
import type { BookedSlot, EventManagerBooking, Order, PlatformEvent } from '@/domain/entities';

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
}

export interface EventDetailsState {
  /** 'deleted' once the event shown was deleted, so the page can leave it. */
  status: LoadStatus | 'deleted';
  /** The id the data belongs to, so a page never shows an event opened before. */
  id: string | null;
  event: PlatformEvent | null;
  orders: Order[];
  ordersFailed: boolean;
}

/** A result the screens announce once (a dialog), then clear with noticeShown. */
export type EventsNotice = { kind: 'deleted' } | { kind: 'error'; message: string };

export interface EventsState {
  list: EventListState;
  details: EventDetailsState;
  /** Events whose deletion is under way: their controls wait. */
  deletingIds: string[];
  notice: EventsNotice | null;
}
