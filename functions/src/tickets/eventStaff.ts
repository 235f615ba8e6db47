import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { capacityOf } from '../shared/ticketStock';
import { isDoorStaff, staffIdsOf } from './ticketStaff';

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

export interface EventStaff {
  event: DocumentSnapshot;
  staffIds: string[];
  isStaff: boolean;
  /** The event's required seats capped by its venue's: what the door counts check-ins against. */
  seats: number;
  /** The further documents asked for, read in the same round trip. */
  extra: DocumentSnapshot[];
}

/** The event and whether the caller works its door: three reads (event, caller, booked venue) and any extra. */
export async function readEventStaff(
  db: Firestore,
  reader: Reader,
  uid: string,
  eventId: string,
  extraRefs: DocumentReference[] = [],
): Promise<EventStaff> {
  const [event, caller, ...extra] = await reader.getAll(
    db.doc(`events/${eventId}`),
    db.doc(`managers/${uid}`),
    ...extraRefs,
  );
  const data = event.data();
  if (!data) return { event, staffIds: [], isStaff: false, seats: 0, extra };
  const venueId = data.selectedVenue;
  const [venue] =
    typeof venueId === 'string' && venueId ? await reader.getAll(db.doc(`venues/${venueId}`)) : [];
  const venueOwnerId =
    typeof venue?.get('createdBy') === 'string' ? (venue.get('createdBy') as string) : null;
  const staffIds = staffIdsOf(data, venueOwnerId);
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  return {
    event,
    staffIds,
    isStaff: isDoorStaff(uid, caller.get('status'), staffIds),
    seats: capacityOf(data, venueSeats),
    extra,
  };
}
