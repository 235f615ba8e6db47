import * as z from 'zod/mini';
import { storedFlag, storedMap, storedNumber, storedText, storedTexts } from './lenient';

/**
 * venues/{id} as the directory and the Add Event wizard list it, without its id: the owner's fields and the rating
 * aggregate the rating functions keep. The owner's availability entries are read as they are (a list, else []): the
 * app's availability reader reads each entry.
 */
export const storedVenueListing = storedMap({
  createdBy: storedText,
  venueName: storedText,
  seats: storedNumber,
  description: storedText,
  address: storedText,
  attachments: storedTexts,
  isOnline: storedFlag,
  availability: z.catch(z.array(z.unknown()), []),
  startingFrom: storedNumber,
  ratingCount: storedNumber,
  ratingAverage: storedNumber,
  ratingRank: storedNumber,
});

export type StoredVenueListing = z.output<typeof storedVenueListing>;

/**
 * venueSeatFloors/{venueId}: the fewest seats a booked venue may have while its booked events still sell tickets
 * (firestore.rules keepsBookedSeats refuses fewer). The functions write it through this schema; the app reads it.
 */
export const seatFloorDocument = z.strictObject({
  seats: z.int().check(z.nonnegative()),
  /** The day ('YYYY-MM-DD') of the last upcoming event the floor keeps selling; '' for none. */
  heldUntil: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)),
});

export type SeatFloor = z.output<typeof seatFloorDocument>;
