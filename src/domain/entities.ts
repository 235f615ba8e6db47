// The spec's entities as plain data, shared by services, sagas and pages.

import type { RatingAggregate } from './rating';

export type Role = 'venueOwner' | 'eventManager' | 'eventOrganizer';

export type AccountStatus = 'pending' | 'active' | 'suspended';

export interface Config {
  isCashPaymentsAllowed: boolean;
  noFreeEvents: boolean;
  ordersPercantage: number;
  perTicketPercentage: number;
  platformFees: number;
  noOfFeaturedEventsAllowed: number;
  featuredEventsTaxPercentage: number;
}

export interface Experience {
  years: number;
  months: number;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface HelpingAddress {
  street?: string;
  streetName?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** Public directory part of an account: managers/{uid}. */
export interface ManagerProfile {
  id: string;
  email: string;
  name: string;
  number: string;
  img: string;
  role: Role;
  status: AccountStatus;
  isAppUser: boolean;
  bio?: string;
  category?: string;
  experience?: Experience;
  location?: GeoPoint | null;
  address?: string;
  helpingAddress?: HelpingAddress;
  prevAttachments?: string[];
  startingFrom?: number;
  createdAt?: number;
}

/**
 * What every active account may see of another (profiles/{uid}, a server-kept copy of managers/{uid} for active
 * accounts only): no e-mail, phone number, address or status.
 */
export type PublicProfile = Pick<ManagerProfile, 'id' | 'name' | 'img' | 'role'> &
  Required<Pick<ManagerProfile, 'category' | 'experience' | 'bio' | 'prevAttachments' | 'startingFrom'>> &
  RatingAggregate;

/** Owner-only part of an account: managers/{uid}/private/account, written by functions only. */
export interface PrivateAccount {
  config: Config;
  currentBalance: number;
  connectAccountId: string;
  notificationToken: string;
  /** Featured events created so far; each uses one of config.noOfFeaturedEventsAllowed (server-kept). */
  featuredEventsUsed: number;
}

/** The signed-in user as the spec's User: the public profile joined with the private account. */
export type User = ManagerProfile & PrivateAccount;

export interface Category {
  id: string;
  name: string;
}

export interface LocationValue {
  location: GeoPoint | null;
  address: string;
  helpingAddress: HelpingAddress;
}

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

/** tickets/{id}. eventOwnerId copies the event's createdBy so an owner's revenue can be aggregated. */
export interface Ticket {
  id: string;
  ticketId: string;
  userId: string;
  userName: string;
  purchaseDate: number;
  amountPaid: number;
  isPaid: boolean;
  /** The money went back to the buyer (the event was cancelled); such a ticket is also no longer paid. */
  refunded: boolean;
  isCheckedIn: boolean;
  paymentMethod: string;
  ticketType: string;
  eventId: string;
  eventOwnerId: string;
  feedbackNotes: string;
}

export type OrderStatus = 'completed' | 'active' | (string & {});

/** What an order keeps of its event, as it was when booked. */
export interface OrderEventDetails {
  title: string;
  description: string;
  eventLocation: string;
  address: string;
  date: number;
  startTime: string;
  requiredTime: string;
}

/** Who is on the other side of an order, with the contact details only the two parties can read. */
export interface OrderParty {
  id: string;
  name: string;
  email: string;
  number: string;
  img: string;
}

export type OrderPaymentMethod = 'card' | 'cash';

/**
 * orders/{id}: one booked slot of a venue or manager (createdTo) for an event of createdBy, written only by
 * functions. kind says which: a venue order carries `venue`, a manager order `eventManager`.
 */
export interface Order {
  id: string;
  event: string;
  kind: 'venue' | 'manager';
  /** The event day, epoch ms at UTC midnight. */
  bookingDate: number;
  slot: BookedSlot;
  eventDetails: OrderEventDetails;
  venue: { id: string; venueName: string; address: string; seats: number } | null;
  eventManager: { id: string; name: string; category: string; email: string; img: string } | null;
  createdAt: number;
  createdBy: string;
  createdTo: string;
  createdByData: OrderParty;
  createdToData: OrderParty;
  paymentMethod: OrderPaymentMethod;
  status: OrderStatus;
}
