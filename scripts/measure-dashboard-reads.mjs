#!/usr/bin/env node
// Shows that a dashboard load reads a bounded number of documents whatever the data size (ARCHITECTURE
// budgets). Against the running emulators it seeds a throwaway owner with events, orders and first 20, then
// 5,000 tickets, runs the dashboard's aggregate queries (the same ones as src/services/statistics.service.ts)
// and prints what each load costs. Firestore bills an aggregate query one document read per batch of up to
// 1,000 index entries it matches (at least one), and returns no documents at all, only the figures.
// Run it with `npm run measure:dashboard` (fresh emulators) or `node scripts/measure-dashboard-reads.mjs`
// next to `npm start`; it removes what it wrote.
import { AggregateField } from 'firebase-admin/firestore';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { isDemoProject } from './lib/stack.mjs';

const ENTRIES_PER_READ = 1000;
const BATCH_SIZE = 500;
const SIZES = [20, 5000];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mirrors src/domain/statistics.ts.
const ACTIVE_EVENT_STATUSES = ['active', 'inProgress'];

const monthRanges = (year) =>
  MONTHS.map((name, month) => ({ name, start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) }));

/** The dashboard's queries for an event manager (events and orders), as statistics.service.ts builds them. */
function dashboardQueries(db, uid, year) {
  const { count, sum } = AggregateField;
  const events = db.collection('events').where('createdBy', '==', uid);
  const tickets = db.collection('tickets').where('eventOwnerId', '==', uid);
  const received = db.collection('orders').where('createdTo', '==', uid);
  const completed = received.where('status', '==', 'completed');
  const inMonth = (query, field, { start, end }) => query.where(field, '>=', start).where(field, '<', end);
  const months = monthRanges(year);
  return [
    { name: 'events: total', query: events, spec: { total: count() } },
    {
      name: 'events: active',
      query: events.where('status', 'in', ACTIVE_EVENT_STATUSES),
      spec: { active: count() },
    },
    { name: 'tickets: revenue, all time', query: tickets, spec: { revenue: sum('amountPaid') } },
    ...months.map((month) => ({
      name: `events in ${month.name}`,
      query: inMonth(events, 'date', month),
      spec: { events: count() },
    })),
    ...months.map((month) => ({
      name: `ticket revenue in ${month.name}`,
      query: inMonth(tickets, 'purchaseDate', month),
      spec: { revenue: sum('amountPaid') },
    })),
    { name: 'orders: total', query: received, spec: { total: count() } },
    {
      name: 'orders: completed + revenue',
      query: completed,
      spec: { completed: count(), revenue: sum('slot.price') },
    },
    ...months.map((month) => ({
      name: `orders in ${month.name}`,
      query: inMonth(received, 'bookingDate', month),
      spec: { orders: count() },
    })),
    ...months.map((month) => ({
      name: `income in ${month.name}`,
      query: inMonth(completed, 'bookingDate', month),
      spec: { income: sum('slot.price') },
    })),
  ];
}

async function writeAll(db, collection, documents) {
  for (let index = 0; index < documents.length; index += BATCH_SIZE) {
    const batch = db.batch();
    for (const { id, ...data } of documents.slice(index, index + BATCH_SIZE))
      batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
  }
}

