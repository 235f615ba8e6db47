import { MAX_SLOT_PRICE } from '../venues/venueAvailability';
import { parseDateKey, type CalendarDate } from './calendar';

// The createEvent callable's input. Everything from the client is checked here for type, size and range before
// a document is read; prices, slot times and names are deliberately absent: they come from stored documents.

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
export const MAX_IMAGES = 8;
export const MAX_PACKAGES = 10;
export const MAX_MANAGERS = 10;
export const MAX_SLOTS_PER_BOOKING = 10;
const MAX_SEATS = 100_000;
const MAX_PRICE = 100_000;
/** Every slot of every booking at the highest slot price, in pence: no real total is larger. */
const MAX_TOTAL_PENCE = (1 + MAX_MANAGERS) * MAX_SLOTS_PER_BOOKING * MAX_SLOT_PRICE * 100;

export interface BookingLocation {
  address: string;
  location: { latitude: number; longitude: number } | null;
  helpingAddress: Record<string, string>;
}

export interface BookingDetails {
  title: string;
  description: string;
  date: CalendarDate;
  dateKey: string;
  startTime: string;
  hours: number;
  minutes: number;
  location: BookingLocation;
  eventType: string;
  eventLevel: string;
  requiredSeats: number;
  featured: boolean;
  attachments: string[];
}

export interface BookingPackage {
  detail: string;
  price: number;
  ticketsAmmount: number;
}

export interface BookingRequest {
  requestId: string;
  details: BookingDetails;
  packages: BookingPackage[];
  venue: { venueId: string; slotIds: string[] } | null;
  manualVenue: { venueName: string; address: string; seats: number } | null;
  managers: { managerId: string; slots: { entryId: string; slotId: string }[] }[];
  payment: { method: 'card'; cardToken: string } | { method: 'cash' } | null;
  /** The total in pence the wizard showed: a booking whose slots now cost otherwise is refused, never charged. */
  expectedTotalPence: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function text(value: unknown, name: string, max: number, { optional = false } = {}): string {
  if (typeof value !== 'string') return optional && value === undefined ? '' : fail(`${name} is required.`);
  const trimmed = value.trim();
  if (!trimmed && !optional) fail(`${name} is required.`);
  if (trimmed.length > max) fail(`${name} must be at most ${max} characters.`);
  return trimmed;
}

function integer(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value as number;
}

/** A document id: no slashes, within Firestore's limits. */
function id(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) fail(`${name} is not valid.`);
  return value as string;
}

function list(value: unknown, name: string, min: number, max: number): unknown[] {
  if (!Array.isArray(value) || value.length < min || value.length > max)
    fail(`${name}: between ${min} and ${max} expected.`);
  return value as unknown[];
}

