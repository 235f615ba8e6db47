import type {
  BookedSlot,
  CalendarDate,
  EventManagerBooking,
  EventVenue,
  GeoPoint,
  Order,
  OrderParty,
  PlatformEvent,
  TicketPackage,
} from '@/domain/entities';

// Events and orders are written by functions, but older or seeded documents may lack newer fields: every field is
// read defensively, so a screen never meets undefined.

const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function dateOf(value: unknown): CalendarDate {
  const date = record(value);
  return { year: num(date.year), month: num(date.month), day: num(date.day) };
}

function geoOf(value: unknown): GeoPoint | null {
  const point = record(value);
  return typeof point.latitude === 'number' && typeof point.longitude === 'number'
    ? { latitude: point.latitude, longitude: point.longitude }
    : null;
}

function slotOf(value: unknown): BookedSlot {
  const slot = record(value);
  return {
    id: str(slot.id),
    startTime: str(slot.startTime),
    endTime: str(slot.endTime),
    price: num(slot.price),
  };
}

const slotsOf = (value: unknown): BookedSlot[] => (Array.isArray(value) ? value.map(slotOf) : []);

function packageOf(value: unknown): TicketPackage {
  const item = record(value);
  return { detail: str(item.detail), price: num(item.price), ticketsAmmount: num(item.ticketsAmmount) };
}

function venueOf(value: unknown): EventVenue | null {
  if (!value || typeof value !== 'object') return null;
  const venue = record(value);
  return {
    ...(typeof venue.id === 'string' && venue.id ? { id: venue.id } : {}),
    venueName: str(venue.venueName),
    address: str(venue.address),
    description: str(venue.description),
    location: geoOf(venue.location),
    seats: num(venue.seats),
    attachments: strings(venue.attachments),
    bookedSlots: slotsOf(venue.bookedSlots),
  };
}

function managerOf(value: unknown): EventManagerBooking {
  const manager = record(value);
  return {
    id: str(manager.id),
    name: str(manager.name),
    category: str(manager.category),
    img: str(manager.img),
    bookedSlots: slotsOf(manager.bookedSlots),
  };
}

/** A stored event (Timestamps already converted to epoch ms) as the spec's Event. */
export function eventOf(id: string, data: Record<string, unknown>): PlatformEvent {
  return {
    id,
    title: str(data.title),
    description: str(data.description),
    eventDate: dateOf(data.eventDate),
    date: num(data.date),
    startTime: str(data.startTime),
    requiredTime: str(data.requiredTime),
    eventLocation: str(data.eventLocation),
    address: str(data.address),
    location: geoOf(data.location),
    eventType: str(data.eventType),
    eventLevel: str(data.eventLevel),
    requiredSeats: num(data.requiredSeats),
    status: str(data.status) || 'inProgress',
    featured: data.featured === true,
    isFeaturedTaxApply: data.isFeaturedTaxApply === true,
    attachments: strings(data.attachments),
    packages: Array.isArray(data.packages) ? data.packages.map(packageOf) : [],
    venue: venueOf(data.venue),
    selectedVenue: typeof data.selectedVenue === 'string' && data.selectedVenue ? data.selectedVenue : null,
    eventManagers: Array.isArray(data.eventManagers) ? data.eventManagers.map(managerOf) : [],
    managersId: strings(data.managersId),
    isManual: data.isManual === true,
    isPaymentCleared: data.isPaymentCleared === true || data.isPaymentClear === true,
    orderCount: num(data.orderCount),
    createdBy: str(data.createdBy),
    createdAt: num(data.createdAt),
  };
}

function partyOf(value: unknown): OrderParty {
  const party = record(value);
  return {
    id: str(party.id),
    name: str(party.name),
    email: str(party.email),
    number: str(party.number),
    img: str(party.img),
  };
}

/** A stored order (Timestamps already converted) as plain data. */
export function orderOf(id: string, data: Record<string, unknown>): Order {
  const details = record(data.eventDetails);
  const venue = data.venue && typeof data.venue === 'object' ? record(data.venue) : null;
  const manager =
    data.eventManager && typeof data.eventManager === 'object' ? record(data.eventManager) : null;
  return {
    id,
    event: str(data.event),
    kind: data.kind === 'venue' || (!data.kind && venue) ? 'venue' : 'manager',
    bookingDate: num(data.bookingDate),
    slot: slotOf(data.slot),
    eventDetails: {
      title: str(details.title),
      description: str(details.description),
      eventLocation: str(details.eventLocation),
      address: str(details.address),
      date: num(details.date),
      startTime: str(details.startTime),
      requiredTime: str(details.requiredTime),
    },
    venue: venue
      ? {
          id: str(venue.id),
          venueName: str(venue.venueName),
          address: str(venue.address),
          seats: num(venue.seats),
        }
      : null,
    eventManager: manager
      ? {
          id: str(manager.id),
          name: str(manager.name),
          category: str(manager.category),
          email: str(manager.email),
          img: str(manager.img),
        }
      : null,
    createdAt: num(data.createdAt),
    createdBy: str(data.createdBy),
    createdTo: str(data.createdTo),
    createdByData: partyOf(data.createdByData),
    createdToData: partyOf(data.createdToData),
    paymentMethod: data.paymentMethod === 'cash' ? 'cash' : 'card',
    status: str(data.status) || 'active',
  };
}
