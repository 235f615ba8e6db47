#!/usr/bin/env node
// Seeds the demo data set. Idempotent: running it again leaves existing documents and balances alone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import {
  DEFAULT_CONFIG,
  DEMO_ACCOUNTS,
  DEMO_APP_USERS,
  DEMO_PASSWORD,
  DEMO_UPCOMING,
  appUserRecord,
  demoAvailability,
  demoEvents,
  demoUpcomingRequests,
  demoVenueWeeklyEntry,
  DEMO_VENUE_ID,
  demoOrders,
  demoRatings,
  demoTickets,
  demoEventsWithTickets,
  demoTicketSales,
  demoDateKey,
} from './lib/demo-data.mjs';
import { createIfMissing, initPlatform } from './lib/platformInit.mjs';
import { isDemoProject, projectId, root } from './lib/stack.mjs';
import { seedVenues } from './lib/seed-venues.mjs';
import { loadDemoTicketKey } from './lib/ticketKey.mjs';

async function ensureAuthUser(auth, { uid, email, name }) {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    return auth.createUser({ uid, email, password: DEMO_PASSWORD, displayName: name, emailVerified: true });
  }
}

async function seedAccount(db, auth, account) {
  const { uid, ...profile } = account;
  await ensureAuthUser(auth, account);
  const managerRef = db.collection('managers').doc(uid);
  // The private account goes first: the provisioning trigger leaves an account alone once it exists.
  await createIfMissing(managerRef.collection('private').doc('account'), {
    config: DEFAULT_CONFIG,
    currentBalance: 0,
    connectAccountId: '',
    notificationToken: '',
  });
  if (profile.isAppUser) {
    await createIfMissing(
      db.collection('users').doc(uid),
      appUserRecord({ uid, ...profile, mobileNumber: profile.number }),
    );
  }
  await createIfMissing(managerRef, {
    img: '',
    startingFrom: 0,
    ...profile,
    createdAt: FieldValue.serverTimestamp(),
  });
}

// The same mapping the onManagerWritten function uses (npm start and the test runners build it first).
const { publicProfileOf } = createRequire(import.meta.url)(
  path.join(root, 'functions', 'lib', 'accounts', 'publicProfile.js'),
);

/**
 * profiles/{uid} is the directory's copy of each active account, normally kept by a function. Writing it here
 * too means the demo directory is complete the moment seeding ends, and accounts stored before the copy
 * existed (emulator data kept from an older version) get one as well.
 */
async function syncPublicProfiles(db) {
  const accounts = await db.collection('managers').get();
  await Promise.all(
    accounts.docs.map((account) => {
      const profile = publicProfileOf(account.data());
      const ref = db.collection('profiles').doc(account.id);
      return profile ? ref.set(profile) : ref.delete();
    }),
  );
  return accounts.size;
}

/** Creates each document under its fixed id unless it exists; returns how many were new. */
async function createAllIfMissing(db, collection, documents) {
  const created = await Promise.all(
    documents.map(({ id, ...data }) => createIfMissing(db.collection(collection).doc(id), data)),
  );
  return created.filter(Boolean).length;
}

/** The demo manager's weekly availability from T, unless an entry already starts on T (seeding again adds nothing). */
async function seedAvailability(db) {
  const { ownerId, entryId, entry, startingFrom } = demoAvailability();
  const manager = db.collection('managers').doc(ownerId);
  if (
    !(await createIfMissing(manager.collection('availability').doc(entryId), {
      ...entry,
      createdAt: FieldValue.serverTimestamp(),
    }))
  )
    return;
  // The availability trigger keeps this up to date; set here too for a stack seeded without functions.
  await manager.update({ startingFrom });
}

/** The demo venue's weekly slots from T, appended to its availability unless an entry already starts on T. */
async function seedVenueWeekly(db) {
  const { entry } = demoVenueWeeklyEntry();
  const venue = db.collection('venues').doc(DEMO_VENUE_ID);
  await db.runTransaction(async (tx) => {
    const stored = await tx.get(venue);
    const availability = stored.get('availability') ?? [];
    const same = ({ startDate }) =>
      startDate?.year === entry.startDate.year &&
      startDate?.month === entry.startDate.month &&
      startDate?.day === entry.startDate.day;
    if (!stored.exists || availability.some(same)) return;
    tx.update(venue, { availability: [...availability, entry] });
  });
}

const functionsLib = (file) =>
  createRequire(import.meta.url)(path.join(root, 'functions', 'lib', ...file.split('/')));

/**
 * The upcoming demo events go through the booking function's own code (bookEvent), so their orders, bookings maps and
 * payments are exactly what the app would have made. Request ids carry T: seeding again on the same day adds nothing;
 * a refusal (say a slot taken by hand in kept data) skips that event.
 */
async function seedUpcomingEvents(db, now) {
  const { bookEvent, BookingRefused } = functionsLib('bookings/bookEvent.js');
  const { createSimulatedProvider } = functionsLib('payments/providers/simulated.js');
  const provider = createSimulatedProvider(() => db);
  const eventIds = {};
  for (const [index, { uid, request }] of demoUpcomingRequests(now).entries()) {
    try {
      eventIds[DEMO_UPCOMING[index].key] = (await bookEvent(db, provider, uid, request, now)).eventId;
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error;
      console.warn(`Skipped the demo event "${request.details.title}": ${error.message}`);
    }
  }
  return eventIds;
}

