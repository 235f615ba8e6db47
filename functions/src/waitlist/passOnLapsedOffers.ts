import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { offerReturnedTickets } from '../tickets/waitlistOffers';

/** Offers looked at per run: each event's are passed on together, so this covers many events. */
const BATCH = 200;

/**
 * Every five minutes, passes the tickets of offers whose 30 minutes ran out to the next in line: each event with a
 * lapsed offer is offered again (offerReturnedTickets lets the lapsed go first). An offer thus lasts 30 to 35 minutes.
 */
export const passOnLapsedOffers = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Europe/London', region: settings.region },
  async () => {
    await passOnLapsed(firestore(), new Date());
  },
);

export async function passOnLapsed(db: ReturnType<typeof firestore>, now: Date): Promise<number> {
  const lapsed = await db
    .collection('waitlist')
    .where('status', '==', 'offered')
    .where('heldUntil', '<=', now.getTime())
    .limit(BATCH)
    .get();
  const events = [...new Set(lapsed.docs.map((entry) => String(entry.get('eventId'))))];
  for (const eventId of events) {
    try {
      await offerReturnedTickets(db, eventId, now);
    } catch (error) {
      logs.waitlistOfferFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return events.length;
}
