import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { logs } from '../logs';
import { lowestSlotPrice } from '../slots/lowestSlotPrice';

const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

function isStale(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === GRPC_NOT_FOUND || code === GRPC_FAILED_PRECONDITION;
}

/**
 * Keeps venues/{id}.startingFrom (the listing cards' "Starting At") at the lowest slot price. Clients may not
 * write it, so it cannot be faked. Writing it fires this trigger again; the unchanged value then stops it.
 */
export const onVenueWritten = onDocumentWritten(
  { document: 'venues/{venueId}', region: settings.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const startingFrom = lowestSlotPrice(after.get('availability'));
    if (after.get('startingFrom') === startingFrom) return;
    try {
      // Only onto the version read here: a newer write (or a delete) fires its own event, which recomputes.
      await after.ref.update({ startingFrom }, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if (isStale(error)) return;
      throw error;
    }
    logs.venueStartingFromUpdated({ venueId: event.params.venueId, startingFrom });
  },
);
