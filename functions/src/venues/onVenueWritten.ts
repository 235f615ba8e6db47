import { listingKeptFields } from '@gigvenue/contracts';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentReference, WriteResult } from 'firebase-admin/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { aggregateOfRatings } from '../ratings/ratingRules';
import { lowestSlotPrice } from '../slots/lowestSlotPrice';
import { directWriter, updateDocument, type DocumentUpdater } from '../shared/documents';

const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === GRPC_NOT_FOUND || code === GRPC_FAILED_PRECONDITION;
}

/**
 * A new venue's starting price and its rating aggregate, recounted from the stored ratings of its id. The owner
 * chooses the id, so a venue deleted and created again under it must not start with a clean rating; a rating the
 * rateOrder function adds meanwhile is in the recount too, since its transaction and this one write the same venue.
 * Every venue gets a rating rank this way, zero until rated, so the directory's rating sort (an orderBy, which leaves
 * out documents without the field) lists it after the rated ones instead of not at all.
 */
async function startNewVenue(venue: DocumentReference, venueId: string): Promise<number | null> {
  const db = firestore();
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(venue);
    if (!stored.exists) return null;
    const ratings = await tx.get(
      db.collection('ratings').where('targetType', '==', 'venue').where('targetId', '==', venueId),
    );
    const startingFrom = lowestSlotPrice(stored.get('availability'));
    updateDocument(tx, 'update', venue, listingKeptFields, {
      startingFrom,
      ...aggregateOfRatings(ratings.docs.map((rating) => rating.data())),
    });
    return startingFrom;
  });
}

/**
 * Keeps venues/{id}.startingFrom (the listing cards' "Starting At") at the lowest slot price, and gives a new venue
 * its rating aggregate. Clients may write neither, so they cannot be faked. Writing it fires this trigger again; the unchanged value then stops it.
 */
export const onVenueWritten = onDocumentWritten(
  { document: 'venues/{venueId}', region: settings.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    // Created now, or before venues had aggregates.
    if (!event.data?.before.exists || after.get('ratingRank') === undefined) {
      const startingFrom = await startNewVenue(after.ref, event.params.venueId);
      if (startingFrom !== null)
        logs.venueStartingFromUpdated({ venueId: event.params.venueId, startingFrom });
      return;
    }
    const startingFrom = lowestSlotPrice(after.get('availability'));
    if (after.get('startingFrom') === startingFrom) return;
    try {
      // Only onto the version read here: a newer write (or a delete) fires its own event, which recomputes.
      const onlyThisVersion: DocumentUpdater<Promise<WriteResult>> = {
        ...directWriter,
        update: (ref, data) => ref.update(data, { lastUpdateTime: after.updateTime }),
      };
      await updateDocument(onlyThisVersion, 'update', after.ref, listingKeptFields, { startingFrom });
    } catch (error) {
      if (isStale(error)) return;
      throw error;
    }
    logs.venueStartingFromUpdated({ venueId: event.params.venueId, startingFrom });
  },
);
