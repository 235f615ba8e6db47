#!/usr/bin/env node
// A flash sale against the emulators (issue 39): an event with 1,000 tickets and 2,000 purchase attempts of one ticket
// each, from CLIENTS concurrent buyers on loopback (bounded: each waits for its answer before the next). Each attempt
// is the sale itself (functions/lib tickets/ticketSale.js, as the seed calls it: no caller, so the per-address limits,
// which would stop one loopback address at once, do not apply) with a simulated card. It prints the tickets sold and
// oversold, refusals by reason, purchase latency p50/p95, whether the event's counters (summed over its shards) agree
// with the tickets, how long the owner's statistics (added by each sale to a statistics shard, rolled up) take to
// agree and how often their one document was written, and the sale's
// writes per document with the hottest document's share. The writes are counted from what each purchase stored: its
// tickets, purchase, link key, mail, holder entry and app user are its own; the stock shards it took tickets from
// (purchase.stockShards) and the base, written once by the first sale, are shared. Run it with `npm run measure:flash`
// (fresh emulators); it leaves what it wrote, in a throwaway event of its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { addDays, londonDateKey, parseDateKey, utcMidnight } from '@gigvenue/contracts';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { isDemoProject, root } from './lib/stack.mjs';

const TICKETS = 1000;
const ATTEMPTS = 2000;
const CLIENTS = 40;
const runId = Date.now().toString(36);
const organizerId = `measure-flash-organizer-${runId}`;
const eventId = `measure-flash-${runId}`;

const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));
const { sellTickets, SaleRefused } = functionsLib('tickets/ticketSale.js');
const { createSimulatedProvider } = functionsLib('payments/providers/simulated.js');
const { readEventCounters } = functionsLib('tickets/ticketCounters.js');
const { shardCountFor } = functionsLib('tickets/ticketShards.js');
const { statisticsPath } = functionsLib('statistics/applyStatisticsChange.js');
const { rollUpPending } = functionsLib('statistics/rollUpStatistics.js');

