#!/usr/bin/env node
// The platform operator's command line: approve, suspend or reactivate an account, or change its config; and print
// the buyers' ticket-page links of an event (`ticket-links [eventId]`), e.g. to show a demo ticket's QR code; and settle
// the events that ended (`settle [date]`, the hourly job's work, optionally pretending it is that date); and recount an
// account's dashboard figures from its events, tickets and orders (`rebuild-stats <email>`); and do the hourly payment
// jobs by hand: take held card payments whose capture failed (`retry-captures`), finish or reconcile stalled
// withdrawals (`resume-withdrawals`), return booking money no booking stands for and ticket refunds still owed
// (`refund-stranded`), pass lapsed waitlist offers on (`pass-on-offers`); put back on sale the tickets of purchases whose
// money went before their trigger could (`return-unpaid`, once after the deploy that brought returnUnpaidTickets); and
// cancel an event, refunding every buyer, as its owner can (`cancel-event <eventId>`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { DEMO_UPCOMING, demoUpcomingRequests } from './lib/demo-data.mjs';
import { initPlatform } from './lib/platformInit.mjs';
import { CONFIG_FIELDS, parseOperatorArgs, settlementInstant } from './lib/operator-args.mjs';
import { root } from './lib/stack.mjs';

async function findAccount(db, email) {
  const exact = await db.collection('managers').where('email', '==', email).limit(1).get();
  if (!exact.empty) return exact.docs[0];
  const lower = await db.collection('managers').where('email', '==', email.toLowerCase()).limit(1).get();
  return lower.empty ? null : lower.docs[0];
}

async function changeStatus(db, account, { command, from, to }) {
  // Refusals are returned, not thrown, so the transaction ends normally: the process exits right after, and
  // a rollback still in flight would leave the document locked in the emulator.
  const outcome = await db.runTransaction(async (tx) => {
    const fresh = await tx.get(account.ref);
    const current = fresh.get('status');
    const email = fresh.get('email');
    if (current === to) return { message: `${email} is already ${to}.` };
    if (!from.includes(current))
      return { refusal: `Cannot ${command} ${email}: its status is "${current}".` };
    tx.update(account.ref, { status: to, statusChangedAt: FieldValue.serverTimestamp() });
    return { message: `${email}: ${current} -> ${to}` };
  });
  if (outcome.refusal) throw new Error(outcome.refusal);
  return outcome.message;
}

async function changeConfig(db, account, changes) {
  const privateRef = account.ref.collection('private').doc('account');
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(privateRef);
    const defaults = Object.fromEntries(
      Object.entries(CONFIG_FIELDS).map(([key, type]) => [key, type === 'boolean' ? false : 0]),
    );
    const config = { ...defaults, ...(snap.exists ? snap.get('config') : {}), ...changes };
    tx.set(privateRef, { config }, { merge: true });
    return `${account.get('email')} config: ${JSON.stringify(config)}`;
  });
}

// The functions' structured log lines are diagnostics: firebase-functions' logger writes them through the console
// methods it finds when it loads (below, on first use), so pointing those at stderr leaves stdout to the answer alone.
const answer = (text) => process.stdout.write(`${text}\n`);
console.log = console.info = console.debug = console.error;

const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));

/** The id of today's demo event ('Salsa Social Tonight'), as the seed's booking made it. */
function tonightsDemoEventId() {
  const { eventIdFor } = functionsLib('bookings/bookEvent.js');
  const index = DEMO_UPCOMING.findIndex((plan) => plan.key === 'tonight');
  const { uid, request } = demoUpcomingRequests()[index];
  return eventIdFor(uid, request.requestId);
}

/**
 * Each purchase's ticket page (`${APP_URL}/t/{purchaseId}?k={key}`), the link its buyer was mailed, with the random key
 * the sale kept in ticketPurchaseKeys.
 */
