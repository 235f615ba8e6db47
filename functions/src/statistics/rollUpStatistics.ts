import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { statisticsPath } from './applyStatisticsChange';
import { accountsPending, rollUpIfDue } from './statisticsShards';

/** Accounts folded per run; a burst across more waits a minute longer. */
const PER_RUN = 500;

/** Folds what bursts of ticket changes left on the statistics shards (statisticsShards.ts). */
export async function rollUpPending(
  db: ReturnType<typeof firestore>,
  now: number = Date.now(),
): Promise<number> {
  const uids = await accountsPending(db, PER_RUN);
  for (const uid of uids) await rollUpIfDue(db, statisticsPath(uid), 0, now);
  return uids.length;
}

/** Every minute: the dashboard's ticket figures never lag a burst by more than that. */
export const rollUpStatistics = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Europe/London', region: settings.region },
  async () => {
    const accounts = await rollUpPending(firestore());
    if (accounts > 0) logs.statisticsRolledUp({ accounts });
  },
);
