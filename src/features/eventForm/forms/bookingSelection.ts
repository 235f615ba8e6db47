import type { ManagerChoice, VenueChoice } from '@/domain/booking';
import { slotChoicesOn, totalPounds, type SlotChoice } from '@/domain/bookingChoices';
import type { CalendarDate, PublicProfile } from '@/domain/entities';
import type { AvailabilityEntry, BookingsMap } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';

// What the booking steps have picked so far, and what it comes to: the lines and total the Payment step shows.

export interface ManagerSlotPick {
  entryId: string;
  slotId: string;
}

/** Chosen manager slots by manager id. */
export type ManagerPicks = Record<string, ManagerSlotPick[]>;

/**
 * Ticks or unticks one venue slot. Only one venue is booked per event, so a slot of another venue starts a new
 * choice; unticking the last slot leaves no venue chosen.
 */
export function toggleVenueSlot(
  current: VenueChoice | null,
  venueId: string,
  slotId: string,
): VenueChoice | null {
  if (!current || current.venueId !== venueId) return { venueId, slotIds: [slotId] };
  const slotIds = current.slotIds.includes(slotId)
    ? current.slotIds.filter((id) => id !== slotId)
    : [...current.slotIds, slotId];
  return slotIds.length ? { venueId, slotIds } : null;
}

/** Ticks or unticks one slot of a manager; several managers and several of their slots may be booked. */
export function toggleManagerSlot(
  picks: ManagerPicks,
  managerId: string,
  pick: ManagerSlotPick,
): ManagerPicks {
  const mine = picks[managerId] ?? [];
  const chosen = mine.some((item) => item.slotId === pick.slotId);
  const next = chosen ? mine.filter((item) => item.slotId !== pick.slotId) : [...mine, pick];
  const { [managerId]: _dropped, ...others } = picks;
  return next.length ? { ...others, [managerId]: next } : others;
}

/** The managers part of the request: only managers with at least one slot. */
export const managerChoices = (picks: ManagerPicks): ManagerChoice[] =>
  Object.entries(picks)
    .filter(([, slots]) => slots.length > 0)
    .map(([managerId, slots]) => ({ managerId, slots }));

export interface BookedLine {
  key: string;
  /** The venue's or manager's name. */
  party: string;
  title: string;
  startTime: string;
  endTime: string;
  /** The stored slot price, pounds. */
  price: number;
}

interface Known {
  venues: readonly VenueListing[];
  venueBookings: Readonly<Record<string, BookingsMap>>;
  managers: readonly PublicProfile[];
  availability: Readonly<Record<string, AvailabilityEntry[]>>;
  managerBookings: Readonly<Record<string, BookingsMap>>;
}

const pickedLines = (
  party: string,
  owner: string,
  choices: SlotChoice[],
  slotIds: readonly string[],
): BookedLine[] =>
  choices
    .filter((choice) => slotIds.includes(choice.slot.id))
    .map(({ slot }) => ({
      key: `${owner}/${slot.id}`,
      party,
      title: slot.title,
      startTime: slot.startTime,
      endTime: slot.endTime,
      price: slot.price,
    }));

/** Every chosen slot with its stored price, venue first, in time order per venue or manager. */
export function bookedLines(
  date: CalendarDate,
  venue: VenueChoice | null,
  picks: ManagerPicks,
  known: Known,
): BookedLine[] {
  const lines: BookedLine[] = [];
  const listing = venue ? known.venues.find((item) => item.id === venue.venueId) : undefined;
  if (venue && listing) {
    const choices = slotChoicesOn(listing.availability, known.venueBookings[listing.id], date);
    lines.push(...pickedLines(listing.venueName, listing.id, choices, venue.slotIds));
  }
  for (const [managerId, slots] of Object.entries(picks)) {
    const manager = known.managers.find((item) => item.id === managerId);
    if (!manager) continue;
    const choices = slotChoicesOn(
      known.availability[managerId] ?? [],
      known.managerBookings[managerId],
      date,
    );
    lines.push(
      ...pickedLines(
        manager.name,
        managerId,
        choices,
        slots.map((slot) => slot.slotId),
      ),
    );
  }
  return lines;
}

export const linesTotal = (lines: readonly BookedLine[]): number =>
  totalPounds(lines.map((line) => line.price));
