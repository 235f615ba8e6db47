#!/usr/bin/env node
// Prints how long a booking takes through the createEvent callable on the emulators: p50 and p95 of sequential
// bookings (one venue slot and one manager slot each, paid by simulated card), then of 20 accounts booking the same
// slot at once (one wins). Then the same with the card whose bank asks for authentication (3-D Secure), whole rounds
// timed (the call, the simulated bank's answer, the same call again), and ticket purchases through buyTickets, plain
// and with the authentication round. A measurement, not a test: the figures depend on the machine.
// Run it with `npm run measure:booking` (fresh emulators) or `node scripts/measure-booking-latency.mjs` next to
// `npm start`; it leaves its throwaway accounts, venue and events behind in the emulators.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { addDays, londonDateKey, parseDateKey } from '@gigvenue/contracts';
import { adminDb, assertEmulatorsReachable } from './lib/admin.mjs';
import { emulators, host, isDemoProject, projectId } from './lib/stack.mjs';

const SEQUENTIAL = Number(process.env.MEASURE_SEQUENTIAL ?? 30);
const CONCURRENT = 20;
const REGION = 'europe-west2';
const runId = Date.now().toString(36);
const apps = [];

// London's day, as the booking function reckons "today" (the contract's calendar).
const today = londonDateKey(Date.now());
const dayAfter = (days) => addDays(today, days);

