import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { countDeletion } from './countChange';

/** Takes a deleted ticket's revenue off the event owner's dashboard. */
export const countTicketDeletion = onDocumentDeleted(
  { document: 'tickets/{ticketId}', region: settings.region, retry: true },
  (event) => countDeletion('tickets', event),
);
