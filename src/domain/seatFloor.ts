// venueSeatFloors/{venueId}: the fewest seats a booked venue may have while its booked events still sell tickets
// (firestore.rules keepsBookedSeats refuses fewer; functions/src/shared/seatFloor.ts keeps it).

import type { SeatFloor } from '@gigvenue/contracts';

export type { SeatFloor };

/**
 * The seats an edit must keep when it would take the venue below a floor that still holds, else null. Adding seats,
 * or keeping them, is always allowed.
 */
export function seatsToKeep(
  floor: SeatFloor | null,
  change: { seats: number; storedSeats: number },
  todayKey: string,
): number | null {
  if (!floor || change.seats >= change.storedSeats || floor.heldUntil < todayKey) return null;
  return change.seats < floor.seats ? floor.seats : null;
}