async function account(db, role, index) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `measure-${runId}-${role}-${index}`);
  apps.push(app);
  connectAuthEmulator(getAuth(app), `http://${host}:${emulators.auth.port}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, REGION), host, emulators.functions.port);
  const email = `measure-${runId}-${role}-${index}@gigvenue.test`;
  const { uid } = (await createUserWithEmailAndPassword(getAuth(app), email, 'secret123')).user;
  await db.doc(`managers/${uid}/private/account`).set({ config: {}, currentBalance: 0 });
  await db.doc(`managers/${uid}`).set({
    email,
    name: `Measure ${role} ${index}`,
    number: '',
    img: '',
    role,
    status: 'active',
    isAppUser: false,
  });
  const functions = getFunctions(app, REGION);
  return {
    uid,
    createEvent: httpsCallable(functions, 'createEvent'),
    buyTickets: httpsCallable(functions, 'buyTickets'),
    answerBank: httpsCallable(functions, 'answerSimulatedAuthentication'),
  };
}

/** The simulated test card whose bank always asks the payer to confirm (Stripe's 4000 0025 0000 3155). */
const AUTHENTICATION_CARD = 'tok_sim_visa_3155';

/** One whole payment with the bank's step: the call, the refusal carrying the client secret, the answer, the call again. */
async function withBankStep(caller, call) {
  try {
    return await call();
  } catch (error) {
    const clientSecret = error?.details?.params?.clientSecret;
    if (error?.details?.reason !== 'paymentAuthenticationRequired' || !clientSecret) throw error;
    await caller.answerBank({ clientSecret, outcome: 'complete' });
    return call();
  }
}

const weekly = (id, price, startTime, endTime, start) => ({
  id,
  title: id,
  type: 'Any',
  startTime,
  endTime,
  price,
  recurring: true,
  availableTill: parseDateKey(dayAfter(start + 7 * 100)),
});

function request(index, date, venueId, managerId, start, cardToken = 'tok_sim_visa_4242') {
  return {
    requestId: `measure-${runId}-${index}`,
    details: {
      title: `Measured event ${index}`,
      description: 'Latency measurement',
      eventDate: date,
      startTime: '7:00 PM',
      duration: { hours: 3, minutes: 0 },
      location: { address: '1 Measure Road, London', location: null, helpingAddress: {} },
      eventType: 'Salsa',
      eventLevel: 'All levels',
      requiredSeats: 100,
      featured: false,
      attachments: ['/demo/venue-hall.jpg'],
    },
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 100 }],
    venue: { venueId, slotIds: ['evening'] },
    manualVenue: null,
    managers: managerId ? [{ managerId, slots: [{ entryId: dayAfter(start), slotId: 'salsa' }] }] : [],
    payment: { method: 'card', cardToken },
    // What the wizard would show: the hall's evening (£150) and, when booked, the manager's salsa slot (£45).
    expectedTotalPence: managerId ? 19500 : 15000,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(call) {
  const started = performance.now();
  try {
    await call();
    return { ms: performance.now() - started, ok: true };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, message: error.message };
  }
}

async function main() {
  if (!isDemoProject) throw new Error('Measure against the emulators only (a demo- project).');
  await assertEmulatorsReachable();
  const db = adminDb();
  const start = 30;
  const [owner, manager] = [await account(db, 'venueOwner', 0), await account(db, 'eventManager', 0)];
  const venueId = `measure-venue-${runId}`;
  await db.doc(`venues/${venueId}`).set({
    createdBy: owner.uid,
    venueName: 'Measure Hall',
    seats: 200,
    isOnline: true,
    availability: [
      {
        startDate: parseDateKey(dayAfter(start)),
        slots: [weekly('evening', 150, '6:00 PM', '11:00 PM', start)],
      },
    ],
  });
  await db.doc(`managers/${manager.uid}/availability/${dayAfter(start)}`).set({
    startDate: parseDateKey(dayAfter(start)),
    slots: [weekly('salsa', 45, '7:00 PM', '10:00 PM', start)],
  });

  const organizer = await account(db, 'eventOrganizer', 0);
  // The first call starts the function's worker: measured apart, as a cold start.
  const cold = await timed(() =>
    organizer.createEvent(request('cold', dayAfter(start), venueId, manager.uid, start)),
  );
  const sequential = [];
  for (let index = 1; index <= SEQUENTIAL; index += 1) {
    sequential.push(
      await timed(() =>
        organizer.createEvent(request(index, dayAfter(start + 7 * index), venueId, manager.uid, start)),
      ),
    );
  }

  const rivals = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, index) => account(db, 'eventOrganizer', index + 1)),
  );
  const contested = dayAfter(start + 7 * (SEQUENTIAL + 1));
  const started = performance.now();
  const concurrent = await Promise.all(
    rivals.map((rival, index) =>
      timed(() => rival.createEvent(request(`rival-${index}`, contested, venueId, null, start))),
    ),
  );
  const wall = performance.now() - started;

  // With the bank's step: venue bookings on weeks after the contested one, then ticket purchases on a manual event.
  const authenticated = [];
  for (let index = 1; index <= SEQUENTIAL; index += 1) {
    const week = start + 7 * (SEQUENTIAL + 1 + index);
    const booking = request(`sca-${index}`, dayAfter(week), venueId, null, start, AUTHENTICATION_CARD);
    authenticated.push(await timed(() => withBankStep(organizer, () => organizer.createEvent(booking))));
  }
  const eventId = `measure-event-${runId}`;
  await db.doc(`events/${eventId}`).set({
    title: 'Measured sale',
    eventDate: parseDateKey(dayAfter(start)),
    date: Date.parse(`${dayAfter(start)}T00:00:00Z`),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    status: 'active',
    requiredSeats: 10_000,
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 10_000 }],
    venue: { venueName: 'Measure Studio', address: 'Here', seats: 10_000, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: organizer.uid,
  });
  const purchase = (index, cardToken) => ({
    eventId,
    packageIndex: 0,
    quantity: 1,
    name: 'Measured Buyer',
    email: `measure-${runId}-buyer-${index}@gigvenue.test`,
    cardToken,
    requestId: `measure-${runId}-buy-${index}`,
  });
  const purchases = { plain: [], authenticated: [] };
  for (let index = 1; index <= SEQUENTIAL; index += 1) {
    purchases.plain.push(await timed(() => organizer.buyTickets(purchase(`p${index}`, 'tok_sim_visa_4242'))));
    purchases.authenticated.push(
      await timed(() =>
        withBankStep(organizer, () => organizer.buyTickets(purchase(`a${index}`, AUTHENTICATION_CARD))),
      ),
    );
  }

  const ms = (value) => `${Math.round(value)} ms`;
  const okTimes = sequential.filter((result) => result.ok).map((result) => result.ms);
  console.log(`Cold start (first booking): ${ms(cold.ms)}${cold.ok ? '' : ` (failed: ${cold.message})`}`);
  console.log(
    `Sequential bookings (venue + manager slot, card): ${okTimes.length}/${SEQUENTIAL} booked, p50 ${ms(percentile(okTimes, 50))}, p95 ${ms(percentile(okTimes, 95))}`,
  );
  const won = concurrent.filter((result) => result.ok).length;
  const times = concurrent.map((result) => result.ms);
  console.log(
    `${CONCURRENT} accounts booking one slot at once: ${won} booked, ${CONCURRENT - won} refused, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, all settled in ${ms(wall)}`,
  );
  const summary = (label, results) => {
    const done = results.filter((result) => result.ok).map((result) => result.ms);
    const failed = results.find((result) => !result.ok);
    console.log(
      `${label}: ${done.length}/${results.length} done, p50 ${ms(percentile(done, 50))}, p95 ${ms(percentile(done, 95))}${failed ? ` (first failure: ${failed.message})` : ''}`,
    );
  };
  summary(
    'Bookings with the bank step (venue slot, 3-D Secure card; call, answer, call again)',
    authenticated,
  );
  summary('Ticket purchases (card)', purchases.plain);
  summary(
    'Ticket purchases with the bank step (3-D Secure card; call, answer, call again)',
    purchases.authenticated,
  );
  const reasons = new Map();
  for (const result of concurrent.filter((item) => !item.ok))
    reasons.set(result.message, (reasons.get(result.message) ?? 0) + 1);
  for (const [message, count] of reasons) console.log(`  refused ${count}x: ${message}`);
  if (won !== 1) throw new Error(`Expected exactly one booking of the contested slot, got ${won}.`);
}

main()
  .then(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
