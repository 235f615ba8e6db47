import { eventEndsAt, toPence } from '@gigvenue/contracts';
import { dateKeyOf, type CalendarDate } from './calendar';

// What an event still has to sell, decided from the stored event, its ticketStats document and the booked venue.
// Pure, so the public page and the sale transaction count stock the same way. It reads the event strictly, not through
// the contract's lenient document schema: that schema reads a missing price as 0 and a missing status as inProgress,
// right for showing an event and wrong for selling it (a package without a price would sell free).

const SELLING_STATUSES = ['active', 'inProgress'];

export interface StoredPackage {
  detail: string;
  /** Pounds. */
  price: number;
  pricePence: number;
  ticketsAmmount: number;
}

/** The counters of ticketStats/{eventId} the sale reads and advances; a missing document is all zero. */
export interface StatsCounters {
  sold: number;
  revenuePence: number;
  checkedIn: number;
  holders: number;
  packages: Record<string, number>;
  /**
   * Tickets per package held for waitlist offers (functions/src/waitlist): not sold, yet nobody else may buy them.
   * Kept on the stock shards only; absent where nothing is held.
   */
  held?: Record<string, number>;
  /**
   * The latest end (epoch ms) the event had when a ticket was sold: settlement credits ticket money only after it,
   * whatever the event says later. Absent before the first sale (and on counters recounted from tickets).
   */
  latestEndAt?: number;
}

export interface PackageStock extends StoredPackage {
  index: number;
  ticketsLeft: number;
}

export interface EventStock {
  onSale: boolean;
  /** The event's required seats, capped by the booked (or manual) venue's seats. */
  capacity: number;
  ticketsLeft: number;
  packages: PackageStock[];
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export function statsCountersOf(data: Record<string, unknown> | undefined): StatsCounters {
  const packages: Record<string, number> = {};
  const stored = data?.packages;
  if (stored && typeof stored === 'object') {
    for (const [detail, sold] of Object.entries(stored as Record<string, unknown>))
      packages[detail] = count(sold);
  }
  const latestEndAt = data?.latestEndAt;
  const held: Record<string, number> = {};
  const storedHeld = data?.held;
  if (storedHeld && typeof storedHeld === 'object') {
    for (const [detail, tickets] of Object.entries(storedHeld as Record<string, unknown>))
      if (count(tickets) > 0) held[detail] = count(tickets);
  }
  return {
    sold: count(data?.sold),
    revenuePence: count(data?.revenuePence),
    checkedIn: count(data?.checkedIn),
    holders: count(data?.holders),
    packages,
    ...(Object.keys(held).length > 0 ? { held } : {}),
    ...(typeof latestEndAt === 'number' && Number.isFinite(latestEndAt) ? { latestEndAt } : {}),
  };
}

/** The event's packages as stored; one that is malformed (the owner edits packages) is kept in place but never sells. */
export function storedPackages(event: Record<string, unknown>): StoredPackage[] {
  const packages = Array.isArray(event.packages) ? event.packages : [];
  return packages.map((item: unknown) => {
    const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const price =
      typeof record.price === 'number' && Number.isFinite(record.price) && record.price >= 0
        ? record.price
        : null;
    const amount =
      typeof record.ticketsAmmount === 'number' && Number.isInteger(record.ticketsAmmount)
        ? record.ticketsAmmount
        : 0;
    return {
      detail: typeof record.detail === 'string' ? record.detail : '',
      price: price ?? 0,
      pricePence: price === null ? 0 : toPence(price),
      ticketsAmmount: price === null ? 0 : Math.max(0, amount),
    };
  });
}

/** The event's day as 'YYYY-MM-DD': from eventDate, else from date (UTC midnight ms). */
export function eventDateKey(event: Record<string, unknown>): string | null {
  const date = event.eventDate as Partial<CalendarDate> | undefined;
  if (
    date &&
    typeof date.year === 'number' &&
    typeof date.month === 'number' &&
    typeof date.day === 'number'
  ) {
    return dateKeyOf(date as CalendarDate);
  }
  return typeof event.date === 'number' ? new Date(event.date).toISOString().slice(0, 10) : null;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : null;

/**
 * How many seats the event can ever sell: its required seats, never more than the venue seats recorded on the event
 * at booking, nor than the booked venue's seats now (an owner may have made the hall smaller since).
 */
export function capacityOf(event: Record<string, unknown>, bookedVenueSeats: number | null): number {
  const venue = (event.venue ?? null) as Record<string, unknown> | null;
  const limits = [positive(event.requiredSeats), positive(venue?.seats), positive(bookedVenueSeats)].filter(
    (limit): limit is number => limit !== null,
  );
  return limits.length > 0 ? Math.min(...limits) : 0;
}

/** When the sale is looked at, and whether the event's owner may sell (managers/{createdBy}.status is 'active'). */
export interface SaleMoment {
  now: number;
  ownerActive: boolean;
}

/** Whether the owner's managers/{uid} status lets the owner's events sell: pending, suspended or missing does not. */
export const ownerSells = (status: unknown): boolean => status === 'active';

/**
 * Whether an event sells now: active or inProgress, its owner's account active, and not yet ended (its start plus its
 * duration, not its day: a buyer must not pay at 11 PM for a show that ended at 10). An undated event never sells, as
 * settlement could never pay it out.
 */
export function isOnSale(event: Record<string, unknown>, { now, ownerActive }: SaleMoment): boolean {
  const endsAt = eventEndsAt(event);
  return SELLING_STATUSES.includes(String(event.status)) && ownerActive && endsAt !== null && now < endsAt;
}

/** Stock left per package and in total, and whether the event sells now (isOnSale). */
export function eventStock(
  event: Record<string, unknown>,
  counters: StatsCounters,
  bookedVenueSeats: number | null,
  moment: SaleMoment,
): EventStock {
  const onSale = isOnSale(event, moment);
  const capacity = capacityOf(event, bookedVenueSeats);
  const ticketsLeft = Math.max(0, capacity - counters.sold);
  const packages = storedPackages(event).map((item, index) => ({
    ...item,
    index,
    ticketsLeft: Math.min(
      ticketsLeft,
      Math.max(0, item.ticketsAmmount - (counters.packages[item.detail] ?? 0)),
    ),
  }));
  return { onSale, capacity, ticketsLeft, packages };
}