function eventOf() {
  // A week after London's today, as the sale reckons days (the contract's calendar).
  const eventDate = parseDateKey(addDays(londonDateKey(Date.now()), 7));
  return {
    title: 'Measured flash sale',
    eventDate,
    date: utcMidnight(eventDate),
    startTime: '7:00 PM',
    requiredTime: '2 hr 0 min',
    status: 'active',
    requiredSeats: TICKETS,
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: TICKETS }],
    venue: { venueName: 'Measure Arena', address: 'Here', seats: TICKETS, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: organizerId,
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function ticketRevenueOnStatistics(db) {
  const data = (await db.doc(statisticsPath(organizerId)).get()).data();
  return Number(data?.totals?.ticketRevenuePence ?? 0);
}

async function main() {
  if (!isDemoProject) throw new Error('Refusing to write measurement data to a non-demo project.');
  await assertEmulatorsReachable();
  const db = adminDb();
  await db.doc(`managers/${organizerId}/private/account`).set({ currentBalance: 0 });
  await db.doc(`managers/${organizerId}`).set({ status: 'active', role: 'eventOrganizer' });
  await db.doc(`events/${eventId}`).set(eventOf());
  const provider = createSimulatedProvider(() => db);

  const results = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < ATTEMPTS) {
        const index = next;
        next += 1;
        const at = Date.now();
        try {
          await sellTickets(db, provider, null, {
            eventId,
            packageIndex: 0,
            quantity: 1,
            name: 'Flash Buyer',
            email: `flash-${runId}-${index}@gigvenue.test`,
            cardToken: 'tok_sim_visa_4242',
            requestId: `flash-${runId}-${index}`,
          });
          results.push({ ok: true, ms: Date.now() - at });
        } catch (error) {
          const reason =
            error instanceof SaleRefused
              ? error.refusal.reason
              : `error: ${error?.code ?? error?.message ?? error}`;
          results.push({ ok: false, ms: Date.now() - at, reason });
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const soldAt = Date.now();

  const purchases = (await db.collection('ticketPurchases').where('eventId', '==', eventId).get()).docs;
  const tickets = (await db.collection('tickets').where('eventId', '==', eventId).count().get()).data().count;
  const { base, counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), eventId);
  const succeeded = results.filter((result) => result.ok);
  const refusals = {};
  for (const { reason } of results.filter((result) => !result.ok))
    refusals[reason] = (refusals[reason] ?? 0) + 1;
  const latencies = succeeded.map((result) => result.ms).sort((a, b) => a - b);
  const all = results.map((result) => result.ms).sort((a, b) => a - b);

  console.log(
    `${ATTEMPTS} purchase attempts of one ticket from ${CLIENTS} concurrent buyers for ${TICKETS} tickets, in ${seconds.toFixed(1)} s:`,
  );
  console.log(`  tickets sold:  ${tickets} (${succeeded.length} purchases)`);
  console.log(`  oversold:      ${Math.max(0, tickets - TICKETS)}`);
  console.log('  refusals:');
  for (const [reason, times] of Object.entries(refusals)) console.log(`    ${times} x ${reason}`);
  console.log(
    `  purchase latency, sold: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms; all attempts: p50 ${percentile(all, 50)} ms, p95 ${percentile(all, 95)} ms`,
  );
  console.log(
    `  counters (base + ${base.get('shards')} shards, summed): sold ${counters.sold}, revenue ${counters.revenuePence} p: ${counters.sold === tickets && counters.revenuePence === tickets * 1000 ? 'agree with the tickets at once (written in the same transactions)' : 'DISAGREE with the tickets'}`,
  );

  // Writes of the sale per document, from what each purchase stored.
  const writes = new Map();
  const add = (doc, times = 1) => writes.set(doc, (writes.get(doc) ?? 0) + times);
  add(`ticketStats/${eventId}`);
  for (const purchase of purchases) {
    const data = purchase.data();
    for (const ticketId of data.ticketIds) add(`tickets/${ticketId}`);
    for (const doc of [
      `ticketPurchases/${purchase.id}`,
      `ticketPurchaseKeys/${purchase.id}`,
      `mail/ticket-${purchase.id}`,
      `ticketHolders/${eventId}_${data.buyerId}`,
      `users/${data.buyerId}`,
    ])
      add(doc);
    for (const shard of Object.keys(data.stockShards ?? {})) add(`ticketStats/${eventId}/shards/${shard}`);
  }
  const total = [...writes.values()].reduce((sum, times) => sum + times, 0);
  const [hottest, hottestWrites] = [...writes.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const n = Number(base.get('shards')) || shardCountFor(TICKETS);
  console.log(
    `  writes: ${total} over ${writes.size} documents (${(total / Math.max(1, purchases.length)).toFixed(1)} per purchase); hottest ${hottest}: ${hottestWrites} writes, ${((100 * hottestWrites) / Math.max(1, purchases.length)).toFixed(1)}% of the purchases (1/N with N = ${n} shards: ${(100 / n).toFixed(1)}%)`,
  );

  // The owner's statistics: each sale adds its tickets to one of the statistics shards in its own transaction, and
  // rolls the shards up into the dashboard's one document when the last roll-up is 5 s old (STATISTICS_ROLL_UP_MS,
  // as deployed); the minute sweep, which the emulators do not run, is called here once the sale is over.
  const expected = tickets * 1000;
  const rolledUpBySales = Number((await db.doc(statisticsPath(organizerId)).get()).get('rollUps') ?? 0);
  await rollUpPending(db);
  const revenue = await ticketRevenueOnStatistics(db);
  const statistics = await db.doc(statisticsPath(organizerId)).get();
  const shards = (await db.collection(`${statisticsPath(organizerId)}/statisticsShards`).get()).size;
  const markers = (
    await db
      .collection(`${statisticsPath(organizerId)}/appliedChanges`)
      .count()
      .get()
  ).data().count;
  console.log(
    revenue === expected
      ? `  owner's statistics agree ${((Date.now() - soldAt) / 1000).toFixed(1)} s after the last sale (deployed, the sweep runs within a minute)`
      : `  owner's statistics: ${revenue} p of ${expected} p`,
  );
  console.log(
    `  owner's statistics writes: ${purchases.length} purchases over ${shards} statistics shards (about ${(purchases.length / Math.max(1, shards)).toFixed(0)} each), ${markers} trigger markers; the dashboard's document ${statistics.get('rollUps')} times (${rolledUpBySales} roll-ups by the sales, then the sweep)`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
