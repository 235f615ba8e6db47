import { listingKeptFields } from '@gigvenue/contracts';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  aggregateAfter,
  sameAggregate,
  storedAggregate,
  type Contribution,
  type RatingTarget,
} from './ratingRules';
import { updateDocument } from '../shared/documents';

/**
 * The documents that carry a rated party's aggregate: a venue's own document, or a manager's account and its public
 * profile (profiles/{uid}, which onManagerWritten rebuilds from the account, so the account is the lasting copy and
 * a suspended manager's aggregate survives until the profile is listed again).
 */
export interface RatedDocuments {
  snapshots: DocumentSnapshot[];
}

export async function readRatedDocuments(
  db: Firestore,
  tx: Transaction,
  target: RatingTarget,
): Promise<RatedDocuments> {
  const refs =
    target.type === 'venue'
      ? [db.doc(`venues/${target.id}`)]
      : [db.doc(`managers/${target.id}`), db.doc(`profiles/${target.id}`)];
  return { snapshots: await tx.getAll(...refs) };
}

/** The rated party still exists (a deleted venue has nothing left to rate). */
export const ratedPartyExists = ({ snapshots }: RatedDocuments): boolean => snapshots[0].exists;

/** Moves the aggregate by one rating's change, in the caller's transaction, after all its reads. */
export function writeAggregate(
  tx: Transaction,
  { snapshots }: RatedDocuments,
  before: Contribution | null,
  after: Contribution,
): void {
  const [lasting] = snapshots;
  const current = storedAggregate(lasting.data());
  const next = aggregateAfter(current, before, after);
  if (sameAggregate(current, next)) return;
  for (const snapshot of snapshots)
    if (snapshot.exists) updateDocument(tx, 'update', snapshot.ref, listingKeptFields, next);
}