async function ticketLinks(db, eventId = tonightsDemoEventId()) {
  const { ticketLink } = functionsLib('tickets/ticketMail.js');
  const { readSettings } = functionsLib('config.js');
  const { appUrl } = readSettings(process.env);
  const event = await db.doc(`events/${eventId}`).get();
  if (!event.exists) throw new Error(`No event ${eventId}.`);
  const purchases = await db.collection('ticketPurchases').where('eventId', '==', eventId).get();
  if (purchases.empty) return `${event.get('title')} (${eventId}) has no purchases.`;
  const sorted = purchases.docs.sort((a, b) => a.get('createdAt') - b.get('createdAt'));
  const keys = await db.getAll(...sorted.map((purchase) => db.doc(`ticketPurchaseKeys/${purchase.id}`)));
  const lines = sorted.map((purchase, index) => {
    const { name, quantity, ticketType } = purchase.data();
    return `${name}, ${quantity} x ${ticketType}: ${ticketLink(appUrl, purchase.id, keys[index].get('accessKey'))}`;
  });
  return [`Ticket pages of ${event.get('title')} (${eventId}):`, ...lines].join('\n');
}

const pounds = (pence) => `£${(pence / 100).toFixed(2)}`;

/** What the ledger credited an event so far, as one line's tail. */
async function creditsOf(db, eventId) {
  const entries = (await db.collection('ledger').where('eventId', '==', eventId).get()).docs.map((doc) =>
    doc.data(),
  );
  const credits = entries.map(
    (entry) =>
      `${entry.payeeId} ${entry.kind} ${entry.credited ? pounds(entry.amountPence) : `${pounds(entry.grossPence)} collected in person`}`,
  );
  return credits.join('; ');
}

/** Settles every event that ended by `now` (what the hourly settleEvents function does) and says what it credited. */
async function settle(db, now) {
  const { settleDueEvents } = functionsLib('settlement/settleEvent.js');
  const run = await settleDueEvents(db, now);
  const lines = [
    `Settled ${run.settled.length} events as of ${now.toISOString()}; ${run.waiting.length} over but waiting for ` +
      `ticket clearance or a card capture; ${run.notOver} dated events not over yet.`,
  ];
  for (const eventId of run.settled)
    lines.push(`  ${eventId}: ${(await creditsOf(db, eventId)) || 'nothing to pay'}`);
  for (const eventId of run.waiting) {
    lines.push(`  ${eventId} waiting: ${(await creditsOf(db, eventId)) || 'nothing credited yet'}`);
  }
  for (const { eventId, error } of run.failed) lines.push(`  ${eventId} FAILED: ${error}`);
  if (run.failed.length > 0) throw new Error(lines.join('\n'));
  return lines.join('\n');
}

/** The payment provider the functions use; the simulated one keeps its records through this command's database. */
function paymentProviderFor(db) {
  const { readSettings } = functionsLib('config.js');
  const { paymentProvider } = functionsLib('payments/providers/provider.js');
  const { createSimulatedProvider } = functionsLib('payments/providers/simulated.js');
  const settings = readSettings(process.env);
  return settings.paymentProvider === 'simulated'
    ? createSimulatedProvider(() => db)
    : paymentProvider(settings);
}

/** Takes the held card payments whose capture failed, or marks lapsed the expired ones (the hourly retryCaptures). */
async function retryCaptures(db) {
  const { retryHeldCaptures } = functionsLib('payments/captureRetry.js');
  const run = await retryHeldCaptures(db, paymentProviderFor(db));
  const lines = [
    `Held card payments: ${run.captured.length} captured, ${run.lapsed.length} lapsed, ${run.failed.length} still held after a failed capture.`,
  ];
  for (const outcome of ['captured', 'lapsed', 'failed'])
    for (const record of run[outcome]) lines.push(`  ${outcome}: ${record}`);
  return lines.join('\n');
}

