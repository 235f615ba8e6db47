#!/usr/bin/env node
// What a script gets out of the public sale in a minute. Against the running emulators it writes a throwaway event
// (500 free tickets, and paid ones), waits for a fresh minute, then makes 200 signed-out buyTickets calls within it
// from 4 loops at once, as the callable protocol makes them, each claiming a different address of its own in
// X-Forwarded-For before the one Google's front end appends (the emulator has no front end: the script plays it).
// It does so three times, each on an event of its own in a fresh minute: from one IPv4 address; from 200 addresses of
// one IPv6 /64 (what one subscriber is given); and from 200 IPv4 addresses asking free tickets for 200 +tag aliases of
// one Gmail inbox (ATTACKS). A few loops, not 200 requests at once: the Functions emulator starts a worker process per
// concurrent request, and on a small machine most of 200 would fail to start (and never answer) before reaching the
// function.
// For each it prints how many calls succeeded and were refused (by message), and how many tickets, app users, payment
// customers (the users' customerId: the simulated provider keeps no customer list of its own) and mail documents
// the calls created. Run it with `npm run measure:abuse` (fresh emulators) or `node scripts/measure-abuse.mjs` next
// to `npm start`; it removes what it wrote, except the address's rate-limit counters, which expire.
import { randomBytes } from 'node:crypto';
import { addDays, londonDateKey, parseDateKey, utcMidnight } from '@gigvenue/contracts';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { emulators, host, isDemoProject, projectId } from './lib/stack.mjs';

const CALLS = 200;
const LOOPS = 4;
/** A call the emulator has not answered in this long counts as unanswered (it drops requests it cannot start). */
const CALL_TIMEOUT_MS = 20_000;
const ADDRESS = '198.51.100.77';
const IPV6_NETWORK = '2001:db8:77:77';
const REGION = 'europe-west2';
const BATCH_SIZE = 500;
const runId = Date.now().toString(36);
const organizerId = `measure-abuse-organizer-${runId}`;
const emailPrefix = `abuse-${runId}-`;