/**
 * The upcoming demo events' tickets go through the sale function's own code (sellTickets), and some are checked in
 * through the door's (checkIn), so ticketStats, ticketHolders, purchases, mails and payments are what the app makes.
 * Request ids carry T: seeding again on the same day adds nothing. A refused sale (say a sold-out event in kept data)
 * is skipped.
 */
async function seedUpcomingTickets(db, eventIds, now) {
  const seed = loadDemoTicketKey();
  if (!seed) {
    console.warn('Skipped the demo tickets: TICKET_SIGNING_KEY is not set.');
    return 0;
  }
  const { sellTickets, SaleRefused } = functionsLib('tickets/ticketSale.js');
  const { checkIn } = functionsLib('tickets/checkIn.js');
  const { ticketKeysFromSeed } = functionsLib('tickets/ticketCodes.js');
  const { createSimulatedProvider } = functionsLib('payments/providers/simulated.js');
  const provider = createSimulatedProvider(() => db);
  const keys = ticketKeysFromSeed(seed);
  let sold = 0;
  // The sale stops when an event ends, so the demo tickets are sold as at 11:00 UTC of the seed's London day at the
  // latest (late morning in London, well before tonight's 7 PM start): a seed run late in the evening still sells them.
  const soldAt = new Date(Math.min(now.getTime(), Date.parse(`${demoDateKey(0, now)}T11:00:00Z`)));
  for (const { request, staffUid, checkedIn } of demoTicketSales(eventIds, now)) {
    try {
      const { ticketIds } = await sellTickets(db, provider, null, request, soldAt);
      sold += ticketIds.length;
      for (const ticketId of ticketIds.slice(0, checkedIn)) {
        await checkIn(
          db,
          keys,
          staffUid,
          { eventId: request.eventId, ticketId, requestId: `seed-check-in-${ticketId}` },
          now,
        );
      }
    } catch (error) {
      if (!(error instanceof SaleRefused)) throw error;
      console.warn(`Skipped ${request.quantity} demo tickets of ${request.eventId}: ${error.message}`);
    }
  }
  return sold;
}

/** The year's legacy demo tickets were written as plain documents: their events' ticketStats are counted from them. */
async function countLegacyTickets(db, year) {
  const { rebuildTicketStats } = functionsLib('tickets/ticketStats.js');
  for (const eventId of demoEventsWithTickets(year)) await rebuildTicketStats(db, eventId);
}

/**
 * The demo ratings go through the rating function's own code (saveRating), so each rated party's average and count
 * are what the app would keep. Seeding again changes nothing; a rating past its 14 days is refused and kept as it is.
 */
async function seedRatings(db, year) {
  const { saveRating } = functionsLib('ratings/saveRating.js');
  let rated = 0;
  for (const { raterId, ...request } of demoRatings(year)) {
    const outcome = await saveRating(db, raterId, request);
    if (!('refused' in outcome)) rated += 1;
  }
  return rated;
}

/**
 * Dashboard figures (managers/{uid}/private/statistics) are kept by functions as the seed's documents are written;
 * recounting them here makes them right the moment seeding ends, with or without the functions running, and counts
 * accounts kept from before the figures existed (older emulator data). A trigger still to run for a seeded write adds
 * nothing on top: the recount has it.
 */
async function recountStatistics(db) {
  const { rebuildStatistics } = functionsLib('statistics/rebuildStatistics.js');
  const accounts = await db.collection('managers').select().get();
  for (const { id } of accounts.docs) await rebuildStatistics(db, id);
}

async function main() {
  // The demo accounts share one published password: they never go into a real project, whatever is set.
  if (!isDemoProject) {
    throw new Error(
      `Refusing to seed ${projectId}: the seed makes demo accounts with a shared password, for demo- projects only. A real project gets its config and categories from "npm run operator -- init".`,
    );
  }
  await assertEmulatorsReachable();
  const db = adminDb();
  const auth = adminAuth();
  const platform = await initPlatform(db);
  for (const account of DEMO_ACCOUNTS) await seedAccount(db, auth, account);
  for (const appUser of DEMO_APP_USERS) {
    await ensureAuthUser(auth, appUser);
    await createIfMissing(db.collection('users').doc(appUser.uid), appUserRecord(appUser));
  }
  // Dated in the current (UTC) year so the dashboard's monthly charts have something to show.
  const year = new Date().getUTCFullYear();
  const events = await createAllIfMissing(db, 'events', demoEvents(year));
  const tickets = await createAllIfMissing(db, 'tickets', demoTickets(year));
  const orders = await createAllIfMissing(db, 'orders', demoOrders(year));
  await countLegacyTickets(db, year);
  await seedVenues(db, year);
  await seedAvailability(db);
  await seedVenueWeekly(db);
  const now = new Date();
  const upcoming = await seedUpcomingEvents(db, now);
  const sold = await seedUpcomingTickets(db, upcoming, now);
  const rated = await seedRatings(db, year);
  await syncPublicProfiles(db);
  await recountStatistics(db);
  console.log(
    `Seeded ${DEMO_ACCOUNTS.length} accounts, ${DEMO_APP_USERS.length} app users, ${platform.created + platform.kept} platform documents (config, event types, categories).`,
  );
  console.log(
    `Demo ${year}: ${events} new events, ${tickets} new tickets, ${orders} new orders; ${Object.keys(upcoming).length} upcoming events booked with ${sold} tickets; ${rated} ratings saved.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Seeding failed: ${error.message}`);
    process.exit(1);
  },
);
