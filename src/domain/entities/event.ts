// An event (events/{id}) with its ticket packages and the venue and managers it booked.

import type { GeoPoint } from './location';

export type EventStatus = 'inProgress' | 'active' | 'completed' | (string & {});

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface TicketPackage {
  detail: string;
  price: number;
  ticketsAmmount: number;
}

export interface BookedSlot {
  id: string;
  startTime: string;
  endTime: string;
  price: number;
}

/** The venue an event takes place in: a booked venue (with its booked slots) or the organiser's own (manual). */
export interface EventVenue {
  /** The booked venue's id; absent for a manual venue. */
  id?: string;
  venueName: string;
  address: string;
  description: string;
  location: GeoPoint | null;
  seats: number;
  attachments: string[];
  /** The venue's slots booked for the event day; empty for a manual venue. */
  bookedSlots: BookedSlot[];
}

/** A booked event manager as the event shows them (no e-mail or phone: those are on the orders). */
export interface EventManagerBooking {
  id: string;
  name: string;
  category: string;
  img: string;
  bookedSlots: BookedSlot[];
}

/**
 * events/{id}, created only by the createEvent function. `date` is the event day as epoch ms (UTC midnight)
 * so it can be range-queried; eventDate is the same day as the spec's {year, month, day}.
 */
export interface PlatformEvent {
  id: string;
  title: string;
  description: string;
  eventDate: CalendarDate;
  date: number;
  /** 'h:mm AM' / 'h:mm PM'. */
  startTime: string;
  /** 'H hr M min'. */
  requiredTime: string;
  eventLocation: string;
  address: string;
  location: GeoPoint | null;
  /** One of the spec's eight event type labels. */
  eventType: string;
  eventLevel: string;
  requiredSeats: number;
  status: EventStatus;
  featured: boolean;
  isFeaturedTaxApply: boolean;
  attachments: string[];
  packages: TicketPackage[];
  /** The booked or manual venue; null when the event has none. */
  venue: EventVenue | null;
  /** The booked venue's id, or null. */
  selectedVenue: string | null;
  eventManagers: EventManagerBooking[];
  managersId: string[];
  isManual: boolean;
  isPaymentCleared: boolean;
  /** How many orders the event holds; while above 0 its date and start time stay as booked. */
  orderCount: number;
  createdBy: string;
  createdAt: number;
}

/** The content fields an owner may change after creation (Edit Event); everything else is server-kept. */
export type EventContentChanges = Partial<
  Pick<
    PlatformEvent,
    | 'title'
    | 'description'
    | 'eventDate'
    | 'date'
    | 'startTime'
    | 'requiredTime'
    | 'eventLocation'
    | 'address'
    | 'location'
    | 'eventType'
    | 'eventLevel'
    | 'requiredSeats'
    | 'attachments'
    | 'packages'
  >
>;