const TIME = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/;
// Stored pictures are this project's Storage download URLs (https, or the emulator's http on loopback) or the
// app's own static demo files.
const PICTURE_URL = /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|\/demo\/)[^\s"'<>]{1,2000}$/;

function location(value: unknown): BookingLocation {
  if (!isRecord(value)) return fail('Location is required.');
  const address = text(value.address, 'Location', 500);
  let point: BookingLocation['location'] = null;
  if (isRecord(value.location)) {
    const { latitude, longitude } = value.location;
    if (
      typeof latitude !== 'number' ||
      typeof longitude !== 'number' ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      fail('Location coordinates are not valid.');
    }
    point = { latitude: latitude as number, longitude: longitude as number };
  }
  const helpingAddress: Record<string, string> = {};
  if (isRecord(value.helpingAddress)) {
    for (const key of ['street', 'streetName', 'city', 'state', 'country', 'postalCode']) {
      const part = value.helpingAddress[key];
      if (typeof part === 'string' && part.trim()) helpingAddress[key] = part.trim().slice(0, 200);
    }
  }
  return { address, location: point, helpingAddress };
}

function details(value: unknown, today: string, latest: string): BookingDetails {
  if (!isRecord(value)) return fail('Event details are required.');
  const dateKey = typeof value.eventDate === 'string' ? value.eventDate : '';
  const date = parseDateKey(dateKey) ?? fail('Event date is not a valid date.');
  if (dateKey < today) fail('The event date cannot be in the past.');
  if (dateKey > latest) fail('The event date is too far ahead.');
  const startTime =
    typeof value.startTime === 'string' && TIME.test(value.startTime)
      ? value.startTime
      : fail('Start time is not valid.');
  const duration = isRecord(value.duration) ? value.duration : fail('Duration is required.');
  const hours = integer(duration.hours, 'Duration hours', 0, 23);
  const minutes = integer(duration.minutes, 'Duration minutes', 0, 45);
  if (minutes % 15 !== 0 || hours * 60 + minutes === 0)
    fail('Duration must be at least 15 minutes, in 15-minute steps.');
  const eventType = text(value.eventType, 'Event type', 50);
  if (!(EVENT_TYPES as readonly string[]).includes(eventType)) fail('Event type is not one of the options.');
  if (typeof value.featured !== 'boolean') fail('Featured must be true or false.');
  const attachments = list(value.attachments, 'Images', 1, MAX_IMAGES).map((url) =>
    typeof url === 'string' && PICTURE_URL.test(url) ? url : fail('Images must be uploaded pictures.'),
  );
  return {
    title: text(value.title, 'Title', 150),
    description: text(value.description, 'Description', 5000),
    date,
    dateKey,
    startTime,
    hours,
    minutes,
    location: location(value.location),
    eventType,
    eventLevel: text(value.eventLevel, 'Level', 100),
    requiredSeats: integer(value.requiredSeats, 'Required seats', 1, MAX_SEATS),
    featured: value.featured as boolean,
    attachments,
  };
}

/** Whole pence within floating point's error: 19.99 * 100 is 1998.9999999999998, and 19.99 is a price. */
function isWholePence(pounds: number): boolean {
  const pence = pounds * 100;
  return Math.abs(pence - Math.round(pence)) < 1e-6;
}

function packages(value: unknown, requiredSeats: number): BookingPackage[] {
  const parsed = list(value, 'Packages', 1, MAX_PACKAGES).map((item) => {
    if (!isRecord(item)) return fail('A package is not valid.');
    const { price } = item;
    if (
      typeof price !== 'number' ||
      !Number.isFinite(price) ||
      price < 0 ||
      price > MAX_PRICE ||
      !isWholePence(price)
    ) {
      fail('Package prices must be amounts in pounds and pence.');
    }
    return {
      detail: text(item.detail, 'Package detail', 200),
      price: price as number,
      ticketsAmmount: integer(item.ticketsAmmount, 'Tickets', 1, MAX_SEATS),
    };
  });
  const tickets = parsed.reduce((sum, item) => sum + item.ticketsAmmount, 0);
  if (tickets > requiredSeats) fail('The packages offer more tickets than the event has seats.');
  return parsed;
}

function uniqueIds(ids: string[], name: string): string[] {
  if (new Set(ids).size !== ids.length) fail(`${name} lists the same slot twice.`);
  return ids;
}

function venue(value: unknown): BookingRequest['venue'] {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return fail('Venue is not valid.');
  const slotIds = list(value.slotIds, 'Venue slots', 1, MAX_SLOTS_PER_BOOKING).map((slotId) =>
    id(slotId, 'Slot'),
  );
  return { venueId: id(value.venueId, 'Venue'), slotIds: uniqueIds(slotIds, 'The venue booking') };
}

function manualVenue(value: unknown): BookingRequest['manualVenue'] {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return fail('Your venue is not valid.');
  return {
    venueName: text(value.venueName, 'Venue name', 150),
    address: text(value.address, 'Venue address', 500),
    seats: integer(value.seats, 'Venue seats', 1, MAX_SEATS),
  };
}

function managers(value: unknown): BookingRequest['managers'] {
  const parsed = list(value ?? [], 'Event managers', 0, MAX_MANAGERS).map((item) => {
    if (!isRecord(item)) return fail('An event manager booking is not valid.');
    const slots = list(item.slots, 'Event manager slots', 1, MAX_SLOTS_PER_BOOKING).map((slot) => {
      if (!isRecord(slot)) return fail('A slot is not valid.');
      if (!parseDateKey(slot.entryId)) fail('A slot is not valid.');
      return { entryId: slot.entryId as string, slotId: id(slot.slotId, 'Slot') };
    });
    uniqueIds(
      slots.map((slot) => slot.slotId),
      'An event manager booking',
    );
    return { managerId: id(item.managerId, 'Event manager'), slots };
  });
  if (new Set(parsed.map((item) => item.managerId)).size !== parsed.length)
    fail('The same event manager is listed twice.');
  return parsed;
}

function payment(value: unknown): BookingRequest['payment'] {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return fail('Payment is not valid.');
  if (value.method === 'cash') return { method: 'cash' };
  if (value.method === 'card') return { method: 'card', cardToken: text(value.cardToken, 'Card', 255) };
  return fail('Payment method must be card or cash.');
}

/**
 * The request, checked, or the first problem as a message for the person. `today` is the platform's calendar day
 * ('YYYY-MM-DD', Europe/London) and `latest` the furthest event day accepted.
 */
export function parseBookingRequest(data: unknown, today: string, latest: string): Parsed<BookingRequest> {
  try {
    if (!isRecord(data)) return fail('The booking request is empty.');
    if (typeof data.requestId !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(data.requestId))
      fail('requestId is not valid.');
    const parsedDetails = details(data.details, today, latest);
    const value: BookingRequest = {
      requestId: data.requestId as string,
      details: parsedDetails,
      packages: packages(data.packages, parsedDetails.requiredSeats),
      venue: venue(data.venue),
      manualVenue: manualVenue(data.manualVenue),
      managers: managers(data.managers),
      payment: payment(data.payment),
      expectedTotalPence: integer(data.expectedTotalPence, 'The total you saw', 0, MAX_TOTAL_PENCE),
    };
    if (value.venue && value.manualVenue) fail('Book a venue or use your own, not both.');
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message };
    throw error;
  }
}
