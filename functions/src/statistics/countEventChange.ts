import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { countChange } from './countChange';

/** Keeps the event owner's dashboard figures (managers/{uid}/private/statistics) in step with each event write. */
export const countEventChange = onDocumentWritten(
  { document: 'events/{eventId}', region: settings.region, retry: true },
  (event) => countChange('events', event),
);
