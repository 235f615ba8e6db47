#!/usr/bin/env node
// Shows that a dashboard load reads the same number of documents whatever the data size (ARCHITECTURE budgets: at
// most 3). Against the running emulators it signs up a throwaway event manager, writes events and received orders,
// then first 20 and then 5,000 tickets (in batches, as plain documents, recounted as the seed's are), waits for the
// statistics to be what the documents come to, and loads the dashboard as the app does
// (src/services/statistics.service.ts): signed in as the account, through the security rules, with the client SDK.
// Firestore bills a document read per document a get returns (a missing one included); the private block's rule
// reads nothing. Run it with `npm run measure:dashboard` (fresh emulators) or `node scripts/measure-dashboard-reads.mjs`
// next to `npm start`; it removes what it wrote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, terminate } from 'firebase/firestore';
import { adminAuth, adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { emulators, host, isDemoProject, projectId, root } from './lib/stack.mjs';

const SIZES = [20, 5000];
const BATCH_SIZE = 500;
const TRIGGERS_TIMEOUT_MS = 15 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const runId = Date.now().toString(36);

const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));
const { figuresOfDocuments, flattenFigures } = functionsLib('statistics/statisticsFigures.js');
const { rebuildStatistics } = functionsLib('statistics/rebuildStatistics.js');

