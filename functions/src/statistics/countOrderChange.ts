import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { settings } from '../config';
import { countChange } from './countChange';

/** Keeps the booked account's order figures (managers/{uid}/private/statistics) in step with each order write. */
export const countOrderChange = onDocumentWritten(
  { document: 'orders/{orderId}', region: settings.region, retry: true },
  (event) => countChange('orders', event),
);
