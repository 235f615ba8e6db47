import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant, type buyTickets, type RequestOf } from '@gigvenue/contracts';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { purchaseIdFor } from '../../functions/src/tickets/saleRequest';
import {
  signTicketCode,
  ticketKeysFromSeed,
  verifyTicketCode,
  type TicketKeys,
} from '../../functions/src/tickets/ticketCodes';
import { sellTickets, SaleRefused } from '../../functions/src/tickets/ticketSale';
import { readEventCounters } from '../../functions/src/tickets/ticketCounters';
import { rebuildTicketStats } from '../../functions/src/tickets/ticketStats';
import { calendar, callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { sentAsTheShopSends } from '../support/events';
import { emulatorProjectId } from '../support/project';
import { demoTicketKey } from '../support/ticketKey';

// The ticket callables against the emulators: buyTickets (price from the store, stock per package and in total,
// capacity, sold out, idempotent retries, 20 buyers for the last 5 seats), getTicketSale, getTicketPurchase with its
// link key, ticketDoorList and checkInTicket (once, retries, forged and foreign codes, staff only, two scans at once).
// Buyers call signed out, as the public page does; door staff are signed-in accounts. Payments run on the simulated
// provider, whose records (simulatedPayments) show what was held, taken and released.

const harness = callableHarness('tickets-test');
const projectId = emulatorProjectId();
const functionsAt = emulatorEndpoint('functions');
const REGION = 'europe-west2';
const { fresh, visitor, account } = harness;
let admin: AdminFirestore;
let keys: TicketKeys;

let organizer: Caller;
let venueOwner: Caller;
let manager: Caller;
let stranger: Caller;
let venueId: string;

/** An event as the createEvent function writes it, booking the test venue (120 seats) and manager. */
async function createEvent(overrides: DocumentData = {}): Promise<string> {
  const id = fresh('evt');
  const date = dayAfter(7);
  await admin.doc(`events/${id}`).set({
    title: 'Salsa Night',
    description: 'Social dancing',
    eventDate: calendar(date),
    date: Date.parse(`${date}T00:00:00Z`),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    address: '1 River Road, London',
    eventLocation: '1 River Road, London',
    attachments: ['/demo/venue-hall.jpg'],
    requiredSeats: 100,
    status: 'active',
    packages: [
      { detail: 'Standard', price: 12.5, ticketsAmmount: 80 },
      { detail: 'VIP', price: 30, ticketsAmmount: 3 },
      { detail: 'Free', price: 0, ticketsAmmount: 10 },
    ],
    venue: {
      id: venueId,
      venueName: 'Riverside Hall',
      address: '1 River Road, London',
      seats: 120,
      bookedSlots: [],
    },
    selectedVenue: venueId,
    managersId: [manager.uid],
    eventManagers: [{ id: manager.uid, name: 'Marco Manager' }],
    isManual: false,
    orderCount: 2,
    createdBy: organizer.uid,
    ...overrides,
  });
  return id;
}

const buyer = (name = 'Ben Buyer') => ({ name, email: `${fresh('buyer')}@gigvenue.test` });

function purchase(eventId: string, overrides: DocumentData = {}): DocumentData {
  return {
    eventId,
    packageIndex: 0,
    quantity: 1,
    ...buyer(),
    cardToken: 'tok_sim_visa_4242',
    requestId: fresh('req'),
    ...overrides,
  };
}

interface Bought {
  purchaseId: string;
  accessKey: string;
  ticketIds: string[];
  totalPence: number;
}

/** The event's figures as staff see them: the base's fields with its counters and its shards' summed. */
const stats = async (eventId: string) => {
  const { base, counters } = await readEventCounters(admin, (...refs) => admin.getAll(...refs), eventId);
  return base.exists ? { ...base.data(), ...counters } : undefined;
};
const ticketsOf = async (eventId: string) =>
  (await admin.collection('tickets').where('eventId', '==', eventId).get()).docs;
/** The simulated card payments a purchase held (its authorisations' idempotency keys start with its id). */
async function paymentsOf(purchaseId: string) {
  const prefix = `tickets-${purchaseId}-`;
  const snapshot = await admin
    .collection('simulatedPayments')
    .where('idempotencyKey', '>=', prefix)
    .where('idempotencyKey', '<', `${prefix}~`)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  keys = ticketKeysFromSeed(demoTicketKey());
  [organizer, venueOwner, manager, stranger] = await Promise.all([
    account('eventOrganizer'),
    account('venueOwner'),
    account('eventManager'),
    account('eventOrganizer'),
  ]);
  venueId = fresh('venue');
  await admin.doc(`venues/${venueId}`).set({
    createdBy: venueOwner.uid,
    venueName: 'Riverside Hall',
    seats: 120,
    isOnline: true,
    availability: [],
  });
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('buyTickets', () => {
  it('sells one ticket per seat at the stored price, whatever the request says, and counts them', async () => {
    const eventId = await createEvent();
    const who = buyer('Alice Attendee');
    const result = await visitor()<Bought>(
      'buyTickets',
      purchase(eventId, {
        ...who,
        email: who.email.toUpperCase(),
        quantity: 2,
        price: 0.01,
        amountPaid: 0,
        totalPence: 1,
      }),
    );
    expect(result).toMatchObject({
      purchaseId: expect.stringMatching(/^pur-[0-9a-f]{20}$/),
      accessKey: expect.stringMatching(/^[\w-]{22}$/),
      totalPence: 2500,
    });
    expect(result.ticketIds).toHaveLength(2);
    expect(new Set(result.ticketIds.map((id) => id.slice(0, 7))).size).toBe(2);

    const [user] = (await admin.collection('users').where('email', '==', who.email).get()).docs;
    expect(user.data()).toMatchObject({
      name: 'Alice Attendee',
      email: who.email,
      status: 'active',
      customerId: expect.stringMatching(/^cus_sim_/),
    });
    const tickets = await ticketsOf(eventId);
    expect(tickets.map((ticket) => ticket.id).sort()).toEqual([...result.ticketIds].sort());
    for (const ticket of tickets) {
      expect(ticket.data()).toMatchObject({
        ticketId: ticket.id,
        eventId,
        eventOwnerId: organizer.uid,
        purchaseId: result.purchaseId,
        userId: user.id,
        userName: 'Alice Attendee',
        userNameLower: 'alice attendee',
        amountPaid: 12.5,
        isPaid: true,
        isCheckedIn: false,
        checkedInAt: null,
        checkedInBy: null,
        paymentMethod: 'Card',
        ticketType: 'Standard',
        packageIndex: 0,
        feedbackNotes: '',
      });
    }
    expect(await stats(eventId)).toMatchObject({
      eventOwnerId: organizer.uid,
      staffIds: [organizer.uid, venueOwner.uid, manager.uid],
      sold: 2,
      revenuePence: 2500,
      checkedIn: 0,
      holders: 1,
      packages: { Standard: 2 },
    });
    // Paying proves nothing about the address (the purchaser may pay for someone else's): no mark for announcements.
    expect((await admin.doc(`ticketHolders/${eventId}_${user.id}`).get()).data()).toEqual({
      eventId,
      userId: user.id,
      tickets: 2,
    });
    expect((await admin.doc(`ticketPurchases/${result.purchaseId}`).get()).data()).toMatchObject({
      buyerId: user.id,
      quantity: 2,
      unitPricePence: 1250,
      totalPence: 2500,
      payment: { provider: 'simulated', status: 'captured' },
    });
    expect(await paymentsOf(result.purchaseId)).toEqual([
      expect.objectContaining({ amountPence: 2500, status: 'captured' }),
    ]);
    const mail = (await admin.doc(`mail/ticket-${result.purchaseId}`).get()).data();
    expect(mail?.to).toBe(who.email);
    // The mailed link carries a key of its own, never the one the purchaser was answered with.
    expect(mail?.message.text).toMatch(new RegExp(`/t/${result.purchaseId}\\?k=[\\w-]{22}`));
    expect(mail?.message.text).not.toContain(result.accessKey);
  });

  it('finds the app user by e-mail for a second purchase and counts the holder once', async () => {
    const eventId = await createEvent();
    const who = buyer('Chloe Customer');
    const call = visitor();
    await call('buyTickets', purchase(eventId, who));
    await call('buyTickets', purchase(eventId, { ...who, packageIndex: 1 }));
    expect((await admin.collection('users').where('email', '==', who.email).get()).size).toBe(1);
    expect(await stats(eventId)).toMatchObject({
      sold: 2,
      revenuePence: 4250,
      holders: 1,
      packages: { Standard: 1, VIP: 1 },
    });
  });

  it('sells a free package without a card and charges nothing', async () => {
    const eventId = await createEvent();
    const result = await visitor()<Bought>(
      'buyTickets',
      purchase(eventId, { packageIndex: 2, quantity: 3, cardToken: undefined }),
    );
    expect(result.totalPence).toBe(0);
    const [ticket] = await ticketsOf(eventId);
    expect(ticket.data()).toMatchObject({ amountPaid: 0, paymentMethod: 'Free', ticketType: 'Free' });
    expect((await admin.doc(`ticketPurchases/${result.purchaseId}`).get()).get('payment')).toMatchObject({
      authorizationId: null,
      status: 'none',
    });
    expect(await paymentsOf(result.purchaseId)).toEqual([]);
  });

  it('keeps to the stock of each package', async () => {
    const eventId = await createEvent();
    const call = visitor();
    await call('buyTickets', purchase(eventId, { packageIndex: 1, quantity: 2 }));
    const refused = purchase(eventId, { packageIndex: 1, quantity: 2 });
    await expect(call('buyTickets', refused)).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Only 1 tickets left for VIP.'),
    );
    expect(await paymentsOf(purchaseIdFor(null, refused.requestId))).toEqual([]);
    await call('buyTickets', purchase(eventId, { packageIndex: 1, quantity: 1 }));
    await expect(call('buyTickets', purchase(eventId, { packageIndex: 1 }))).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Only 0 tickets left for VIP.'),
    );
    expect((await stats(eventId))?.packages).toEqual({ VIP: 3 });
  });

  it("never sells more than the venue's seats: capacity caps the packages", async () => {
    const smallVenue = fresh('venue');
    await admin
      .doc(`venues/${smallVenue}`)
      .set({ createdBy: venueOwner.uid, venueName: 'Box Room', seats: 3, isOnline: true, availability: [] });
    const booked = await createEvent({
      selectedVenue: smallVenue,
      venue: { id: smallVenue, venueName: 'Box Room', seats: 3, bookedSlots: [] },
    });
    const manual = await createEvent({
      selectedVenue: null,
      venue: { venueName: 'My Studio', address: 'Here', seats: 2, bookedSlots: [] },
      isManual: true,
    });
    const call = visitor();
    await expect(call('buyTickets', purchase(booked, { quantity: 4 }))).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Only 3 tickets left for Standard.'),
    );
    await call('buyTickets', purchase(booked, { quantity: 3 }));
    await call('buyTickets', purchase(manual, { quantity: 2 }));
    for (const eventId of [booked, manual]) {
      const soldOut = purchase(eventId);
      await expect(call('buyTickets', soldOut)).rejects.toEqual(
        refusedWith('failed-precondition', 'Sorry! This event is sold out.'),
      );
      // Refused at the first look: no card was even held.
      expect(await paymentsOf(purchaseIdFor(null, soldOut.requestId))).toEqual([]);
    }
    expect(await ticketsOf(booked)).toHaveLength(3);
    expect(await ticketsOf(manual)).toHaveLength(2);
  });

  it('returns the same purchase for a retried request and charges once, also when both arrive at once', async () => {
    const eventId = await createEvent();
    const call = visitor();
    const body = purchase(eventId, { quantity: 2 });
    const first = await call<Bought>('buyTickets', body);
    expect(await call<Bought>('buyTickets', body)).toEqual(first);

    const twin = purchase(eventId, { quantity: 3 });
    const [a, b] = await Promise.all([call<Bought>('buyTickets', twin), call<Bought>('buyTickets', twin)]);
    expect(a).toEqual(b);
    expect(await stats(eventId)).toMatchObject({ sold: 5, revenuePence: 6250 });
    expect(await ticketsOf(eventId)).toHaveLength(5);
    expect(await paymentsOf(first.purchaseId)).toEqual([
      expect.objectContaining({ amountPence: 2500, status: 'captured' }),
    ]);
    expect(await paymentsOf(a.purchaseId)).toEqual([
      expect.objectContaining({ amountPence: 3750, status: 'captured' }),
    ]);
  });

  // Run through the callable's own code (sellTickets) rather than 20 HTTP calls: the Functions emulator would start a
  // worker process per concurrent request, and on a small machine starting 20 takes longer than its 30 s limit.
  it('sells the last 5 seats to exactly 5 of 20 buyers at once and releases every other card', async () => {
    const eventId = await createEvent({
      requiredSeats: 5,
      packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 5 }],
    });
    const bodies = Array.from({ length: 20 }, () => purchase(eventId));
    const provider = createSimulatedProvider(() => admin);
    const outcomes = await Promise.allSettled(
      bodies.map((body) =>
        sentAsTheShopSends(() => sellTickets(admin, provider, null, body as RequestOf<typeof buyTickets>)),
      ),
    );
    const sold = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(sold).toHaveLength(5);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(SaleRefused);
        expect(outcome.reason.message).toBe('Sorry! This event is sold out.');
      }
    }
    expect(await ticketsOf(eventId)).toHaveLength(5);
    expect(await stats(eventId)).toMatchObject({ sold: 5, revenuePence: 5000, holders: 5 });
    const payments = (
      await Promise.all(bodies.map((body) => paymentsOf(purchaseIdFor(null, body.requestId))))
    ).flat();
    expect(payments.filter((payment) => payment.status === 'captured')).toHaveLength(5);
    expect(payments.filter((payment) => payment.status === 'authorized')).toHaveLength(0);
  }, 120_000);

  it.each([
    ['a past event', { eventDate: calendar(dayAfter(-1)), date: Date.parse(`${dayAfter(-1)}T00:00:00Z`) }],
    ['a completed event', { status: 'completed' }],
  ])('does not sell tickets for %s', async (_name, overrides) => {
    const eventId = await createEvent(overrides);
    await expect(visitor()('buyTickets', purchase(eventId))).rejects.toEqual(
      refusedWith('failed-precondition', 'Tickets are not on sale for this event.'),
    );
  });

  it.each([
    [
      'eleven tickets',
      { quantity: 11 },
      'invalid-argument',
      'quantity: Quantity must be a whole number from 1 to 10.',
    ],
    ['no name', { name: '  ' }, 'invalid-argument', 'name: Name is required.'],
    [
      'a 101-character name',
      { name: 'x'.repeat(101) },
      'invalid-argument',
      'name: Name must be at most 100 characters.',
    ],
    ['a malformed e-mail', { email: 'ben@' }, 'invalid-argument', 'email: Enter a valid email address.'],
    [
      'a package the event does not have',
      { packageIndex: 7 },
      'invalid-argument',
      'Choose a ticket package.',
    ],
    ['a paid package without a card', { cardToken: null }, 'invalid-argument', 'Card details are required.'],
    ['a declined card', { cardToken: 'tok_sim_declined' }, 'failed-precondition', 'Your card was declined.'],
  ])('refuses %s and sells nothing', async (_name, overrides, code, message) => {
    const eventId = await createEvent();
    await expect(visitor()('buyTickets', purchase(eventId, overrides))).rejects.toEqual(
      refusedWith(code, message),
    );
    expect(await ticketsOf(eventId)).toHaveLength(0);
  });

  it('refuses an unknown event', async () => {
    await expect(visitor()('buyTickets', purchase('no-such-event'))).rejects.toEqual(
      refusedWith('not-found', 'No Event Details'),
    );
  });
});