/** Returns booking money that no booking stands for any more (the hourly refundStrandedPayments). */
async function refundStranded(db) {
  const { refundStranded: sweep } = functionsLib('payments/strandedPayments.js');
  const { owedRefundedPurchases, settleRefundedPurchase } = functionsLib('tickets/ticketRefund.js');
  const provider = paymentProviderFor(db);
  const run = await sweep(db, provider);
  const lines = [`Stranded booking payments: ${run.settled.length} returned, ${run.failed.length} failed.`];
  for (const outcome of ['settled', 'failed'])
    for (const id of run[outcome]) lines.push(`  ${outcome}: ${id}`);
  // Purchases an organizer refunded whose card refund has not gone through (the hourly retryTicketRefunds).
  const owed = await owedRefundedPurchases(db, 200);
  for (const purchaseId of owed) {
    const outcome = await settleRefundedPurchase(db, provider, purchaseId).catch(
      (error) => `failed: ${error.message}`,
    );
    lines.push(`  ticket refund ${purchaseId}: ${outcome}`);
  }
  lines.push(`Owed ticket refunds: ${owed.length} looked at.`);
  return lines.join('\n');
}

/**
 * Puts the tickets of purchases refunded outside the app or lapsed back on sale, the waitlist first, as the
 * returnUnpaidTickets trigger does for a purchase marked after its deploy; those marked before are found here.
 */
async function returnUnpaid(db) {
  const { returnUnpaidPurchase, unreturnedUnpaidPurchases } = functionsLib('tickets/ticketRefund.js');
  const { offerReturnedTickets } = functionsLib('tickets/waitlistOffers.js');
  const purchaseIds = await unreturnedUnpaidPurchases(db);
  const returnedTo = new Set();
  const lines = [];
  let returned = 0;
  for (const purchaseId of purchaseIds) {
    const eventId = await returnUnpaidPurchase(db, purchaseId);
    if (eventId) {
      returned += 1;
      returnedTo.add(eventId);
    }
    lines.push(
      `  ${purchaseId}: ${eventId ? `back on sale (${eventId})` : 'kept (the event ended, was cancelled or paid out, or a ticket is checked in)'}`,
    );
  }
  for (const eventId of returnedTo) await offerReturnedTickets(db, eventId);
  return [`Unpaid purchases still counted: ${purchaseIds.length}, ${returned} back on sale.`, ...lines].join(
    '\n',
  );
}

/** Passes waitlist offers whose 30 minutes ran out to the next in line (the 5-minute passOnLapsedOffers). */
async function passOnOffers(db) {
  const { passOnLapsed } = functionsLib('waitlist/passOnLapsedOffers.js');
  return `Waitlists with lapsed offers passed on: ${await passOnLapsed(db, new Date())}.`;
}

