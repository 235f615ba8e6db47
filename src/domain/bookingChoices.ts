import type { CalendarDate } from './entities';
import { dayNumber } from './recurrence';
import { fromPence, toPence } from './money';
import { compareSlotTimes, isSlotFree, slotsOn, type BookingsMap, type Slot } from './slots';

// What the Add Event wizard offers to book on the event's day, and the sums it checks before sending: which
// slots of a venue or manager occur on that date and whether each is free, the total to pay in pence, and
// whether the ticket packages fit the seats.

export interface SlotChoice {
  /** The availability entry holding the slot ('YYYY-MM-DD' of its start date). */
  entryId: string;
  slot: Slot;
  free: boolean;
}

interface EntryOf {
  id: string;
  startDate: CalendarDate;
  slots: readonly Slot[];
}

/** Every slot of the entries offered on the date (weekly repeats included), ordered by time, free or booked. */
export function slotChoicesOn(
  entries: readonly EntryOf[],
  bookings: BookingsMap | null | undefined,
  date: CalendarDate,
): SlotChoice[] {
  return entries
    .flatMap((entry) =>
      slotsOn(entry, date).map((slot) => ({
        entryId: entry.id,
        slot,
        free: isSlotFree(bookings, date, slot.id),
      })),
    )
    .sort((a, b) => compareSlotTimes(a.slot, b.slot));
}

/** Whether anything of the entries is offered on the date, free or not. */
export const hasSlotOn = (entries: readonly EntryOf[], date: CalendarDate): boolean =>
  entries.some((entry) => slotsOn(entry, date).length > 0);

/** Keeps only the chosen ids that are still free choices on the date (a changed date or a new booking drops them). */
export function freeChosen(choices: readonly SlotChoice[], chosenIds: readonly string[]): string[] {
  const free = new Set(choices.filter((choice) => choice.free).map((choice) => choice.slot.id));
  return chosenIds.filter((id) => free.has(id));
}

/** The sum of slot prices in whole pence. */
export const totalPence = (prices: readonly number[]): number =>
  prices.reduce((sum, price) => sum + toPence(price), 0);

/** The sum of slot prices in pounds, added exactly. */
export const totalPounds = (prices: readonly number[]): number => fromPence(totalPence(prices));

/** All tickets of the packages together. */
export const ticketsTotal = (packages: readonly { ticketsAmmount: number | '' }[]): number =>
  packages.reduce((sum, item) => sum + (Number(item.ticketsAmmount) || 0), 0);

/** The most tickets the event may sell: its required seats, and once a venue is chosen, that venue's seats too. */
export function seatLimit(requiredSeats: number, venueSeats: number | null | undefined): number {
  return venueSeats !== null && venueSeats !== undefined && Number.isFinite(venueSeats)
    ? Math.min(requiredSeats, venueSeats)
    : requiredSeats;
}

/** Featured events the account may still create without the featured-event charge. */
export const featuredLeft = (allowed: number | undefined, used: number | undefined): number =>
  Math.max(0, (allowed ?? 0) - (used ?? 0));

/** The event day as the epoch ms of its UTC midnight: how events/{id}.date is stored and range-queried. */
export const utcMidnightMs = (date: CalendarDate): number => dayNumber(date) * 24 * 60 * 60 * 1000;
