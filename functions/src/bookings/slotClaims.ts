import type { Firestore } from 'firebase-admin/firestore';
import { slotClaimDocument } from '@gigvenue/contracts';
import { isAlreadyExists } from '../admin';
import { directWriter, writeDocument } from '../shared/documents';

// Short-lived claims on the slots a booking is about to take: slotClaims/{ownerId}_{date}_{slotId}, functions-only.
// The booking transaction stays the authority (it re-reads every bookings map); a claim only makes concurrent
// bookings of one slot cheap. Without it, twenty bookings of one slot all enter transactions on the same bookings
// document and queue behind each other's locks; with it, the first create() wins at once and the others are
// refused before they take a lock or hold any money. A claim lives until its booking commits or fails, and expires
// so a booking that crashed in between never blocks the slot for long.

export const CLAIM_TTL_MS = 2 * 60 * 1000;

export interface SlotRef {
  ownerId: string;
  date: string;
  slotId: string;
}

export const claimId = ({ ownerId, date, slotId }: SlotRef) => `${ownerId}_${date}_${slotId}`;

/** Whether a claim found in place may be taken over: it is this booking's own, or its booking died long ago. */
export function mayTakeOver(
  claim: { eventId?: unknown; expiresAt?: unknown } | undefined,
  eventId: string,
  now: number,
): boolean {
  if (!claim) return true;
  if (claim.eventId === eventId) return true;
  return typeof claim.expiresAt === 'number' && claim.expiresAt < now;
}

/**
 * Claims every slot for the event, or none: returns the first slot someone else holds, after releasing the claims
 * this call made. A retry of the same booking (same event id) takes its own claims over.
 */
export async function claimSlots(
  db: Firestore,
  eventId: string,
  slots: readonly SlotRef[],
  now = Date.now(),
): Promise<SlotRef | null> {
  const made: SlotRef[] = [];
  for (const slot of slots) {
    const ref = db.doc(`slotClaims/${claimId(slot)}`);
    const claim = { eventId, ...slot, expiresAt: now + CLAIM_TTL_MS };
    try {
      await writeDocument(directWriter, 'create', ref, slotClaimDocument, claim);
      made.push(slot);
      continue;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const tookOver = await db.runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      if (!mayTakeOver(existing.data(), eventId, now)) return false;
      writeDocument(tx, 'set', ref, slotClaimDocument, claim);
      return true;
    });
    if (!tookOver) {
      await releaseSlots(db, eventId, made);
      return slot;
    }
    made.push(slot);
  }
  return null;
}

/** Deletes this event's claims (never another booking's, should one have taken an expired claim over). */
export async function releaseSlots(db: Firestore, eventId: string, slots: readonly SlotRef[]): Promise<void> {
  await Promise.all(
    slots.map((slot) =>
      db.runTransaction(async (tx) => {
        const ref = db.doc(`slotClaims/${claimId(slot)}`);
        const existing = await tx.get(ref);
        if (existing.get('eventId') === eventId) tx.delete(ref);
      }),
    ),
  );
}