/** Finishes withdrawals that stopped half-way and reconciles unknown transfers (the hourly resumeWithdrawals). */
async function resumeWithdrawals(db) {
  const { resumeStalledWithdrawals } = functionsLib('payouts/withdrawal.js');
  const { resumed, failed, pending } = await resumeStalledWithdrawals(db, paymentProviderFor(db));
  return `Withdrawals: ${resumed} finished, ${failed} refused by the provider, ${pending} still unknown.`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cancels an event as the platform (as its owner can) and works its refund job here; when the job's trigger holds it,
 * waits for it. Says what was released and kept, and the refunds.
 */
async function cancelEvent(db, eventId) {
  const { cancelStoredEvent } = functionsLib('cancellation/eventCancellation.js');
  const { CANCEL_REFUSALS } = functionsLib('cancellation/cancellationPlan.js');
  const { refusalText } = functionsLib('shared/refusals.js');
  const { runRefundJob } = functionsLib('cancellation/refundJob.js');
  const outcome = await cancelStoredEvent(db, eventId, { uid: null }, { dryRun: false });
  if (outcome.refused)
    throw new Error(`Cannot cancel ${eventId}: ${refusalText(CANCEL_REFUSALS[outcome.refused][1])}`);
  const { preview } = outcome;
  const lines = [
    `${outcome.alreadyCancelled ? 'Already cancelled' : 'Cancelled'} ${eventId} (${preview.title}): ` +
      `${preview.refundTickets} card tickets to refund, ${preview.freeTickets} free tickets void, ` +
      `${preview.buyers} buyers told.`,
    ...preview.released.map((order) => `  released: ${order.party}, ${pounds(order.pricePence)} refunded`),
    ...preview.kept.map(
      (order) => `  kept (past the cut-off): ${order.party} keeps ${pounds(order.pricePence)}`,
    ),
  ];
  let run = await runRefundJob(db, paymentProviderFor(db), eventId, { workerId: `operator-${Date.now()}` });
  for (let waited = 0; run === 'busy' && waited < 120; waited += 1) {
    await sleep(1000);
    if ((await db.doc(`cancellations/${eventId}`).get()).get('status') === 'finished') run = 'finished';
  }
  const job = (await db.doc(`cancellations/${eventId}`).get()).data() ?? {};
  lines.push(
    `Refund job ${job.status}: refunded ${job.refundedTickets} of ${job.totalTickets} tickets ` +
      `(${pounds(job.refundedPence ?? 0)}), ${job.releasedTickets} released, ${job.refundDueTickets} refund due, ` +
      `${job.declinedTickets} declined.`,
  );
  for (const [purchaseId, declined] of Object.entries(job.declined ?? {}))
    lines.push(`  declined: ${purchaseId} (${declined.tickets} tickets): ${declined.reason}`);
  return lines.join('\n');
}

/** Recounts an account's dashboard figures from its events, tickets and orders and says what they come to. */
async function rebuildStats(db, account) {
  const { rebuildStatistics } = functionsLib('statistics/rebuildStatistics.js');
  const { counted, figures } = await rebuildStatistics(db, account.id);
  const figure = (key) => figures[`totals.${key}`] ?? 0;
  return [
    `${account.get('email')}: recounted ${counted.events} events, ${counted.tickets} tickets and ${counted.orders} orders received.`,
    `  Events: ${figure('activeEvents')} active of ${figure('events')}; ticket revenue ${pounds(figure('ticketRevenuePence'))}.`,
    `  Orders: ${figure('orders') - figure('completedOrders')} active of ${figure('orders')}; revenue ${pounds(figure('orderRevenuePence'))}.`,
  ].join('\n');
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'init') {
    if (rest.length > 0) throw new Error('usage: npm run operator -- init');
    await assertEmulatorsReachable();
    const { created, kept } = await initPlatform(adminDb());
    answer(
      `Platform documents (config, event types, categories): ${created} created, ${kept} already there.`,
    );
    return;
  }
  if (command === 'settle') {
    if (rest.length > 1) throw new Error('usage: npm run operator -- settle [YYYY-MM-DD]');
    const now = settlementInstant(rest[0]);
    await assertEmulatorsReachable();
    answer(await settle(adminDb(), now));
    return;
  }
  const paymentJobs = {
    'retry-captures': retryCaptures,
    'resume-withdrawals': resumeWithdrawals,
    'refund-stranded': refundStranded,
    'pass-on-offers': passOnOffers,
    'return-unpaid': returnUnpaid,
  };
  if (command in paymentJobs) {
    if (rest.length > 0) throw new Error(`usage: npm run operator -- ${command}`);
    await assertEmulatorsReachable();
    answer(await paymentJobs[command](adminDb()));
    return;
  }
  if (command === 'cancel-event') {
    if (rest.length !== 1) throw new Error('usage: npm run operator -- cancel-event <eventId>');
    await assertEmulatorsReachable();
    answer(await cancelEvent(adminDb(), rest[0]));
    return;
  }
  if (command === 'ticket-links') {
    if (rest.length > 1) throw new Error('usage: npm run operator -- ticket-links [eventId]');
    await assertEmulatorsReachable();
    answer(await ticketLinks(adminDb(), rest[0]));
    return;
  }
  if (command === 'rebuild-stats') {
    if (rest.length !== 1) throw new Error('usage: npm run operator -- rebuild-stats <email>');
    await assertEmulatorsReachable();
    const db = adminDb();
    const account = await findAccount(db, rest[0]);
    if (!account) throw new Error(`No account found with e-mail ${rest[0]}`);
    answer(await rebuildStats(db, account));
    return;
  }
  const instruction = parseOperatorArgs(process.argv.slice(2));
  await assertEmulatorsReachable();
  const db = adminDb();
  const account = await findAccount(db, instruction.email);
  if (!account) throw new Error(`No account found with e-mail ${instruction.email}`);
  const message =
    instruction.kind === 'status'
      ? await changeStatus(db, account, instruction)
      : await changeConfig(db, account, instruction.changes);
  answer(message);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
