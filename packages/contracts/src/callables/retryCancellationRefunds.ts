import * as z from 'zod/mini';
import { callable } from './define';
import { eventRequest } from './fields';

/** The organizer's 'Retry' on a cancelled event's declined refunds. */
export const retryCancellationRefunds = callable(
  'retryCancellationRefunds',
  eventRequest,
  z.object({ retried: z.int(), stillDeclined: z.int() }),
);