async function deleteWhere(db, collection, field, uid) {
  for (;;) {
    const snapshot = await db.collection(collection).where(field, '==', uid).limit(BATCH_SIZE).get();
    if (snapshot.empty) return;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}

/** Tickets from..to-1, spread over the twelve months so each month's query matches a share of them. */
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
    status: ACTIVE_EVENT_STATUSES[month % 2],
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

/** Runs one dashboard load and what it would be billed. */
async function measureLoad(db, uid, year) {
  const queries = dashboardQueries(db, uid, year);
  const results = await Promise.all(
    queries.map(async ({ name, query, spec }) => {
      const snapshot = await query.aggregate(spec).get();
      // An aggregate snapshot holds the figures only: no document is sent to the client.
      const transferred = Array.isArray(snapshot.docs) ? snapshot.docs.length : 0;
      // How many index entries the query matches (what billing counts), measured with a separate count.
      const matched = (await query.count().get()).data().count;
      const reads = Math.max(1, Math.ceil(matched / ENTRIES_PER_READ));
      return { name, matched, reads, transferred, data: snapshot.data() };
    }),
  );
  const explained = await explainOne(queries.find((query) => query.name === 'tickets: revenue, all time'));
  return {
    queries: results,
    reads: results.reduce((total, result) => total + result.reads, 0),
    transferred: results.reduce((total, result) => total + result.transferred, 0),
    revenue: results.find((result) => result.name === 'tickets: revenue, all time').data.revenue,
    explained,
  };
}

/** The server's own read count for one query, where the backend reports it (production does; the emulator may not). */
async function explainOne({ query, spec }) {
  try {
    const { metrics } = await query.aggregate(spec).explain({ analyze: true });
    return metrics.executionStats ? Number(metrics.executionStats.readOperations) : null;
  } catch {
    return null;
  }
}

const format = (value) => value.toLocaleString('en-GB');
const pounds = (value) => value.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

async function main() {
  if (!isDemoProject) throw new Error('Refusing to write measurement data to a non-demo project.');
  await assertEmulatorsReachable();
  const db = adminDb();
  const uid = `measure-owner-${Date.now().toString(36)}`;
  const year = new Date().getUTCFullYear();
  const { events, orders } = eventsAndOrders(uid, year);
  const loads = [];
  try {
    await writeAll(db, 'events', events);
    await writeAll(db, 'orders', orders);
    let seeded = 0;
    for (const size of SIZES) {
      await writeAll(db, 'tickets', tickets(uid, year, seeded, size));
      seeded = size;
      loads.push({ size, ...(await measureLoad(db, uid, year)) });
    }
  } finally {
    await Promise.all([
      deleteWhere(db, 'tickets', 'eventOwnerId', uid),
      deleteWhere(db, 'events', 'createdBy', uid),
      deleteWhere(db, 'orders', 'createdTo', uid),
    ]);
  }

  const [small, large] = loads;
  console.log(
    `Dashboard load of an event manager (${year}): ${small.queries.length} aggregate queries, ${events.length} events, ${orders.length} orders received.`,
  );
  console.log('');
  const rows = [
    ['', `${format(small.size)} tickets`, `${format(large.size)} tickets`],
    ['Ticket revenue (all time)', pounds(small.revenue), pounds(large.revenue)],
    ['Billed document reads', format(small.reads), format(large.reads)],
    ['Documents transferred', format(small.transferred), format(large.transferred)],
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
    `Queries billed more than the minimum of 1 read (1 read per ${format(ENTRIES_PER_READ)} index entries matched):`,
  );
  for (const load of loads) {
    const heavy = load.queries.filter((query) => query.reads > 1);
    const list = heavy.length
      ? heavy
          .map((query) => `${query.name}: ${format(query.matched)} entries -> ${query.reads} reads`)
          .join('; ')
      : 'none';
    console.log(`  ${format(load.size)} tickets: ${list}`);
  }
  console.log(
    large.explained === null
      ? 'The emulator does not report server-side read counts; these follow the billing rule above.'
      : `Server-reported reads for the all-time revenue query at ${format(large.size)} tickets: ${large.explained}.`,
  );
  const eventQueries = small.queries.filter((query) => query.name.startsWith('events')).length;
  console.log(
    `Security rules add at most ${eventQueries} more (the events read rule looks up the reader's managers document once per events query), also independent of the data size.`,
  );
  console.log(
    `${format(large.size / small.size)}x the tickets cost ${format(large.reads - small.reads)} more reads per load; the load grows by one read per ${format(ENTRIES_PER_READ)} tickets matched, not one per ticket.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Measuring failed: ${error.message}`);
    process.exit(1);
  },
);
