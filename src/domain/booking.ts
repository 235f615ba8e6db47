import {
  EVENT_TYPES,
  MAX_EVENT_DAYS_AHEAD,
  MAX_EVENT_IMAGES,
  MAX_PACKAGES,
  MAX_TICKET_PRICE,
  type createEvent,
  type EventType,
  type RequestOf,
  type ResponseOf,
} from '@gigvenue/contracts';

// What the Add Event wizard sends to the createEvent function: the contract's request
// (packages/contracts/src/callables/createEvent.ts). The function trusts none of it beyond the choices: slot
// prices, times, venue and manager names come from the stored documents, never from here.

/** EVENT_TYPES: the spec's event type options, in its order, stored on the event as the label. */
export { EVENT_TYPES, MAX_EVENT_DAYS_AHEAD, MAX_EVENT_IMAGES, MAX_PACKAGES, MAX_TICKET_PRICE };

export type EventTypeLabel = EventType;

export type CreateEventRequest = RequestOf<typeof createEvent>;
export type EventDetailsInput = CreateEventRequest['details'];
export type PackageInput = CreateEventRequest['packages'][number];
/** One venue and the ids of its slots to book on the event day. */
export type VenueChoice = NonNullable<CreateEventRequest['venue']>;
/** The organiser's own venue: the event is manual (active at once, nothing booked for it). */
export type ManualVenueInput = NonNullable<CreateEventRequest['manualVenue']>;
/** One manager and the slots to book: entryId is the availability entry ('YYYY-MM-DD') that holds each. */
export type ManagerChoice = CreateEventRequest['managers'][number];
export type PaymentInput = NonNullable<CreateEventRequest['payment']>;
export type CreateEventResult = ResponseOf<typeof createEvent>;

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