/** That a refused purchase left no trace: no ticket, counter, purchase, buyer, card hold or mail. */
async function expectNothingSold(eventId: string, body: DocumentData) {
  const purchaseId = purchaseIdFor(null, String(body.requestId));
  expect(await ticketsOf(eventId)).toHaveLength(0);
  expect((await admin.doc(`ticketStats/${eventId}`).get()).exists).toBe(false);
  expect((await admin.doc(`ticketPurchases/${purchaseId}`).get()).exists).toBe(false);
  expect((await admin.doc(`mail/ticket-${purchaseId}`).get()).exists).toBe(false);
  expect((await admin.collection('users').where('email', '==', body.email).get()).empty).toBe(true);
  expect(await paymentsOf(purchaseId)).toEqual([]);
}

describe('buyTickets, as the attack on an event that must no longer sell', () => {
  it("refuses to sell a suspended owner's event, and the page shows it not on sale", async () => {
    const suspended = await account('eventOrganizer');
    const eventId = await createEvent({ createdBy: suspended.uid });
    await admin.doc(`managers/${suspended.uid}`).update({ status: 'suspended' });
    const body = purchase(eventId);

    const refused = await visitor()('buyTickets', body).catch((error: unknown) => error);

    expect(refused).toEqual(refusedWith('failed-precondition', 'Tickets are not on sale for this event.'));
    expect(refused).toMatchObject({ details: { reason: 'notOnSale' } });
    await expectNothingSold(eventId, body);
    expect(await visitor()('getTicketSale', { eventId })).toMatchObject({ onSale: false, ticketsLeft: 0 });
  });

  it('refuses to sell an event an hour after it ended, on its own day', async () => {
    const day = dayAfter(7);
    const eventId = await createEvent();
    const body = purchase(eventId);
    // The event runs 7 PM to 10 PM London time; the buyer comes at 11 PM.
    const anHourAfterTheEnd = new Date(londonInstant(Date.parse(`${day}T00:00:00Z`), 23 * 60));
    const provider = createSimulatedProvider(() => admin);

    const refused = await sellTickets(
      admin,
      provider,
      null,
      body as RequestOf<typeof buyTickets>,
      anHourAfterTheEnd,
    ).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(SaleRefused);
    expect((refused as SaleRefused).refusal).toMatchObject({
      code: 'failed-precondition',
      reason: 'notOnSale',
    });
    await expectNothingSold(eventId, body);
    // Two hours before the end, the same purchase sells.
    const during = new Date(londonInstant(Date.parse(`${day}T00:00:00Z`), 20 * 60));
    await expect(
      sellTickets(admin, provider, null, body as RequestOf<typeof buyTickets>, during),
    ).resolves.toMatchObject({ ticketIds: [expect.any(String)] });
  });
});

