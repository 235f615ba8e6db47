import {
  getWaitlistOffer as getWaitlistOfferContract,
  joinWaitlist as joinWaitlistContract,
  storedWaitlistEntry,
  type RequestOf,
  type ResponseOf,
} from '@gigvenue/contracts';
import { toPlain } from '@/lib/firebase/converters';
import type { WaitlistEntry, WaitlistOffer, WaitlistOfferLink } from '@/domain/waitlist';
import { callContract } from './callContract';
import { subscribeQuery } from './subscribeQuery';

// waitlist/{entryId}: people in line for a sold-out package, written by the functions alone (joinWaitlist, and the
// offers made when tickets come back). The buyers' page joins through a callable with no sign-in; the event's owner
// reads the entries, and the rules require every query to filter on eventOwnerId == uid.

/** The most entries the owner's card reads: a line longer than a venue would ever offer tickets to. */
export const WAITLIST_READ_LIMIT = 200;

export type JoinWaitlistRequest = RequestOf<typeof joinWaitlistContract>;
export type JoinWaitlistResult = ResponseOf<typeof joinWaitlistContract>;

/** Joins a sold-out package's line; refused while tickets of it are on sale, or too often from one network. */
async function join(request: JoinWaitlistRequest): Promise<JoinWaitlistResult> {
  return callContract(joinWaitlistContract, request, { limitedUseAppCheckTokens: true });
}

/** What an offer link holds; refused when it is unknown, lapsed or already bought. */
async function getOffer(link: WaitlistOfferLink): Promise<WaitlistOffer> {
  return callContract(getWaitlistOfferContract, link);
}

/**
 * Watches an event's waitlist as its owner, in the order people joined: onChange gets the entries now and on every
 * change. Firestore ends a listener after an error, which onError reports once. Returns the unsubscribe.
 */
function subscribeForEvent(
  eventId: string,
  ownerId: string,
  onChange: (entries: WaitlistEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeQuery(
    ({ db, sdk }) =>
      sdk.query(
        sdk.collection(db, 'waitlist'),
        sdk.where('eventId', '==', eventId),
        sdk.where('eventOwnerId', '==', ownerId),
        sdk.orderBy('joinedAt', 'asc'),
        sdk.limit(WAITLIST_READ_LIMIT),
      ),
    (snapshot) =>
      snapshot.docs.map((doc) => ({ ...storedWaitlistEntry.parse(toPlain(doc.data())), id: doc.id })),
    onChange,
    onError,
  );
}

export const waitlistService = {
  join,
  getOffer,
  subscribeForEvent,
};
