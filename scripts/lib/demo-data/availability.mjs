// Availability demo (availability.json): a weekly entry of the demo event manager starting on the day the seed runs
// (T, the platform's London day), with two slots repeating every 7 days for 8 weeks, and the demo venue's weekly
// entry from T. The manager's salsa slot on T is booked by the organizer's seeded event (upcoming.mjs), so the app
// refuses to delete it. Entries are keyed by their start date, so the seed writes one only while none starts on T;
// slot ids carry the date so entries of different days never share one.
import { daysAfter, demoToday, keyOf, weekdayOf } from './calendar.mjs';
import { dataFile } from './data.mjs';

const { manager, venueWeeklySlots } = dataFile('availability.json');

export const DEMO_AVAILABILITY = manager;

export const DEMO_VENUE_WEEKLY_SLOTS = venueWeeklySlots;

/** A weekly entry starting on T: its slots carry T in their ids and repeat for `weeks` weeks. */
function weeklyEntry(slots, weeks, now) {
  const startDate = demoToday(now);
  const entryId = keyOf(startDate);
  const availableTill = daysAfter(startDate, 7 * (weeks - 1));
  return {
    entryId,
    entry: {
      startDate,
      ...weekdayOf(startDate),
      slots: slots.map((slot) => ({ ...slot, id: `${slot.id}-${entryId}`, availableTill, recurring: true })),
    },
  };
}

/** The owner, the entry (id = its start date), the booked slot (by the seeded organizer event) and startingFrom. */
export function demoAvailability(now = new Date()) {
  const { entryId, entry } = weeklyEntry(DEMO_AVAILABILITY.slots, DEMO_AVAILABILITY.weeks, now);
  return {
    ownerId: DEMO_AVAILABILITY.ownerId,
    entryId,
    entry,
    bookings: { [entryId]: [`demo-slot-salsa-social-${entryId}`] },
    startingFrom: Math.min(...DEMO_AVAILABILITY.slots.map((slot) => slot.price)),
  };
}

/** The demo venue's weekly entry from T (appended to its availability by the seed while none starts on T). */
export function demoVenueWeeklyEntry(now = new Date()) {
  return weeklyEntry(DEMO_VENUE_WEEKLY_SLOTS, 8, now);
}
