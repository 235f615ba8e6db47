#!/usr/bin/env node
// Shows that the event page and a check-in read a bounded number of documents whatever the number of tickets, that
// a door phone's list costs every ticket once and then only what changed, and how long a check-in takes. Against
// the running emulators it writes a throwaway event (a booked venue, its ticketStats) with first 20, then 5,000
// tickets (written in batches, not sold: only their count matters here), counts the documents the event page's
// reads, the door list's first download, one check-in's transaction and the door list's refresh after it read, then
// times 30 check-ins through the checkInTicket callable. Firestore bills a document read per document returned (a
// missing one included) and an aggregate query one read per 1,000 index entries matched. A measurement, not a test:
// timings depend on the machine. Run it with `npm run measure:tickets` (fresh emulators) or `node scripts/measure-tickets.mjs` next to
// `npm start`; it removes what it wrote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { londonDateKey, parseDateKey, utcMidnight } from '@gigvenue/contracts';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { emulators, host, isDemoProject, projectId, root } from './lib/stack.mjs';
import { ensureDemoTicketKey } from './lib/ticketKey.mjs';

const SIZES = [20, 5000];
const CHECK_INS = 30;
const PAGE_SIZE = 10;
const ENTRIES_PER_READ = 1000;
const BATCH_SIZE = 500;
const REGION = 'europe-west2';
const runId = Date.now().toString(36);

const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));
const { checkIn } = functionsLib('tickets/checkIn.js');
const { readDoorList } = functionsLib('tickets/doorList.js');
const { signTicketCode, ticketKeysFromSeed } = functionsLib('tickets/ticketCodes.js');
const { emptyTally, tallyTickets } = functionsLib('tickets/ticketStats.js');

