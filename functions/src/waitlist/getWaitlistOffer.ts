import { getWaitlistOffer as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { heldOffer } from '../tickets/waitlistClaim';

/**
 * The offer link's page: what the link holds (package, tickets, until when), or why it holds nothing. The key is
 * checked against the entry's hash, so an entry id alone learns nothing.
 */
export const getWaitlistOffer = contractCall(contract, { signedIn: false }, async (input) => {
  const entry = (await firestore().doc(`waitlist/${input.entryId}`).get()).data();
  const eventId = String(entry?.eventId ?? '');
  const packageIndex = Number(entry?.packageIndex ?? -1);
  const offer = heldOffer(entry, input, { eventId, packageIndex, quantity: 1 }, Date.now());
  if ('refused' in offer) throw refuseWith(offer.refused);
  return { eventId, packageIndex, quantity: offer.quantity, heldUntil: Number(entry?.heldUntil ?? 0) };
});
