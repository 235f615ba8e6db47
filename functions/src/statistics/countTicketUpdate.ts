import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { countChange } from './countChange';

/**
 * Keeps the ticket revenue on the event owner's dashboard in step with a ticket's change (a refund, a lapse). A new
 * ticket is counted by the sale that creates it, in its own transaction (tickets/ticketSale.ts), so creations run no
 * trigger at all; a ticket written any other way (the seed's legacy tickets) is counted by a rebuild.
 */
export const countTicketUpdate = onDocumentUpdated(
  { document: 'tickets/{ticketId}', region: settings.region, retry: true },
  (event) => countChange('tickets', event),
);
