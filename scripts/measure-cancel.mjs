#!/usr/bin/env node
// Measures a cancellation's refunds at scale: against the running emulators it writes a throwaway event with 5,000
// card tickets (one purchase each, captured in the simulated provider), cancels it as its owner would, and times the
// refund job the cancellation starts (the onCancellationCreated trigger in the functions emulator) until every
// ticket is refunded. It then does it again with the job worked in this process through a provider that counts its
// calls, to show the calls per ticket (one refund per purchase, no ticket twice). A measurement, not a test: timings
// depend on the machine. Run it with `npm run measure:cancel` (fresh emulators).
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { root } from './lib/stack.mjs';

const TICKETS = 5000;
const BATCH_PURCHASES = 160;
const POLL_MS = 250;
const runId = Date.now().toString(36);
const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));
const { cancelStoredEvent, newCancellationJob } = functionsLib('cancellation/eventCancellation.js');
const { runRefundJob } = functionsLib('cancellation/refundJob.js');
const { createSimulatedProvider } = functionsLib('payments/providers/simulated.js');

const DAY = 24 * 60 * 60 * 1000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** An event ten days ahead with `TICKETS` captured card purchases of one £12.50 ticket each. */
async function soldEvent(db, label) {
  const owner = `measure-cancel-owner-${runId}-${label}`;
  const eventId = `measure-cancel-${runId}-${label}`;
  const day = Math.floor(Date.now() / DAY) * DAY + 10 * DAY;
  const date = new Date(day);
  await db
    .doc(`managers/${owner}`)
    .set({ email: `${owner}@gigvenue.test`, role: 'eventOrganizer', status: 'active' });
  await db.doc(`managers/${owner}/private/account`).set({ config: {}, currentBalance: 0 });
  await db.doc(`events/${eventId}`).set({
    title: 'Measured Social',
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: day,
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    status: 'active',
    requiredSeats: TICKETS,
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: TICKETS }],
    createdBy: owner,
  });
  for (let start = 0; start < TICKETS; start += BATCH_PURCHASES) {
    const batch = db.batch();
    for (let index = start; index < Math.min(TICKETS, start + BATCH_PURCHASES); index += 1) {
      const purchaseId = `${eventId}-p${String(index).padStart(5, '0')}`;
      const authorizationId = `pi_sim_${purchaseId}`;
      batch.set(db.doc(`simulatedPayments/${authorizationId}`), {
        status: 'captured',
        authorizedAt: Date.now(),
      });
      batch.set(db.doc(`tickets/${purchaseId}-1`), {
        ticketId: `${purchaseId}-1`,
        eventId,
        eventOwnerId: owner,
        purchaseId,
        paymentMethod: 'Card',
        amountPaid: 12.5,
      });
      batch.set(db.doc(`ticketPurchases/${purchaseId}`), {
        purchaseId,
        eventId,
        eventOwnerId: owner,
        buyerId: `buyer-${purchaseId}`,
        name: 'Measured Buyer',
        email: `buyer-${index}@gigvenue.test`,
        quantity: 1,
        totalPence: 1250,
        ticketIds: [`${purchaseId}-1`],
        payment: { provider: 'simulated', authorizationId, status: 'captured' },
      });
    }
    await batch.commit();
  }
  await db.doc(`ticketStats/${eventId}`).set({
    eventId,
    eventOwnerId: owner,
    staffIds: [owner],
    sold: TICKETS,
    revenuePence: TICKETS * 1250,
    checkedIn: 0,
    holders: TICKETS,
    packages: { Standard: TICKETS },
  });
  return { owner, eventId };
}

async function refundedCount(db, eventId) {
  const counted = await db
    .collection('ticketPurchases')
    .where('eventId', '==', eventId)
    .where('payment.status', '==', 'refunded')
    .count()
    .get();
  return counted.data().count;
}

/** The deployed path: the cancellation's trigger works the job in the functions emulator. */
async function throughTrigger(db) {
  const { owner, eventId } = await soldEvent(db, 'trigger');
  const started = Date.now();
  const outcome = await cancelStoredEvent(db, eventId, { uid: owner }, { dryRun: false });
  const cancelledIn = Date.now() - started;
  let job;
  for (;;) {
    job = (await db.doc(`cancellations/${eventId}`).get()).data();
    if (job?.status === 'finished') break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`not finished: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const total = Date.now() - started;
  return { outcome, cancelledIn, total, job, refunded: await refundedCount(db, eventId) };
}

/** The job worked here with a provider that counts its calls (the trigger's worker waits on the lease). */
async function inProcess(db) {
  const { owner, eventId } = await soldEvent(db, 'counted');
  await db.doc(`events/${eventId}`).update({ status: 'cancelled' });
  await db.doc(`cancellations/${eventId}`).set({
    ...newCancellationJob(eventId, owner, 'Measured Social', Date.now()),
    lease: { holder: 'measure', until: Date.now() + 60 * 60_000 },
  });
  const simulated = createSimulatedProvider(() => db);
  const calls = new Map();
  const provider = {
    ...simulated,
    async refundPayment(step) {
      calls.set(step.authorizationId, (calls.get(step.authorizationId) ?? 0) + 1);
      await simulated.refundPayment(step);
    },
  };
  const started = Date.now();
  const run = await runRefundJob(db, provider, eventId, { workerId: 'measure', budgetMs: 60 * 60_000 });
  const total = Date.now() - started;
  const job = (await db.doc(`cancellations/${eventId}`).get()).data();
  const calledTwice = [...calls.values()].filter((count) => count > 1).length;
  const callCount = [...calls.values()].reduce((sum, count) => sum + count, 0);
  return {
    run,
    total,
    job,
    callCount,
    payments: calls.size,
    calledTwice,
    refunded: await refundedCount(db, eventId),
  };
}

async function main() {
  await assertEmulatorsReachable();
  const db = adminDb();
  const viaTrigger = await throughTrigger(db);
  console.log(
    `Through the trigger: cancelled in ${seconds(viaTrigger.cancelledIn)}; ${viaTrigger.job.refundedTickets} of ` +
      `${viaTrigger.job.totalTickets} tickets refunded (£${(viaTrigger.job.refundedPence / 100).toFixed(2)}) ` +
      `${seconds(viaTrigger.total)} after the cancel; ${viaTrigger.refunded} purchases marked refunded.`,
  );
  const counted = await inProcess(db);
  console.log(
    `Worked in this process: ${counted.run} in ${seconds(counted.total)}; ${counted.job.refundedTickets} of ` +
      `${counted.job.totalTickets} tickets refunded; ${counted.callCount} provider refund calls for ` +
      `${counted.payments} payments (${counted.calledTwice} called twice); ${counted.refunded} purchases refunded.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
