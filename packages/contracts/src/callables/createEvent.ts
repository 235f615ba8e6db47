import * as z from 'zod/mini';
import { isWholePence } from '../money';
import { QUARTER_HOUR_TIME } from '../documents/availability';
import { MAX_SLOT_PRICE } from '../slotLimits';
import { callable } from './define';
import { dateKey, documentId, plainText, requiredText, wholeNumber } from './fields';

// What an event may hold, as the Add Event wizard offers it and createEvent accepts it. The app's forms and the
// function read these same figures, so a form never allows what the function refuses.

/** The spec's event type options, stored on the event as the label. */
export const EVENT_TYPES = [
  'Social Dance',
  'Salsa',
  'Bachata',
  'Yoga',
  'Hot Yoga',
  'Dance Fest',
  'SBK',
  'Kizomba',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** The spec's numbered options (Social Dance=1 ... Kizomba=8), as configurations/eventTypes lists them. */
export const EVENT_TYPE_OPTIONS: readonly { label: EventType; value: number }[] = EVENT_TYPES.map(
  (label, index) => ({
    label,
    value: index + 1,
  }),
);

export const MAX_EVENT_IMAGES = 8;
export const MAX_PACKAGES = 10;
/** Event managers one booking may book. */
export const MAX_MANAGERS = 10;
/** Slots of one venue or one manager that one booking may book. */
export const MAX_SLOTS_PER_BOOKING = 10;
export const MAX_SEATS = 100_000;
/** The dearest ticket createEvent and the rules accept, in pounds. */
export const MAX_TICKET_PRICE = 100_000;
/** How far ahead an event's day may be, in days (about two years): far enough for any season, near enough to bound the bookings maps. */
export const MAX_EVENT_DAYS_AHEAD = 731;

// The Add Event wizard's submit. Prices, slot times and the names of venues and managers are deliberately absent:
// the function reads them from the stored documents. What depends on the server's clock or on stored documents (the
// day not in the past nor too far ahead, prices, who may book what) is the function's to check.

/** Every slot of every booking at the highest slot price, in pence: no real total is larger. */
export const MAX_TOTAL_PENCE = (1 + MAX_MANAGERS) * MAX_SLOTS_PER_BOOKING * MAX_SLOT_PRICE * 100;

/**
 * The shape of a stored picture: a Storage download URL (https, or the emulator's http on loopback) or one of the app's
 * demo files. Whose bucket and folder it is the function checks (functions/src/shared/pictureUrls.ts), since that
 * depends on the project and the caller.
 */
const PICTURE_URL =
  /^(https:\/\/firebasestorage\.googleapis\.com|http:\/\/(127\.0\.0\.1|localhost):\d+)\/v0\/b\/[^\s"'<>]{1,2000}$|^\/demo\/[a-z0-9-]+\.(svg|png|jpe?g)$/;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const list = <T extends z.ZodMiniType>(item: T, min: number, max: number) => {
  const error = `between ${min} and ${max} expected`;
  return z.array(item, { error }).check(z.minLength(min, { error }), z.maxLength(max, { error }));
};
const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

const addressPart = z.optional(
  z.string().check(z.trim(), z.maxLength(200, { error: 'must be at most 200 characters' })),
);

const coordinate = (limit: number) =>
  z
    .number({ error: 'is not a valid coordinate' })
    .check(
      z.minimum(-limit, { error: 'is not a valid coordinate' }),
      z.maximum(limit, { error: 'is not a valid coordinate' }),
    );

const details = z.object(
  {
    title: plainText(150),
    description: requiredText(5000),
    /** 'YYYY-MM-DD', the event's day in London. */
    eventDate: dateKey(),
    startTime: z
      .string({ error: "must be a time like '7:00 PM'" })
      .check(z.regex(QUARTER_HOUR_TIME, { error: "must be a time like '7:00 PM', on the quarter hour" })),
    duration: z
      .object({ hours: wholeNumber(0, 23), minutes: wholeNumber(0, 45) }, { error: 'is required' })
      .check(
        z.refine(({ hours, minutes }) => minutes % 15 === 0 && hours * 60 + minutes > 0, {
          error: 'must be at least 15 minutes, in 15-minute steps',
        }),
      ),
    location: z.object(
      {
        address: requiredText(500),
        location: z.nullable(
          z.object({ latitude: coordinate(90), longitude: coordinate(180) }, { error: 'is not a point' }),
        ),
        helpingAddress: z.object({
          street: addressPart,
          streetName: addressPart,
          city: addressPart,
          state: addressPart,
          country: addressPart,
          postalCode: addressPart,
        }),
      },
      { error: 'is required' },
    ),
    eventType: z.enum(EVENT_TYPES, { error: 'is not one of the options' }),
    eventLevel: requiredText(100),
    requiredSeats: wholeNumber(1, MAX_SEATS),
    featured: z.boolean({ error: 'must be true or false' }),
    /** Download URLs of pictures already uploaded to Storage. */
    attachments: list(
      z
        .string({ error: 'must be uploaded pictures' })
        .check(z.regex(PICTURE_URL, { error: 'must be uploaded pictures' })),
      1,
      MAX_EVENT_IMAGES,
    ),
  },
  { error: 'are required' },
);

const pricePounds = 'must be an amount in pounds and pence';
const ticketPackage = z.object(
  {
    detail: plainText(200),
    /** Pounds. */
    price: z
      .number({ error: pricePounds })
      .check(
        z.minimum(0, { error: pricePounds }),
        z.maximum(MAX_TICKET_PRICE, { error: pricePounds }),
        z.refine(isWholePence, { error: pricePounds }),
      ),
    ticketsAmmount: wholeNumber(1, MAX_SEATS),
  },
  { error: 'is not a package' },
);

const slotId = documentId();

const venueChoice = z.object(
  {
    venueId: documentId(),
    slotIds: list(slotId, 1, MAX_SLOTS_PER_BOOKING).check(
      z.refine(distinct, { error: 'lists the same slot twice' }),
    ),
  },
  { error: 'is not valid' },
);

const manualVenue = z.object(
  { venueName: plainText(150), address: requiredText(500), seats: wholeNumber(1, MAX_SEATS) },
  { error: 'is not valid' },
);

/** One manager and the slots to book: entryId is the availability entry ('YYYY-MM-DD') that holds each. */
const managerChoice = z.object(
  {
    managerId: documentId(),
    slots: list(
      z.object({ entryId: dateKey(), slotId }, { error: 'is not a slot' }),
      1,
      MAX_SLOTS_PER_BOOKING,
    ).check(
      z.refine((slots) => distinct(slots.map((slot) => slot.slotId)), { error: 'lists the same slot twice' }),
    ),
  },
  { error: 'is not valid' },
);

const payment = z.discriminatedUnion(
  'method',
  [
    /** A token from the payment provider's browser library (Stripe Elements) or the simulated card form. */
    z.object({ method: z.literal('card'), cardToken: requiredText(255) }),
    /** Only when the account's config has isCashPaymentsAllowed. */
    z.object({ method: z.literal('cash') }),
  ],
  { error: 'must be card or cash' },
);

export const createEvent = callable(
  'createEvent',
  z
    .object(
      {
        /** Client-made: the same id twice books and charges once. */
        requestId: z.string({ error: 'is not valid' }).check(z.regex(REQUEST_ID, { error: 'is not valid' })),
        details,
        packages: list(ticketPackage, 1, MAX_PACKAGES),
        /** A venue to book (eventManager, organizer) or null. */
        venue: z.nullable(venueChoice),
        /** A venue of one's own instead of a booked one; makes the event manual. */
        manualVenue: z.nullable(manualVenue),
        /** Managers to book (venueOwner, organizer); empty for none. */
        managers: list(managerChoice, 0, MAX_MANAGERS).check(
          z.refine((managers) => distinct(managers.map((manager) => manager.managerId)), {
            error: 'list the same event manager twice',
          }),
        ),
        /** Null when nothing is booked (no total to pay). */
        payment: z.nullable(payment),
        /** The total in pence the Payment step showed: if the slots now cost otherwise, nothing is booked or charged. */
        expectedTotalPence: wholeNumber(0, MAX_TOTAL_PENCE),
      },
      { error: 'The booking request is empty.' },
    )
    .check(
      z.refine(
        (request) =>
          request.packages.reduce((sum, item) => sum + item.ticketsAmmount, 0) <=
          request.details.requiredSeats,
        { error: 'The packages offer more tickets than the event has seats.' },
      ),
      z.refine((request) => !(request.venue && request.manualVenue), {
        error: 'Book a venue or use your own, not both.',
      }),
    ),
  z.object({
    eventId: z.string(),
    orderIds: z.array(z.string()),
    status: z.enum(['active', 'inProgress']),
    /** Pounds charged (or due in cash) for the booked slots. */
    total: z.number(),
  }),
);
