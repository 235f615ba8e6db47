import * as z from 'zod/mini';
import {
  storedBookedSlot,
  storedCalendarDate,
  storedFlag,
  storedGeoPoint,
  storedList,
  storedMap,
  storedMapOrNull,
  storedNumber,
  storedReference,
  storedText,
  storedTextOr,
  storedTexts,
} from './lenient';

/** A ticket package of an event: what it includes, its price in pounds and how many tickets it holds. */
export const storedTicketPackage = storedMap({
  detail: storedText,
  price: storedNumber,
  ticketsAmmount: storedNumber,
});

/**
 * The venue an event takes place in: a booked venue (with its id and booked slots) or the organiser's own (manual, no
 * id). Anything but a map reads null; an id that is not a non-empty string is left out.
 */
export const storedEventVenue = z.pipe(
  storedMapOrNull({
    id: z.catch(z.optional(z.string()), undefined),
    venueName: storedText,
    address: storedText,
    description: storedText,
    location: storedGeoPoint,
    seats: storedNumber,
    attachments: storedTexts,
    bookedSlots: storedList(storedBookedSlot),
  }),
  z.transform((venue) => {
    if (!venue) return null;
    const { id, ...rest } = venue;
    return id ? { id, ...rest } : rest;
  }),
);

/** A booked event manager as the event shows them (no e-mail or phone: those are on the orders). */
export const storedEventManager = storedMap({
  id: storedText,
  name: storedText,
  category: storedText,
  img: storedText,
  bookedSlots: storedList(storedBookedSlot),
});

/**
 * events/{id} as stored (Timestamps already read as epoch ms), without its id: written by the createEvent and booking
 * functions, read by the app. `isPaymentClear`, an older spelling, still counts as `isPaymentCleared`.
 */
export const storedEvent = z.pipe(
  storedMap({
    title: storedText,
    description: storedText,
    eventDate: storedCalendarDate,
    date: storedNumber,
    startTime: storedText,
    requiredTime: storedText,
    eventLocation: storedText,
    address: storedText,
    location: storedGeoPoint,
    eventType: storedText,
    eventLevel: storedText,
    requiredSeats: storedNumber,
    status: storedTextOr('inProgress'),
    featured: storedFlag,
    isFeaturedTaxApply: storedFlag,
    attachments: storedTexts,
    packages: storedList(storedTicketPackage),
    venue: storedEventVenue,
    selectedVenue: storedReference,
    eventManagers: storedList(storedEventManager),
    managersId: storedTexts,
    isManual: storedFlag,
    isPaymentCleared: storedFlag,
    isPaymentClear: storedFlag,
    orderCount: storedNumber,
    createdBy: storedText,
    createdAt: storedNumber,
  }),
  z.transform(({ isPaymentClear, ...event }) => ({
    ...event,
    isPaymentCleared: event.isPaymentCleared || isPaymentClear,
  })),
);

export type StoredEvent = z.output<typeof storedEvent>;
