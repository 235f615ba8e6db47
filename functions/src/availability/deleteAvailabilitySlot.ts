import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { deleteAvailabilitySlot as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs } from '../logs';
import { londonDateKey } from '@gigvenue/contracts';
import { bookedOnOrAfter, withoutSlot } from './slotDeletion';
import { contractCall } from '../shared/contractCall';
import { refuse, type RefusalReason } from '../shared/refusals';

type Refusal = 'not-owner' | 'inactive' | 'not-found' | 'booked';

const REFUSALS: Record<Refusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'not-owner': ['permission-denied', 'slotDeleteNotOwner'],
  inactive: ['permission-denied', 'availabilityInactive'],
  'not-found': ['not-found', 'slotGone'],
  booked: ['failed-precondition', 'slotBooked'],
};

/**
 * Deletes one slot of a manager's availability entry, unless a booking today or later holds it. Clients may
 * not delete slots themselves (the rules only let them add), so this check cannot be skipped. The bookings
 * map is read in the same transaction as the entry, so a booking made at the same moment is never orphaned.
 * An entry left without slots is deleted.
 */
export const deleteAvailabilitySlot = contractCall(
  contract,
  { signedIn: true },
  async ({ ownerId, entryId, slotId }, request) => {
    const uid = request.auth?.uid as string;

    const refuseDeletion = (reason: Refusal): never => {
      logs.availabilitySlotDeleteRefused({ uid, entryId, slotId, reason });
      throw refuse(...REFUSALS[reason]);
    };
    if (ownerId !== uid) refuseDeletion('not-owner');

    const db = firestore();
    const managerRef = db.doc(`managers/${uid}`);
    const entryRef = managerRef.collection('availability').doc(entryId);
    const bookingsRef = db.doc(`bookings/${uid}`);
    const today = londonDateKey(Date.now());

    const outcome = await db.runTransaction(
      async (tx): Promise<{ refused: Refusal } | { entryRemoved: boolean }> => {
        const [manager, entry, bookings] = await tx.getAll(managerRef, entryRef, bookingsRef);
        if (manager.get('status') !== 'active') return { refused: 'inactive' };
        if (!entry.exists) return { refused: 'not-found' };
        const { slots, found } = withoutSlot(entry.get('slots'), slotId);
        if (!found) return { refused: 'not-found' };
        if (bookedOnOrAfter(bookings.get('bookings'), slotId, today)) return { refused: 'booked' };
        if (slots.length === 0) tx.delete(entryRef);
        else tx.update(entryRef, { slots });
        return { entryRemoved: slots.length === 0 };
      },
    );

    if ('refused' in outcome) refuseDeletion(outcome.refused);
    else logs.availabilitySlotDeleted({ uid, entryId, slotId, entryRemoved: outcome.entryRemoved });
    return { deleted: true };
  },
);
