import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

/** Why a venue owner's callable refuses before looking at what was asked. */
export type OwnedVenueRefusal = 'not-venue-owner' | 'not-found' | 'not-a-venue' | 'not-owner';

export interface OwnedVenue {
  venue: DocumentSnapshot;
  bookings: DocumentSnapshot;
  venueRef: DocumentReference;
  bookingsRef: DocumentReference;
}

/**
 * Reads, inside the caller's transaction, a venue that `uid` (an active venue owner) owns, with its bookings map.
 * Venue and manager bookings share the bookings collection, keyed by venue id or uid: a venue whose id is an
 * account's uid would let its creator rewrite that manager's bookings, so such a venue is never served.
 */
export async function readOwnedVenue(
  db: Firestore,
  tx: Transaction,
  uid: string,
  venueId: string,
): Promise<{ refused: OwnedVenueRefusal } | OwnedVenue> {
  const venueRef = db.doc(`venues/${venueId}`);
  const bookingsRef = db.doc(`bookings/${venueId}`);
  const [caller, venue, clashingAccount, bookings] = await tx.getAll(
    db.doc(`managers/${uid}`),
    venueRef,
    db.doc(`managers/${venueId}`),
    bookingsRef,
  );
  if (caller.get('status') !== 'active' || caller.get('role') !== 'venueOwner')
    return { refused: 'not-venue-owner' };
  if (!venue.exists) return { refused: 'not-found' };
  if (clashingAccount.exists) return { refused: 'not-a-venue' };
  if (venue.get('createdBy') !== uid) return { refused: 'not-owner' };
  return { venue, bookings, venueRef, bookingsRef };
}