describe('getTicketSale', () => {
  it('shows a buyer the event and the tickets left per package, and nothing of its bookings', async () => {
    const eventId = await createEvent();
    await visitor()('buyTickets', purchase(eventId, { packageIndex: 1, quantity: 2 }));
    const view = await visitor()<DocumentData>('getTicketSale', { eventId });
    expect(view).toMatchObject({
      eventId,
      title: 'Salsa Night',
      startTime: '7:00 PM',
      venueName: 'Riverside Hall',
      address: '1 River Road, London',
      attachments: ['/demo/venue-hall.jpg'],
      onSale: true,
      ticketsLeft: 98,
      packages: [
        { index: 0, detail: 'Standard', price: 12.5, ticketsLeft: 80 },
        { index: 1, detail: 'VIP', price: 30, ticketsLeft: 1 },
        { index: 2, detail: 'Free', price: 0, ticketsLeft: 10 },
      ],
    });
    expect(JSON.stringify(view)).not.toContain(organizer.uid);
    expect(JSON.stringify(view)).not.toContain(manager.uid);
    await expect(visitor()('getTicketSale', { eventId: 'no-such-event' })).rejects.toEqual(
      refusedWith('not-found', 'No Event Details'),
    );
  });
});

describe('getTicketPurchase', () => {
  it("shows the buyer's tickets with codes signed by the platform key, only with the link's key", async () => {
    const eventId = await createEvent();
    const bought = await visitor()<Bought>(
      'buyTickets',
      purchase(eventId, { name: 'Ben Buyer', quantity: 2 }),
    );
    const view = await visitor()<DocumentData>('getTicketPurchase', {
      purchaseId: bought.purchaseId,
      key: bought.accessKey,
    });
    expect(view).toMatchObject({
      purchaseId: bought.purchaseId,
      buyerName: 'Ben Buyer',
      event: { id: eventId, title: 'Salsa Night', venueName: 'Riverside Hall' },
    });
    expect(view.tickets).toHaveLength(2);
    for (const ticket of view.tickets) {
      expect(ticket).toMatchObject({ ticketType: 'Standard', amountPaid: 12.5, isCheckedIn: false });
      expect(verifyTicketCode(keys, ticket.code)).toEqual({ ticketId: ticket.ticketId, eventId });
    }
    const wrong = `${bought.accessKey.slice(0, -1)}${bought.accessKey.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [wrong, '']) {
      await expect(visitor()('getTicketPurchase', { purchaseId: bought.purchaseId, key })).rejects.toEqual(
        refusedWith('not-found', 'No Event Details'),
      );
    }
    // No key at all is a malformed request, refused by the contract with the same words.
    await expect(
      visitor()('getTicketPurchase', { purchaseId: bought.purchaseId, key: undefined }),
    ).rejects.toEqual(refusedWith('invalid-argument', 'No Event Details'));
  });

  it("makes the tickets' calendar file for the link's key only, and none once the event is cancelled", async () => {
    const eventId = await createEvent();
    const bought = await visitor()<Bought>('buyTickets', purchase(eventId));
    const calendarFile = (key: string) =>
      fetch(
        `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${REGION}/ticketPurchasePage` +
          `/t/${bought.purchaseId}/event-schedule.ics?k=${encodeURIComponent(key)}`,
      );
    const file = await calendarFile(bought.accessKey);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="event-schedule.ics"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const text = await file.text();
    expect(text).toContain('SUMMARY:Salsa Night');
    expect(text).toContain(`UID:${eventId}@gigvenue`);
    expect(text).toContain('LOCATION:Riverside Hall\\, 1 River Road\\, London');

    const wrong = await calendarFile(
      `${bought.accessKey.slice(0, -1)}${bought.accessKey.endsWith('A') ? 'B' : 'A'}`,
    );
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('BEGIN:VCALENDAR');
    await admin.doc(`events/${eventId}`).update({ status: 'cancelled' });
    expect((await calendarFile(bought.accessKey)).status).toBe(404);
  });
});

describe('checkInTicket', () => {
  async function soldTicket(eventId: string): Promise<{ ticketId: string; code: string }> {
    const { ticketIds } = await visitor()<Bought>('buyTickets', purchase(eventId));
    return { ticketId: ticketIds[0], code: signTicketCode(keys, { ticketId: ticketIds[0], eventId }) };
  }
  const scan = (eventId: string, code: string, requestId = fresh('scan')) => ({ eventId, code, requestId });

  it('checks a scanned ticket in once; a second scan is already in, the same request again is its own success', async () => {
    const eventId = await createEvent();
    const { ticketId, code } = await soldTicket(eventId);
    const first = scan(eventId, code);
    const result = await organizer.call<DocumentData>('checkInTicket', first);
    expect(result).toMatchObject({
      result: 'checkedIn',
      message: 'Checked In Successfully !...',
      ticket: { ticketId, userName: 'Ben Buyer', ticketType: 'Standard' },
      checkedInBy: organizer.uid,
    });
    expect((await admin.doc(`tickets/${ticketId}`).get()).data()).toMatchObject({
      isCheckedIn: true,
      checkedInAt: result.checkedInAt,
      checkedInBy: organizer.uid,
      checkInRequestId: first.requestId,
    });
    expect(await organizer.call('checkInTicket', scan(eventId, code))).toMatchObject({
      result: 'alreadyCheckedIn',
      message: 'Already Checked In !...',
      checkedInAt: result.checkedInAt,
      checkedInBy: organizer.uid,
    });
    expect(await organizer.call('checkInTicket', first)).toMatchObject({
      result: 'checkedIn',
      checkedInAt: result.checkedInAt,
    });
    expect((await stats(eventId))?.checkedIn).toBe(1);
  });

  it('checks a typed ticket id in, for a damaged code', async () => {
    const eventId = await createEvent();
    const { ticketId } = await soldTicket(eventId);
    expect(
      await organizer.call('checkInTicket', {
        eventId,
        ticketId: ticketId.toLowerCase(),
        requestId: fresh('typed'),
      }),
    ).toMatchObject({ result: 'checkedIn' });
    await expect(
      organizer.call('checkInTicket', {
        eventId,
        ticketId: 'FFFFFFFFFFFFFFFFFFFF',
        requestId: fresh('typed'),
      }),
    ).rejects.toEqual(refusedWith('not-found', 'Ticket not found.'));
  });

  it('refuses a forged code and a ticket of another event', async () => {
    const [eventId, otherEvent] = await Promise.all([createEvent(), createEvent()]);
    const { ticketId, code } = await soldTicket(eventId);
    const forged = ticketKeysFromSeed(Buffer.alloc(32, 7).toString('base64url'));
    await expect(
      organizer.call('checkInTicket', scan(eventId, signTicketCode(forged, { ticketId, eventId }))),
    ).rejects.toEqual(refusedWith('invalid-argument', 'Invalid ticket code.'));
    await expect(organizer.call('checkInTicket', scan(eventId, 'GV1.NOT.A-CODE'))).rejects.toEqual(
      refusedWith('invalid-argument', 'Invalid ticket code.'),
    );
    await expect(organizer.call('checkInTicket', scan(otherEvent, code))).rejects.toEqual(
      refusedWith('failed-precondition', 'This ticket is for another event.'),
    );
    await expect(
      organizer.call('checkInTicket', { eventId: otherEvent, ticketId, requestId: fresh('typed') }),
    ).rejects.toEqual(refusedWith('failed-precondition', 'This ticket is for another event.'));
    expect((await admin.doc(`tickets/${ticketId}`).get()).get('isCheckedIn')).toBe(false);
  });

  it('refuses a ticket whose card payment lapsed uncaptured, and the door list marks it for the phone', async () => {
    const eventId = await createEvent();
    const [unpaid, paid] = await Promise.all([soldTicket(eventId), soldTicket(eventId)]);
    // What captureRetry writes when a card authorisation lapsed before it could be captured.
    await admin.doc(`tickets/${unpaid.ticketId}`).update({ isPaid: false });
    await expect(organizer.call('checkInTicket', scan(eventId, unpaid.code))).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'This ticket was not paid for: its card payment never went through.',
      ),
    );
    expect((await admin.doc(`tickets/${unpaid.ticketId}`).get()).get('isCheckedIn')).toBe(false);
    const list = await organizer.call<DocumentData>('ticketDoorList', { eventId });
    const byId = new Map(list.tickets.map((ticket: DocumentData) => [ticket.ticketId, ticket]));
    expect(byId.get(unpaid.ticketId)).toMatchObject({ unpaid: true });
    expect(byId.get(paid.ticketId)).not.toHaveProperty('unpaid');
  });

  it("lets the booked venue's owner and manager check in, and refuses anyone else", async () => {
    const eventId = await createEvent();
    const [forManager, forOwner, forStranger] = await Promise.all([
      soldTicket(eventId),
      soldTicket(eventId),
      soldTicket(eventId),
    ]);
    expect(await manager.call('checkInTicket', scan(eventId, forManager.code))).toMatchObject({
      result: 'checkedIn',
      checkedInBy: manager.uid,
    });
    expect(await venueOwner.call('checkInTicket', scan(eventId, forOwner.code))).toMatchObject({
      result: 'checkedIn',
      checkedInBy: venueOwner.uid,
    });
    await expect(stranger.call('checkInTicket', scan(eventId, forStranger.code))).rejects.toEqual(
      refusedWith('permission-denied', 'You cannot check in tickets for this event.'),
    );
    await admin.doc(`managers/${manager.uid}`).update({ status: 'suspended' });
    try {
      await expect(manager.call('checkInTicket', scan(eventId, forStranger.code))).rejects.toEqual(
        refusedWith('permission-denied', 'You cannot check in tickets for this event.'),
      );
    } finally {
      await admin.doc(`managers/${manager.uid}`).update({ status: 'active' });
    }
    await expect(visitor()('checkInTicket', scan(eventId, forStranger.code))).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    expect((await admin.doc(`tickets/${forStranger.ticketId}`).get()).get('isCheckedIn')).toBe(false);
    expect((await stats(eventId))?.checkedIn).toBe(2);
  });

  it('checks a ticket scanned by two phones at once in exactly once', async () => {
    const eventId = await createEvent();
    const { ticketId, code } = await soldTicket(eventId);
    const results = await Promise.all([
      organizer.call<DocumentData>('checkInTicket', scan(eventId, code)),
      manager.call<DocumentData>('checkInTicket', scan(eventId, code)),
    ]);
    expect(results.map((result) => result.result).sort()).toEqual(['alreadyCheckedIn', 'checkedIn']);
    const winner = results.find((result) => result.result === 'checkedIn');
    expect((await admin.doc(`tickets/${ticketId}`).get()).get('checkedInBy')).toBe(winner?.checkedInBy);
    expect((await stats(eventId))?.checkedIn).toBe(1);
  });
});

describe('ticketDoorList', () => {
  it("gives the event's staff the public key and every ticket with its check-in, and nobody else", async () => {
    const eventId = await createEvent();
    const { ticketIds } = await visitor()<Bought>(
      'buyTickets',
      purchase(eventId, { name: 'Alice Attendee', quantity: 3 }),
    );
    await organizer.call('checkInTicket', { eventId, ticketId: ticketIds[0], requestId: fresh('typed') });
    const list = await venueOwner.call<DocumentData>('ticketDoorList', { eventId });
    expect(list).toMatchObject({ eventId, publicKey: keys.publicKeyText, seats: 100, sold: 3, checkedIn: 1 });
    expect(list.tickets).toHaveLength(3);
    expect(list.tickets).toContainEqual({
      ticketId: ticketIds[0],
      userName: 'Alice Attendee',
      ticketType: 'Standard',
      isCheckedIn: true,
    });
    await expect(stranger.call('ticketDoorList', { eventId })).rejects.toEqual(
      refusedWith('permission-denied', 'You cannot check in tickets for this event.'),
    );
    await expect(visitor()('ticketDoorList', { eventId })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});

describe('ticketDoorList, kept current by changes', () => {
  const changedIds = (list: DocumentData) =>
    list.tickets.map((ticket: DocumentData) => ticket.ticketId as string).sort();

  it('sends every ticket, then with its changedUntil only a check-in and a new sale, nothing else', async () => {
    const eventId = await createEvent();
    const { ticketIds } = await visitor()<Bought>('buyTickets', purchase(eventId, { quantity: 3 }));
    const first = await organizer.call<DocumentData>('ticketDoorList', { eventId });
    expect(first).toMatchObject({ complete: true, sold: 3, checkedIn: 0 });
    expect(changedIds(first)).toEqual([...ticketIds].sort());
    expect(
      await organizer.call('ticketDoorList', { eventId, changedSince: first.changedUntil }),
    ).toMatchObject({ complete: false, sold: 3, checkedIn: 0, tickets: [] });

    await organizer.call('checkInTicket', { eventId, ticketId: ticketIds[0], requestId: fresh('typed') });
    const {
      ticketIds: [sold],
    } = await visitor()<Bought>('buyTickets', purchase(eventId, { name: 'Nina New' }));
    const second = await manager.call<DocumentData>('ticketDoorList', {
      eventId,
      changedSince: first.changedUntil,
    });
    expect(second).toMatchObject({
      eventId,
      publicKey: keys.publicKeyText,
      complete: false,
      sold: 4,
      checkedIn: 1,
    });
    expect(second.changedUntil).toBeGreaterThan(first.changedUntil);
    expect(changedIds(second)).toEqual([ticketIds[0], sold].sort());
    expect(second.tickets).toContainEqual({
      ticketId: ticketIds[0],
      userName: 'Ben Buyer',
      ticketType: 'Standard',
      isCheckedIn: true,
    });
    expect(second.tickets).toContainEqual({
      ticketId: sold,
      userName: 'Nina New',
      ticketType: 'Standard',
      isCheckedIn: false,
    });
    expect(
      await organizer.call('ticketDoorList', { eventId, changedSince: second.changedUntil }),
    ).toMatchObject({ complete: false, tickets: [] });
  });

  it('sends the whole list for a changedSince too old or unknown, tickets without updatedAt too', async () => {
    const eventId = await createEvent();
    const { ticketIds } = await visitor()<Bought>('buyTickets', purchase(eventId, { quantity: 2 }));
    // A ticket as written before tickets carried updatedAt.
    const { updatedAt: _stamp, ...legacy } = (await admin.doc(`tickets/${ticketIds[0]}`).get()).data() ?? {};
    await admin.doc(`tickets/${ticketIds[0]}`).set(legacy);
    for (const changedSince of [1, Date.now() + 24 * 60 * 60 * 1000]) {
      const list = await organizer.call<DocumentData>('ticketDoorList', { eventId, changedSince });
      expect(list).toMatchObject({ complete: true, sold: 2 });
      expect(changedIds(list)).toEqual([...ticketIds].sort());
    }
    await expect(
      stranger.call('ticketDoorList', { eventId, changedSince: Date.now() - 1_000 }),
    ).rejects.toEqual(refusedWith('permission-denied', 'You cannot check in tickets for this event.'));
  });

  it('stamps every ticket the sale writes with its commit time', async () => {
    const eventId = await createEvent();
    const before = Date.now();
    const { ticketIds } = await visitor()<Bought>('buyTickets', purchase(eventId));
    const stamp = (await admin.doc(`tickets/${ticketIds[0]}`).get()).get('updatedAt');
    expect(stamp?.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });
});

describe('rebuildTicketStats', () => {
  it('counts from the tickets what the sale and check-in kept, and counts tickets written without them', async () => {
    const eventId = await createEvent();
    const call = visitor();
    const who = buyer('Ben Buyer');
    const { ticketIds } = await call<Bought>('buyTickets', purchase(eventId, { ...who, quantity: 2 }));
    await call('buyTickets', purchase(eventId, { ...who, packageIndex: 1 }));
    await organizer.call('checkInTicket', { eventId, ticketId: ticketIds[1], requestId: fresh('typed') });
    const kept = await stats(eventId);
    const holderPath = `ticketHolders/${eventId}_${(await admin.doc(`tickets/${ticketIds[0]}`).get()).get('userId')}`;
    await admin.doc(holderPath).update({ mailLinkOpenedAt: 1_700_000_000_000 });
    await rebuildTicketStats(admin, eventId);
    // The stock's split goes with the counts it was made from: the next sale splits the stock anew.
    const { splitKey, ...counted } = (kept ?? {}) as Record<string, unknown>;
    expect(splitKey).toEqual(expect.any(String));
    const rebuilt = await stats(eventId);
    expect(rebuilt).toMatchObject({ ...counted, updatedAt: expect.any(Number) });
    expect(rebuilt).not.toHaveProperty('splitKey');
    expect(kept?.latestEndAt).toEqual(expect.any(Number));
    // The proof that the holder owns the address survives a recount: announcements depend on it.
    expect((await admin.doc(holderPath).get()).data()).toMatchObject({
      tickets: 3,
      mailLinkOpenedAt: 1_700_000_000_000,
    });

    await admin.doc(`tickets/${fresh('legacy')}`).set({
      eventId,
      eventOwnerId: organizer.uid,
      userId: 'legacy-buyer',
      amountPaid: 15,
      isCheckedIn: true,
      ticketType: 'Standard',
    });
    await rebuildTicketStats(admin, eventId);
    expect(await stats(eventId)).toMatchObject({
      sold: 4,
      revenuePence: 7000,
      checkedIn: 2,
      holders: 2,
      packages: { Standard: 3, VIP: 1 },
    });
    expect((await admin.doc(`ticketHolders/${eventId}_legacy-buyer`).get()).get('tickets')).toBe(1);
  });
});