/** The account the dashboard belongs to, signed in with a client of its own as the app would be. */
async function signedInManager() {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `measure-dashboard-${runId}`);
  connectAuthEmulator(getAuth(app), `http://${host}:${emulators.auth.port}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, emulators.firestore.port);
  const email = `measure-dashboard-${runId}@gigvenue.test`;
  const { uid } = (await createUserWithEmailAndPassword(getAuth(app), email, 'secret123')).user;
  return { app, db, uid };
}

/** One dashboard load, as statistics.service.ts does it, and the documents it read. */
async function loadDashboard(clientDb, uid) {
  let reads = 0;
  const get = async (...segments) => {
    reads += 1;
    return getDoc(doc(clientDb, ...segments));
  };
  const started = performance.now();
  const statistics = await get('managers', uid, 'private', 'statistics');
  return { reads, ms: performance.now() - started, data: statistics.data() ?? {} };
}

async function writeAll(db, collection, documents) {
  for (let index = 0; index < documents.length; index += BATCH_SIZE) {
    const batch = db.batch();
    for (const { id, ...data } of documents.slice(index, index + BATCH_SIZE))
      batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}

/** Tickets from..to-1, spread over the twelve months of the year. */
function tickets(uid, year, from, to) {
  return Array.from({ length: to - from }, (_, offset) => {
    const index = from + offset;
    const month = index % 12;
    return {
      id: `${uid}-ticket-${index}`,
      ticketId: `${uid}-ticket-${index}`,
      userId: `buyer-${index % 50}`,
      userName: 'Measured Buyer',
      eventId: `${uid}-event-${month}`,
      eventOwnerId: uid,
      purchaseDate: Date.UTC(year, month, 1 + (index % 28), 12),
      amountPaid: 10 + (index % 4) * 2.5,
      isPaid: true,
      isCheckedIn: false,
      paymentMethod: 'PayPal',
      ticketType: 'Standard',
      feedbackNotes: '',
    };
  });
}

/** One event and one received order per month; half the orders completed. */
function eventsAndOrders(uid, year) {
  const events = MONTHS.map((_, month) => ({
    id: `${uid}-event-${month}`,
    title: `Measured event ${month + 1}`,
    createdBy: uid,
    date: Date.UTC(year, month, 15),
    status: month % 2 ? 'active' : 'inProgress',
  }));
  const orders = MONTHS.map((_, month) => ({
    id: `${uid}-order-${month}`,
    event: `${uid}-event-${month}`,
    createdBy: 'measure-booker',
    createdTo: uid,
    bookingDate: Date.UTC(year, month, 15),
    status: month % 2 ? 'completed' : 'active',
    slot: { id: `slot-${month}`, startTime: '7:00 PM', endTime: '9:00 PM', price: 100 },
  }));
  return { events, orders };
}

const sameFigures = (a, b) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Waits until the statistics triggers have counted every write: the stored figures are what the documents come to. */
async function triggersCaughtUp(db, uid, documents) {
  const expected = figuresOfDocuments(uid, documents);
  const ref = db.doc(`managers/${uid}/private/statistics`);
  const started = performance.now();
  while (!sameFigures(flattenFigures((await ref.get()).data()), expected)) {
    if (performance.now() - started > TRIGGERS_TIMEOUT_MS)
      throw new Error('The statistics triggers did not catch up: are the functions running?');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (performance.now() - started) / 1000;
}

async function deleteWhere(db, collection, field, uid) {
  for (;;) {
    const snapshot = await db.collection(collection).where(field, '==', uid).limit(BATCH_SIZE).get();
    if (snapshot.empty) return;
    const batch = db.batch();
    snapshot.docs.forEach((document) => batch.delete(document.ref));
    await batch.commit();
  }
}

/** Removes the measured documents, then the figures once their deletions are counted (else a late trigger remakes them). */
async function cleanUp(db, uid) {
  await Promise.all([
    deleteWhere(db, 'tickets', 'eventOwnerId', uid),
    deleteWhere(db, 'events', 'createdBy', uid),
    deleteWhere(db, 'orders', 'createdTo', uid),
  ]);
  await triggersCaughtUp(db, uid, {}).catch(() => undefined);
  await db.recursiveDelete(db.doc(`managers/${uid}/private/statistics`));
  await adminAuth().deleteUser(uid);
}

const format = (value) => value.toLocaleString('en-GB');
const pounds = (pence) => (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

function report(year, events, orders, loads) {
  const [small, large] = loads;
  console.log(
    `Dashboard load of an event manager (${year}), ${events.length} events and ${orders.length} orders received: one get of managers/{uid}/private/statistics, signed in, through the rules.`,
  );
  console.log('');
  const rows = [
    ['', `${format(small.size)} tickets`, `${format(large.size)} tickets`],
    ['Documents read per load', format(small.reads), format(large.reads)],
    [
      'Ticket revenue on the dashboard',
      pounds(small.data.totals.ticketRevenuePence),
      pounds(large.data.totals.ticketRevenuePence),
    ],
    [
      'Statistics document (JSON bytes)',
      format(JSON.stringify(small.data).length),
      format(JSON.stringify(large.data).length),
    ],
    ['Load time (ms)', small.ms.toFixed(0), large.ms.toFixed(0)],
    [
      'Tickets written, then counted by (s)',
      `${small.writeSeconds.toFixed(1)}, ${small.caughtUpSeconds.toFixed(1)}`,
      `${large.writeSeconds.toFixed(1)}, ${large.caughtUpSeconds.toFixed(1)}`,
    ],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
        .join('   '),
    );
  console.log('');
  console.log(
    `${format(large.size / small.size)}x the tickets: the load reads ${format(large.reads - small.reads)} more documents. The figures are kept by the statistics triggers as each document is written (one transaction per write), so a load costs the same whatever the account holds.`,
  );
}

async function main() {
  if (!isDemoProject) throw new Error('Refusing to write measurement data to a non-demo project.');
  await assertEmulatorsReachable();
  const db = adminDb();
  const client = await signedInManager();
  const { uid } = client;
  const year = new Date().getUTCFullYear();
  const { events, orders } = eventsAndOrders(uid, year);
  const loads = [];
  try {
    await writeAll(db, 'events', events);
    await writeAll(db, 'orders', orders);
    let seeded = 0;
    for (const size of SIZES) {
      const written = performance.now();
      await writeAll(db, 'tickets', tickets(uid, year, seeded, size));
      // Plain ticket documents are not a sale, which counts its own tickets: a rebuild counts them, as for the seed's.
      await rebuildStatistics(db, uid);
      const writeSeconds = (performance.now() - written) / 1000;
      seeded = size;
      const caughtUpSeconds = await triggersCaughtUp(db, uid, {
        events,
        orders,
        tickets: tickets(uid, year, 0, size),
      });
      loads.push({ size, writeSeconds, caughtUpSeconds, ...(await loadDashboard(client.db, uid)) });
    }
    report(year, events, orders, loads);
  } finally {
    console.log('');
    console.log('Removing what it wrote (once the triggers have counted the deletions)...');
    await terminate(client.db);
    await deleteApp(client.app);
    await cleanUp(db, uid);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Measuring failed: ${error.message}`);
    process.exit(1);
  },
);
