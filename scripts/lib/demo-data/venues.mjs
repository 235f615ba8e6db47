// Directory demo (venue.json): one online venue of the demo venue owner, with availability in the year after the seed
// runs (always in the future) and one of its slots booked on one date, so the venue list, the venue details and its
// "Not Available" row all have something to show. Fixed ids: seeding again adds nothing.
import { weekdayOf } from './calendar.mjs';
import { dataFile } from './data.mjs';

const { id, venue, firstDay, slots, bookings } = dataFile('venue.json');

export const DEMO_VENUE_ID = id;

/** venues/{id} documents and their bookings maps (bookings/{venueId}) for the year after `year`. */
export function demoVenues(year) {
  const inYear = ({ month, day }) => ({ year: year + 1, month, day });
  const startDate = inYear(firstDay);
  return [
    {
      id,
      venue: {
        ...venue,
        availability: [
          {
            startDate,
            ...weekdayOf(startDate),
            slots: slots.map(({ till, recurring, ...slot }) => ({
              ...slot,
              availableTill: inYear(till),
              recurring,
            })),
          },
        ],
        startingFrom: Math.min(...slots.map((slot) => slot.price)),
      },
      bookings: Object.fromEntries(
        Object.entries(bookings).map(([monthDay, slotIds]) => [`${year + 1}-${monthDay}`, slotIds]),
      ),
    },
  ];
}