/** A signed-in door phone: the event's creator, with a client of its own. */
async function staffAccount(db) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `measure-tickets-${runId}`);
  connectAuthEmulator(getAuth(app), `http://${host}:${emulators.auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, host, emulators.functions.port);
  const email = `measure-tickets-${runId}@gigvenue.test`;
  const { uid } = (await createUserWithEmailAndPassword(getAuth(app), email, 'secret123')).user;
  await db.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  await db.doc(`managers/${uid}`).set({
    email,
    name: 'Measure Staff',
    number: '',
    img: '',
    role: 'eventOrganizer',
    status: 'active',
    isAppUser: false,
  });
  return { app, uid, checkInTicket: httpsCallable(functions, 'checkInTicket') };
}

function eventOf(uid, venueId, seats) {
  // London's today, as the door and the sale reckon it (the contract's calendar).
  const eventDate = parseDateKey(londonDateKey(Date.now()));
  return {
    title: 'Measured event',
    eventDate,
    date: utcMidnight(eventDate),
    status: 'active',
    requiredSeats: seats,
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: seats }],
    venue: { id: venueId, venueName: 'Measure Hall', seats },
    selectedVenue: venueId,
    managersId: [],
    createdBy: uid,
  };
}

/** Tickets from..to-1 as the sale writes them (ids are zero-padded so the newest sorts first by ticketId desc). */
function tickets(eventId, uid, from, to) {
  return Array.from({ length: to - from }, (_, offset) => {
    const ticketId = `M${runId}${String(from + offset).padStart(6, '0')}`.toUpperCase();
    return {
      ticketId,
      eventId,
      eventOwnerId: uid,
      purchaseId: `pur-measure-${Math.floor((from + offset) / 2)}`,
      userId: `buyer-${(from + offset) % 300}`,
      userName: `Buyer ${(from + offset) % 300}`,
      userNameLower: `buyer ${(from + offset) % 300}`,
      purchaseDate: Date.now(),
      amountPaid: 10,
      isPaid: true,
      isCheckedIn: false,
      checkedInAt: null,
      checkedInBy: null,
      checkInRequestId: null,
      paymentMethod: 'Card',
      ticketType: 'Standard',
      packageIndex: 0,
      feedbackNotes: '',
    };
  });
}

async function writeTickets(db, list) {
  for (let index = 0; index < list.length; index += BATCH_SIZE) {
    const batch = db.batch();
    for (const ticket of list.slice(index, index + BATCH_SIZE))
      batch.set(db.doc(`tickets/${ticket.ticketId}`), ticket);
    await batch.commit();
  }
}

/** The event page's reads, as the owner's details page makes them: event, counters, first table page, count. */
async function eventPageReads(db, eventId, uid) {
  const owned = db.collection('tickets').where('eventId', '==', eventId).where('eventOwnerId', '==', uid);
  const [event, stats, page, count] = await Promise.all([
    db.doc(`events/${eventId}`).get(),
    db.doc(`ticketStats/${eventId}`).get(),
    owned.orderBy('ticketId', 'desc').limit(PAGE_SIZE).get(),
    owned.count().get(),
  ]);
  const matched = count.data().count;
  return {
    event: event.exists ? 1 : 0,
    stats: stats.exists ? 1 : 0,
    page: page.size,
    count: Math.max(1, Math.ceil(matched / ENTRIES_PER_READ)),
    sold: stats.get('sold'),
    matched,
  };
}

/** A Firestore whose transactions count the documents they read, to see what the check-in code itself reads. */
function countingDb(db) {
  const counter = { reads: 0 };
  const tally = (snapshot) => (snapshot.docs ? Math.max(1, snapshot.docs.length) : 1);
  const countingTx = (tx) =>
    new Proxy(tx, {
      get(target, prop) {
        if (prop === 'get')
          return async (refOrQuery) => {
            const snapshot = await target.get(refOrQuery);
            counter.reads += tally(snapshot);
            return snapshot;
          };
        if (prop === 'getAll')
          return async (...refs) => {
            counter.reads += refs.length;
            return target.getAll(...refs);
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'runTransaction')
        return (update, options) => target.runTransaction((tx) => update(countingTx(tx)), options);
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

/**
 * A Firestore whose plain reads are counted (getAll by document, a query by the documents it returns, at least one),
 * to see what the door list's own code reads.
 */
function countingReads(db) {
  const counter = { reads: 0 };
  const wrap = (target) =>
    new Proxy(target, {
      get(object, prop) {
        const value = Reflect.get(object, prop);
        if (typeof value !== 'function') return value;
        if (prop === 'get')
          return async (...args) => {
            const snapshot = await value.apply(object, args);
            counter.reads += snapshot.docs ? Math.max(1, snapshot.docs.length) : 1;
            return snapshot;
          };
        if (prop === 'getAll')
          return async (...refs) => {
            counter.reads += refs.length;
            return value.apply(object, refs);
          };
        return (...args) => {
          const result = value.apply(object, args);
          // Collections and queries are followed; documents and everything else are handed over as they are.
          return result && typeof result.where === 'function' ? wrap(result) : result;
        };
      },
    });
  return { db: wrap(db), counter };
}

/** The door list as a phone gets it, with the documents its code read. */
async function doorListReads(db, uid, eventId, changedSince) {
  const counting = countingReads(db);
  const read = await readDoorList(counting.db, uid, eventId, changedSince);
  if (!read.list) throw new Error(`The door list was refused: ${read.refused?.message}`);
  return { reads: counting.counter.reads, list: read.list };
}

async function deleteWhere(db, collection, field, value) {
  for (;;) {
    const snapshot = await db.collection(collection).where(field, '==', value).limit(BATCH_SIZE).get();
    if (snapshot.empty) return;
    const batch = db.batch();
    snapshot.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  if (!isDemoProject) throw new Error('Refusing to write measurement data to a non-demo project.');
  await assertEmulatorsReachable();
  const seed = ensureDemoTicketKey();
  const keys = ticketKeysFromSeed(seed);
  const db = adminDb();
  const staff = await staffAccount(db);
  const venueId = `measure-venue-${runId}`;
  const eventId = `measure-event-${runId}`;
  const seats = SIZES.at(-1);
  const results = [];
  const latencies = [];
  let cold = null;
  try {
    await db.doc(`venues/${venueId}`).set({
      createdBy: `measure-venue-owner-${runId}`,
      venueName: 'Measure Hall',
      seats,
      isOnline: true,
      availability: [],
    });
    await db.doc(`events/${eventId}`).set(eventOf(staff.uid, venueId, seats));
    let written = 0;
    let tallied = emptyTally();
    for (const size of SIZES) {
      const batch = tickets(eventId, staff.uid, written, size);
      await writeTickets(db, batch);
      tallied = tallyTickets(tallied, batch);
      written = size;
      const { byHolder, ...counters } = tallied;
      await db.doc(`ticketStats/${eventId}`).set({
        eventId,
        eventOwnerId: staff.uid,
        staffIds: [staff.uid],
        ...counters,
        holders: Object.keys(byHolder).length,
        updatedAt: Date.now(),
      });

      const page = await eventPageReads(db, eventId, staff.uid);
      // A phone opens the door: the whole list, once.
      const whole = await doorListReads(db, staff.uid, eventId, undefined);
      if (!whole.list.complete || whole.list.tickets.length !== size)
        throw new Error(`Expected the whole list of ${size} tickets, got ${whole.list.tickets.length}.`);
      // One check-in through the callable's own code, counting what its transaction reads.
      const counting = countingDb(db);
      const ticketId = batch[0].ticketId;
      await checkIn(counting.db, keys, staff.uid, { eventId, ticketId, requestId: `measure-count-${size}` });
      // The phone refreshes its list with the changedUntil of the one it has: that check-in only.
      const refresh = await doorListReads(db, staff.uid, eventId, whole.list.changedUntil);
      if (refresh.list.complete || refresh.list.tickets.length !== 1)
        throw new Error(
          `Expected the refresh to hold the one check-in, got ${refresh.list.tickets.length} tickets.`,
        );
      results.push({
        size,
        page,
        checkInReads: counting.counter.reads,
        doorList: { whole: whole.reads, refresh: refresh.reads },
      });
    }

    // Latency through the callable, as a door phone sees it: the first call starts the function's worker (cold).
    const codes = tickets(eventId, staff.uid, 100, 100 + CHECK_INS + 1).map((ticket) =>
      signTicketCode(keys, { ticketId: ticket.ticketId, eventId }),
    );
    const timed = async (code, index) => {
      const started = performance.now();
      const { data } = await staff.checkInTicket({
        eventId,
        code,
        requestId: `measure-scan-${runId}-${index}`,
      });
      if (data.result !== 'checkedIn') throw new Error(`Expected a check-in, got ${data.result}.`);
      return performance.now() - started;
    };
    cold = await timed(codes[0], 0);
    for (const [index, code] of codes.slice(1).entries()) latencies.push(await timed(code, index + 1));
  } finally {
    await deleteWhere(db, 'tickets', 'eventId', eventId);
    await Promise.all([
      db.doc(`events/${eventId}`).delete(),
      db.doc(`ticketStats/${eventId}`).delete(),
      db.doc(`venues/${venueId}`).delete(),
    ]);
    await deleteApp(staff.app);
  }

  const format = (value) => value.toLocaleString('en-GB');
  const ms = (value) => `${Math.round(value)} ms`;
  const [small, large] = results;
  const pageTotal = ({ page }) => page.event + page.stats + page.page + page.count;
  const rows = [
    ['Documents read', `${format(small.size)} tickets`, `${format(large.size)} tickets`],
    ['Event page: event document', format(small.page.event), format(large.page.event)],
    ['Event page: ticketStats document', format(small.page.stats), format(large.page.stats)],
    [`Event page: first ${PAGE_SIZE} tickets of the table`, format(small.page.page), format(large.page.page)],
    ['Event page: ticket count (aggregate)', format(small.page.count), format(large.page.count)],
    ['Event page: total', format(pageTotal(small)), format(pageTotal(large))],
    ['Check-in: transaction reads', format(small.checkInReads), format(large.checkInReads)],
    ['Door list: first download (every ticket)', format(small.doorList.whole), format(large.doorList.whole)],
    ['Door list: refresh after one check-in', format(small.doorList.refresh), format(large.doorList.refresh)],
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
    `The count aggregate is billed 1 read per ${format(ENTRIES_PER_READ)} tickets matched (${format(large.page.matched)} -> ${large.page.count}); ticketStats.sold (${format(large.page.sold)}) gives the same figure in its single read, so a page that shows it needs no count at all.`,
  );
  console.log(
    'Check-in reads the event, the caller, the booked venue and the ticket: the same for any number of tickets.',
  );
  console.log(
    `The door list reads the event, the caller and the booked venue, then every ticket the first time (${format(large.doorList.whole)} with ${format(large.size)} tickets); a refresh with the phone's changedUntil also reads ticketStats and then only the tickets changed since (one check-in: ${format(large.doorList.refresh)}).`,
  );
  console.log(
    `Check-in latency through checkInTicket with ${format(large.size)} tickets: cold start ${ms(cold)}; ${latencies.length} check-ins p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Measuring failed: ${error.message}`);
    process.exit(1);
  },
);
