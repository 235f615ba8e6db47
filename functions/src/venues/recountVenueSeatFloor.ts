import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { londonDateKey } from '@gigvenue/contracts';
import { settings } from '../config';
import { logs } from '../logs';
import { eventDateKey } from '../shared/ticketStock';
import { seatFloorFrom, seatsOnSale, setSeatFloor } from '../shared/seatFloor';

const venueOf = (event: Record<string, unknown> | undefined) =>
  typeof event?.selectedVenue === 'string' && event.selectedVenue ? event.selectedVenue : null;

/** What the floor depends on; an edit that changes none of it (a title, a description) recounts nothing. */
const floorInputs = (event: Record<string, unknown> | undefined) =>
  event ? JSON.stringify([venueOf(event), eventDateKey(event), seatsOnSale(event)]) : '';

/**
 * Recounts venueSeatFloors/{venueId} from the venue's upcoming booked events whenever one is edited, cancelled or deleted, so
 * the floor the booking raised comes down again. The booking itself raises it in its own transaction (bookEvent),
 * so an owner never sees a window between a booking and its floor.
 */
export const recountVenueSeatFloor = onDocumentWritten(
  { document: 'events/{eventId}', region: settings.region, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (floorInputs(before) === floorInputs(after)) return;
    const venueIds = [...new Set([venueOf(before), venueOf(after)])].filter((id): id is string => !!id);
    const db = firestore();
    for (const venueId of venueIds) {
      const floor = await db.runTransaction(async (tx) => {
        const todayKey = londonDateKey(Date.now());
        // Only events from today on hold the floor: past ones are never read, so the cost stays flat as years pass.
        const booked = await tx.get(
          db
            .collection('events')
            .where('selectedVenue', '==', venueId)
            .where('date', '>=', Date.parse(`${todayKey}T00:00:00Z`)),
        );
        const recounted = seatFloorFrom(
          booked.docs.map((doc) => doc.data()),
          todayKey,
        );
        setSeatFloor(tx, db, venueId, recounted);
        return recounted;
      });
      logs.venueSeatFloorRecounted({ venueId, seats: floor.seats, heldUntil: floor.heldUntil });
    }
  },
);
