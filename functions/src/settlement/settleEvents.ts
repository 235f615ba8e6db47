import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { settleDueEvents } from './settleEvent';

/**
 * Every hour, settles the events that ended (settleDueEvents): booking money once captured, ticket money once the
 * event's end plus TICKET_CLEARANCE_HOURS has passed. Settling is idempotent, so a retried run after a failure pays
 * nothing twice; the operator's `npm run operator -- settle` runs the same code by hand.
 */
export const settleEvents = onSchedule(
  { schedule: 'every 60 minutes', timeZone: 'Europe/London', region: settings.region, retryCount: 3 },
  async () => {
    const run = await settleDueEvents(firestore(), new Date());
    logs.settlementRun({
      settled: run.settled.length,
      notOver: run.notOver,
      waiting: run.waiting.length,
      failed: run.failed.length,
    });
    if (run.failed.length > 0) throw new Error(`${run.failed.length} events could not be settled; retrying.`);
  },
);
