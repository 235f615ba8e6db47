import type { GeoPoint, HelpingAddress } from './entities';

// What the Add Event wizard sends to the createEvent function. The function trusts none of it beyond the
// choices: slot prices, times, venue and manager names come from the stored documents, never from here.

/** The spec's event type options: stored on the event as the label. */
export const EVENT_TYPES = [
  { label: 'Social Dance', value: 1 },
  { label: 'Salsa', value: 2 },
  { label: 'Bachata', value: 3 },
  { label: 'Yoga', value: 4 },
  { label: 'Hot Yoga', value: 5 },
  { label: 'Dance Fest', value: 6 },
  { label: 'SBK', value: 7 },
  { label: 'Kizomba', value: 8 },
] as const;

export type EventTypeLabel = (typeof EVENT_TYPES)[number]['label'];

export const MAX_EVENT_IMAGES = 8;
export const MAX_PACKAGES = 10;
/** The dearest ticket createEvent and the rules accept, in pounds. */
export const MAX_TICKET_PRICE = 100_000;
/** How far ahead an event's day may be, in days, as createEvent and the rules allow (about two years). */
export const MAX_EVENT_DAYS_AHEAD = 731;

export interface EventDetailsInput {
  title: string;
  description: string;
  /** 'YYYY-MM-DD', the event day (not in the past). */
  eventDate: string;
  /** 'h:mm AM' on the 15-minute grid. */
  startTime: string;
  duration: { hours: number; minutes: number };
  location: { address: string; location: GeoPoint | null; helpingAddress: HelpingAddress };
  eventType: EventTypeLabel;
  eventLevel: string;
  requiredSeats: number;
  featured: boolean;
  /** Download URLs of images already uploaded to Storage (1 to 8). */
  attachments: string[];
}

export interface PackageInput {
  detail: string;
  /** Pounds. */
  price: number;
  ticketsAmmount: number;
}

/** One venue and the ids of its slots to book on the event day. */
export interface VenueChoice {
  venueId: string;
  slotIds: string[];
}

/** The organiser's own venue: the event is manual (active at once, nothing booked for it). */
export interface ManualVenueInput {
  venueName: string;
  address: string;
  seats: number;
}

/** One manager and the slots to book: entryId is the availability entry ('YYYY-MM-DD') that holds each. */
export interface ManagerChoice {
  managerId: string;
  slots: { entryId: string; slotId: string }[];
}

export type PaymentInput =
  /** A token from the payment provider's browser library (Stripe Elements) or the simulated card form. */
  | { method: 'card'; cardToken: string }
  /** Only when the account's config has isCashPaymentsAllowed. */
  | { method: 'cash' };

export interface CreateEventRequest {
  /** Client-made, 8 to 64 of [A-Za-z0-9_-]: the same id twice books and charges once. */
  requestId: string;
  details: EventDetailsInput;
  packages: PackageInput[];
  /** A venue to book (eventManager, organizer) or null. */
  venue: VenueChoice | null;
  /** A venue of one's own instead of a booked one; makes the event manual. */
  manualVenue: ManualVenueInput | null;
  /** Managers to book (venueOwner, organizer); empty for none. */
  managers: ManagerChoice[];
  /** Null when nothing is booked (no total to pay). */
  payment: PaymentInput | null;
  /** The total in pence the Payment step showed: if the slots now cost otherwise, nothing is booked or charged. */
  expectedTotalPence: number;
}

export interface CreateEventResult {
  eventId: string;
  orderIds: string[];
  status: 'active' | 'inProgress';
  /** Pounds charged (or due in cash) for the booked slots. */
  total: number;
}

/** Which bookings a role may make in the wizard (spec section 2: 4 steps for manager and owner, 5 for organizer). */
export function bookingSteps(role: string | null | undefined): { venue: boolean; managers: boolean } {
  if (role === 'eventManager') return { venue: true, managers: false };
  if (role === 'venueOwner') return { venue: false, managers: true };
  return { venue: true, managers: true };
}

/**
 * The new total in pence when createEvent refused because a slot's price changed since the wizard read it (the
 * refusal's details), else null.
 */
export function changedTotalPence(error: unknown): number | null {
  const details = error && typeof error === 'object' ? (error as { details?: unknown }).details : undefined;
  if (!details || typeof details !== 'object') return null;
  const { reason, totalPence } = details as { reason?: unknown; totalPence?: unknown };
  return reason === 'bookingPriceChanged' && typeof totalPence === 'number' ? totalPence : null;
}

/** A fresh idempotency key for one submit; a retry of the same submit must reuse it. */
export function newRequestId(random: () => number = Math.random, now: number = Date.now()): string {
  const part = () => Math.floor(random() * 0x100000000).toString(36);
  return `req-${now.toString(36)}-${part()}${part()}`;
}
