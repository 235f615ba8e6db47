import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { missingEventOwner } from './ticketOwner';

/**
 * Stamps a new ticket with its event's owner (eventOwnerId) when the seller left it out or got it wrong, so the
 * event owner can read, check in and count every ticket of their events whatever wrote it.
 */
export const onTicketCreated = onDocumentCreated({ document: 'tickets/{ticketId}', region: settings.region }, async (event) => {
  const ticket = event.data;
  if (!ticket) return;
  const { ticketId } = event.params;
  const eventId: unknown = ticket.get('eventId');
  if (typeof eventId !== 'string' || eventId === '' || eventId.includes('/')) {
    logs.ticketOwnerMissing({ ticketId, eventId });
    return;
  }
  const owner = missingEventOwner(ticket.data(), (await firestore().doc(`events/${eventId}`).get()).get('createdBy'));
  if (owner === null) {
    if (ticket.get('eventOwnerId') === undefined) logs.ticketOwnerMissing({ ticketId, eventId });
    return;
  }
  await ticket.ref.update({ eventOwnerId: owner });
  logs.ticketOwnerStamped({ ticketId, eventId });
});
