import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { logs } from '../logs';
import { aggregateOf } from '../ratings/ratingRules';
import { lowestSlotPrice } from '../slots/lowestSlotPrice';

const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === GRPC_NOT_FOUND || code === GRPC_FAILED_PRECONDITION;
}

/**
 * Keeps venues/{id}.startingFrom (the listing cards' "Starting At") at the lowest slot price, and gives a new venue
 * its empty rating aggregate. Clients may write neither, so they cannot be faked. Writing it fires this trigger again; the unchanged value then stops it.
 */
export const onVenueWritten = onDocumentWritten(
  { document: 'venues/{venueId}', region: settings.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const startingFrom = lowestSlotPrice(after.get('availability'));
    // A venue nobody rated yet gets a zero rating rank, so the directory's rating sort (an orderBy, which leaves out
    // documents without the field) lists it after the rated ones instead of not at all.
    const unranked = after.get('ratingRank') === undefined;
    if (after.get('startingFrom') === startingFrom && !unranked) return;
    const changes = unranked ? { startingFrom, ...aggregateOf(0, 0) } : { startingFrom };
    try {
      // Only onto the version read here: a newer write (or a delete) fires its own event, which recomputes.
      await after.ref.update(changes, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if (isStale(error)) return;
      throw error;
    }
    logs.venueStartingFromUpdated({ venueId: event.params.venueId, startingFrom });
  },
);