function eventOf() {
  // A week after London's today, as the sale reckons days (the contract's calendar).
  const eventDate = parseDateKey(addDays(londonDateKey(Date.now()), 7));
  return {
    title: 'Measured free event',
    eventDate,
    date: utcMidnight(eventDate),
    startTime: '7:00 PM',
    requiredTime: '2 hr 0 min',
    status: 'active',
    requiredSeats: 600,
    packages: [
      { detail: 'Free', price: 0, ticketsAmmount: 500 },
      { detail: 'Standard', price: 10, ticketsAmmount: 100 },
    ],
    venue: { venueName: 'Measure Studio', address: 'Here', seats: 600, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: organizerId,
  };
}

/**
 * The three attacks: where call `index` comes from and what it asks for. Three in four ask for a free ticket for a new
 * e-mail address and one in four tries a declined card (card testing), but the aliases' loop asks only free tickets.
 */
const ATTACKS = [
  {
    title: `from ${ADDRESS}`,
    addressOf: () => ADDRESS,
    emailOf: (index) => `${index}@gigvenue.test`,
    cards: true,
  },
  {
    title: `from 200 addresses of ${IPV6_NETWORK}::/64`,
    addressOf: (index) =>
      `${IPV6_NETWORK}:${index.toString(16)}:${randomBytes(2).toString('hex')}::${index.toString(16)}`,
    emailOf: (index) => `${index}@gigvenue.test`,
    cards: true,
  },
  {
    title: 'from 200 IPv4 addresses, for 200 +tag aliases of one Gmail inbox',
    addressOf: (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    emailOf: (index) => `victim+${index}@gmail.com`,
    cards: false,
  },
];

function request(attack, eventId, index) {
  const email = `${emailPrefix}${attack.emailOf(String(index).padStart(3, '0'))}`;
  const base = {
    eventId,
    quantity: 1,
    name: 'Loop Buyer',
    email,
    requestId: `abuse-${runId}-${eventId}-${index}`,
  };
  return attack.cards && index % 4 === 3
    ? { ...base, packageIndex: 1, cardToken: 'tok_sim_declined' }
    : { ...base, packageIndex: 0 };
}

async function call(data, address = ADDRESS) {
  const forged = `10.${randomBytes(3).join('.')}`;
  try {
    const response = await fetch(
      `http://${host}:${emulators.functions.port}/${projectId}/${REGION}/buyTickets`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${address}` },
        body: JSON.stringify({ data }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      },
    );
    const body = await response.json();
    return { status: response.status, message: body.error?.message ?? null };
  } catch (error) {
    return { status: 'no answer', message: error instanceof Error ? error.name : String(error) };
  }
}

/** The calls, made by LOOPS loops that each wait for an answer before the next call. */
async function loop(attack, eventId) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (next < CALLS) {
        const index = next;
        next += 1;
        results.push(await call(request(attack, eventId, index), attack.addressOf(index)));
      }
    }),
  );
  return results;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Documents whose `field` starts with this run's e-mail prefix. */
const byEmail = (db, collection, field) =>
  db.collection(collection).where(field, '>=', emailPrefix).where(field, '<', `${emailPrefix}~`).get();

async function deleteAll(db, refs) {
  for (let index = 0; index < refs.length; index += BATCH_SIZE) {
    const batch = db.batch();
    for (const ref of refs.slice(index, index + BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
}

/** One attack on an event of its own in a fresh minute: prints what it got, then removes what it wrote. */
async function measure(db, attack, number) {
  const eventId = `measure-abuse-${runId}-${number}`;
  await db.doc(`events/${eventId}`).set(eventOf());
  try {
    // Start the loops' workers first, so the measured minute is not spent starting them.
    await Promise.all(Array.from({ length: LOOPS }, () => call({ eventId: 'no-such-event' })));
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    console.log(`Waiting ${Math.round(untilNextMinute / 1000)} s for a fresh minute...`);
    await sleep(untilNextMinute + 100);
    const started = Date.now();
    const results = await loop(attack, eventId);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const outcomes = {};
    for (const { status, message } of results.filter((result) => result.status !== 200))
      outcomes[`${status} ${message}`] = (outcomes[`${status} ${message}`] ?? 0) + 1;
    const count = (test) => results.filter(test).length;
    const [tickets, purchases, users, mail] = await Promise.all([
      db.collection('tickets').where('eventId', '==', eventId).get(),
      db.collection('ticketPurchases').where('eventId', '==', eventId).get(),
      byEmail(db, 'users', 'email'),
      byEmail(db, 'mail', 'to'),
    ]);
    const customers = users.docs.filter((user) => user.get('customerId')).length;
    console.log(
      `${CALLS} signed-out buyTickets calls ${attack.title} in ${seconds} s (each forging another address first):`,
    );
    console.log(`  succeeded:  ${count((result) => result.status === 200)}`);
    console.log(
      `  refused:    ${count((result) => typeof result.status === 'number' && result.status !== 200)}`,
    );
    console.log(`  unanswered: ${count((result) => typeof result.status !== 'number')}`);
    for (const [outcome, times] of Object.entries(outcomes)) console.log(`    ${times} x ${outcome}`);
    console.log(
      `Created: ${tickets.size} tickets, ${purchases.size} purchases, ${users.size} app users, ${customers} payment customers, ${mail.size} mail documents.`,
    );

    const keys = purchases.docs.map((purchase) => db.doc(`ticketPurchaseKeys/${purchase.id}`));
    const holders = await db.collection('ticketHolders').where('eventId', '==', eventId).get();
    await deleteAll(db, [
      ...tickets.docs.map((doc) => doc.ref),
      ...purchases.docs.map((doc) => doc.ref),
      ...keys,
      ...holders.docs.map((doc) => doc.ref),
      ...users.docs.map((doc) => doc.ref),
      ...mail.docs.map((doc) => doc.ref),
      db.doc(`ticketStats/${eventId}`),
    ]);
  } finally {
    await db.doc(`events/${eventId}`).delete();
  }
}

async function main() {
  if (!isDemoProject) throw new Error('Refusing to write measurement data to a non-demo project.');
  await assertEmulatorsReachable();
  const db = adminDb();
  // An event sells only while its owner's account is active; with its private document written first, the account is
  // one an operator seeded, which provisioning leaves active.
  const organizer = db.doc(`managers/${organizerId}`);
  const organizerPrivate = organizer.collection('private').doc('account');
  await organizerPrivate.set({ currentBalance: 0 });
  await organizer.set({ status: 'active', role: 'eventOrganizer' });
  try {
    for (const [number, attack] of ATTACKS.entries()) await measure(db, attack, number + 1);
  } finally {
    await deleteAll(db, [organizer, organizerPrivate]);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
