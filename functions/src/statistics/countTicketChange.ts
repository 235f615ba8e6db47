import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { countChange } from './countChange';

/** Keeps the ticket revenue on the event owner's dashboard (managers/{uid}/private/statistics) in step with each ticket write. */
export const countTicketChange = onDocumentWritten(
  { document: 'tickets/{ticketId}', region: settings.region, retry: true },
  (event) => countChange('tickets', event),
);
