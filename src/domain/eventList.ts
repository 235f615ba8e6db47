import type { PlatformEvent } from './entities';
import { localDateOf } from './recurrence';

// My Events: the account's upcoming events (soonest first), then its past ones (latest first). Each half is read
// in cursor pages, upcoming to the end before past begins, so a screen reads a page at a time however many
// events the account holds.

export type EventsPhase = 'upcoming' | 'past';

/** Where the next page of My Events starts. */
export interface EventsPagePosition {
  when: EventsPhase;
  cursor: string | null;
}

export const FIRST_EVENTS_PAGE: EventsPagePosition = { when: 'upcoming', cursor: null };

/** The status the spec shows as a success badge; every other status is shown as it is stored. */
export const COMPLETED_EVENT_STATUS = 'completed';

/**
 * Epoch ms of the UTC midnight of the user's today. An event's `date` is its day's UTC midnight, so an event
 * today counts as upcoming all day long.
 */
export function todayUtcMidnight(now: Date): number {
  const { year, month, day } = localDateOf(now);
  return Date.UTC(year, month - 1, day);
}

export const isUpcoming = (event: Pick<PlatformEvent, 'date'>, today: number): boolean => event.date >= today;

/** The position after a page that ended at `cursor` (null: its half is over); null when nothing is left. */
export function positionAfter(when: EventsPhase, cursor: string | null): EventsPagePosition | null {
  if (cursor) return { when, cursor };
  return when === 'upcoming' ? { when: 'past', cursor: null } : null;
}

type Sortable = Pick<PlatformEvent, 'id' | 'date'>;

/** Upcoming before past; upcoming by date ascending, past by date descending; equal dates by id, as pages are. */
export function compareMyEvents(today: number) {
  return (a: Sortable, b: Sortable): number => {
    const upcomingA = isUpcoming(a, today);
    const upcomingB = isUpcoming(b, today);
    if (upcomingA !== upcomingB) return upcomingA ? -1 : 1;
    const direction = upcomingA ? 1 : -1;
    if (a.date !== b.date) return (a.date - b.date) * direction;
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * direction;
  };
}

/** The list after a page arrives: one copy of each event (the newer read wins), in My Events order. */
export function mergeMyEvents<E extends Sortable>(
  shown: readonly E[],
  page: readonly E[],
  today: number,
): E[] {
  const byId = new Map(shown.map((event) => [event.id, event]));
  for (const event of page) byId.set(event.id, event);
  return [...byId.values()].sort(compareMyEvents(today));
}

/** Only the account that created an event may edit or delete it. */
export function isEventOwner(
  event: Pick<PlatformEvent, 'createdBy'>,
  uid: string | null | undefined,
): boolean {
  return Boolean(uid) && event.createdBy === uid;
}
