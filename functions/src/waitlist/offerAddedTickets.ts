import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { offerReturnedTickets } from '../tickets/waitlistOffers';

const ticketsOf = (event: Record<string, unknown> | undefined) => {
  const packages = Array.isArray(event?.packages) ? (event.packages as Record<string, unknown>[]) : [];
  return JSON.stringify([event?.requiredSeats, packages.map((item) => item?.ticketsAmmount)]);
};

/**
 * More tickets added to an event (a package's tickets or the seats raised) go to its waitlist first. Only an edit of
 * those fields runs the offer, which reads nothing more when nobody waits.
 */
export const offerAddedTickets = onDocumentUpdated(
  { document: 'events/{eventId}', region: settings.region, retry: true },
  async (change) => {
    if (!change.data) return;
    if (ticketsOf(change.data.before.data()) === ticketsOf(change.data.after.data())) return;
    await offerReturnedTickets(firestore(), change.params.eventId);
  },
);
