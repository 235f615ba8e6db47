import { createHmac } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import type { PaymentProvider } from '../../functions/src/payments/providers/provider';
import { purchaseIdFor, appUserIdFor } from '../../functions/src/tickets/saleRequest';
import type { SaleLimits } from '../../functions/src/tickets/saleLimits';
import { sellTickets, SaleRefused, type SaleCaller } from '../../functions/src/tickets/ticketSale';
import { calendar, callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { demoTicketKey } from '../support/ticketKey';

// The public sale's exploits, each written as the attack (issue 22, section 3): a signed-out loop that would sell out
// a free event and mail any address, with forged forwarded addresses; a declined card that used to create an app user
// and a payment customer first; free tickets issued to a stranger's address to message them through announcements; a
// replayed request id asking for someone else's ticket link; and a purchase for an address an unverified account
// typed. Calls that must come from an address go over the callable protocol with X-Forwarded-For as Google's front
// end sends it (the client's own text, then the address it saw); the emulator has no front end, so the test plays it.
// Issue 35's attacks come last: one IPv6 /64's many addresses, one inbox's +tag aliases, a crowd taking a free event's
// tickets, and the event page and sale view loaded in a loop.

const harness = callableHarness('sale-abuse-test');
const { fresh, visitor, account } = harness;
const projectId = emulatorProjectId();
const functionsAt = emulatorEndpoint('functions');
const REGION = 'europe-west2';
/** The deployed defaults (functions/src/config.ts), which the emulators run with. */
const PER_MINUTE = 10;
const FREE_PER_EMAIL = 10;
const EMAIL_CHECKS = 10;
const SALE_VIEWS_PER_MINUTE = 60;

let admin: AdminFirestore;
let authApp: App;
let adminAuth: Auth;
let organizer: Caller;

interface Bought {
  purchaseId: string;
  accessKey: string;
  ticketIds: string[];
  totalPence: number;
}

/** A manual-venue event of the organizer a week ahead: 100 free tickets and 50 at £10. */
async function createEvent(): Promise<string> {
  const id = fresh('evt');
  const date = dayAfter(7);
  await admin.doc(`events/${id}`).set({
    title: 'Open Mic',
    eventDate: calendar(date),
    date: Date.parse(`${date}T00:00:00Z`),
    startTime: '7:00 PM',
    requiredTime: '2 hr 0 min',
    status: 'active',
    requiredSeats: 150,
    packages: [
      { detail: 'Free', price: 0, ticketsAmmount: 100 },
      { detail: 'Standard', price: 10, ticketsAmmount: 50 },
    ],
    venue: { venueName: 'My Studio', address: 'Here', seats: 150, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: organizer.uid,
  });
  return id;
}

const email = (label = 'buyer') => `${fresh(label)}@gigvenue.test`;

const freeTicket = (eventId: string, overrides: DocumentData = {}) => ({
  eventId,
  packageIndex: 0,
  quantity: 1,
  name: 'Ben Buyer',
  email: email(),
  requestId: fresh('req'),
  ...overrides,
});

/** A signed-out buyTickets call that Google's front end saw come from `address`; the client wrote `forged` first. */
async function buyFrom(address: string, data: unknown, forged = fresh('forged')) {
  const response = await fetch(
    `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${REGION}/buyTickets`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${address}` },
      body: JSON.stringify({ data }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, DocumentData> };
}

/** A signed-out forgot-password check from `address`, the client having written `forged` before it. */
async function checkEmailFrom(address: string, forged: string = fresh('forged')) {
  const response = await fetch(
    `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${REGION}/checkAccountEmail`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${address}` },
      body: JSON.stringify({ data: { email: email('probe') } }),
    },
  );
  return response.status;
}

/** A fresh address per test, so no other test's calls share its counts. */
const addressOf = (label: string) => `client-${fresh(label)}`;

/** Waits for the next minute when this one has too little left for a burst to stay within it. */
async function roomInThisMinute(neededMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const countWhere = async (collection: string, field: string, value: unknown) =>
  (await admin.collection(collection).where(field, '==', value).count().get()).data().count;

/** A sale caller for sellTickets itself: an address, limits, and Auth as the callable passes them. */
const callerFrom = (address: string | null, limits: Partial<SaleLimits> = {}): SaleCaller => ({
  uid: null,
  address,
  limits: {
    purchasesPerAddressPerMinute: PER_MINUTE,
    purchasesPerAddressPerEvent: 20,
    freeTicketsPerEmailPerEvent: FREE_PER_EMAIL,
    freeTicketsPerEventPerHour: 100,
    ...limits,
  },
  accounts: adminAuth,
});

/** The simulated provider, counting the customers it is asked to create. */
function countingProvider() {
  const provider = createSimulatedProvider(() => admin);
  const created: string[] = [];
  const counting: PaymentProvider = {
    ...provider,
    async createCustomer(input) {
      created.push(input.email);
      return provider.createCustomer(input);
    },
  };
  return { provider: counting, created };
}

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  const authAt = emulatorEndpoint('auth');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${authAt.host}:${authAt.port}`;
  authApp = initializeApp({ projectId }, `sale-abuse-auth-${Date.now()}`);
  adminAuth = getAuth(authApp);
  organizer = await account('eventOrganizer');
}, 120_000);

afterAll(async () => {
  await harness.stop();
  await deleteApp(authApp);
});

describe('a signed-out purchase loop', () => {
  it('gets 10 free tickets a minute from one address, however it forges the forwarded header, then is refused', async () => {
    const eventId = await createEvent();
    const address = addressOf('loop');
    // The 15 calls take a few seconds: start them where the minute has 30 s left at least, so one minute counts all.
    await roomInThisMinute(30_000);
    const results = [];
    for (let call = 0; call < 15; call += 1) results.push(await buyFrom(address, freeTicket(eventId)));

    expect(results.slice(0, PER_MINUTE).map((result) => result.status)).toEqual(Array(PER_MINUTE).fill(200));
    for (const refused of results.slice(PER_MINUTE)) {
      expect(refused).toEqual({
        status: 429,
        body: {
          error: {
            status: 'RESOURCE_EXHAUSTED',
            message: 'Too many purchases from your network. Please wait a minute and try again.',
            details: { reason: 'tooManyPurchases', params: {} },
          },
        },
      });
    }
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(PER_MINUTE);
    expect(await countWhere('ticketPurchases', 'eventId', eventId)).toBe(PER_MINUTE);
    // Another address is not held back by the first one's count.
    expect((await buyFrom(addressOf('other'), freeTicket(eventId))).status).toBe(200);
  }, 90_000);

  it('gives one e-mail address at most 10 free tickets of an event, from any number of addresses', async () => {
    const eventId = await createEvent();
    const target = email('target');
    const ask = (quantity: number) =>
      buyFrom(addressOf('rotating'), freeTicket(eventId, { email: target, quantity }));
    expect((await ask(4)).status).toBe(200);
    expect((await ask(4)).status).toBe(200);
    expect(await ask(4)).toMatchObject({
      status: 429,
      body: { error: { message: 'This e-mail address can get only 2 more free tickets for this event.' } },
    });
    expect((await ask(2)).status).toBe(200);
    expect((await ask(1)).body.error.message).toBe(
      'This e-mail address already has 10 free tickets for this event, the most one address can get.',
    );
    expect(await countWhere('mail', 'to', target)).toBe(3);
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(FREE_PER_EMAIL);
  });

  it("counts an address's purchases of one event exactly, also when they arrive at once", async () => {
    const eventId = await createEvent();
    const { provider } = countingProvider();
    const caller = callerFrom('203.0.113.50', { purchasesPerAddressPerEvent: 3 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => sellTickets(admin, provider, caller, freeTicket(eventId))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(SaleRefused);
        expect(outcome.reason.refusal).toMatchObject({
          code: 'resource-exhausted',
          reason: 'tooManyPurchasesForEvent',
        });
      }
    }
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(3);
  }, 60_000);

  it('mails no link or markup a buyer typed as the name', async () => {
    const eventId = await createEvent();
    const body = freeTicket(eventId, { name: 'You won! Claim at https://evil.example/prize' });
    await expect(visitor()('buyTickets', body)).rejects.toEqual(
      refusedWith('invalid-argument', 'name: Enter your name without links or the characters < and >.'),
    );
    expect(await countWhere('mail', 'to', body.email)).toBe(0);
  });
});

describe('a declined card', () => {
  it('creates no app user, no payment customer and no mail', async () => {
    const eventId = await createEvent();
    const body = freeTicket(eventId, { packageIndex: 1, cardToken: 'tok_sim_declined' });
    await expect(visitor()('buyTickets', body)).rejects.toEqual(
      refusedWith('failed-precondition', 'Your card was declined.'),
    );
    expect(await countWhere('users', 'email', body.email)).toBe(0);
    expect((await admin.doc(`users/${appUserIdFor(body.email)}`).get()).exists).toBe(false);
    expect(await countWhere('mail', 'to', body.email)).toBe(0);

    const { provider, created } = countingProvider();
    const again = freeTicket(eventId, { packageIndex: 1, cardToken: 'tok_sim_declined' });
    await expect(sellTickets(admin, provider, callerFrom(null), again)).rejects.toThrow(
      'Your card was declined.',
    );
    expect(created).toEqual([]);
    expect(await countWhere('users', 'email', again.email)).toBe(0);
  });

  it('nor does a good card whose purchase is refused after it was held; a bought one gets both', async () => {
    const eventId = await createEvent();
    await admin.doc(`events/${eventId}`).update({
      packages: [
        { detail: 'Free', price: 0, ticketsAmmount: 100 },
        { detail: 'Standard', price: 10, ticketsAmmount: 1 },
      ],
    });
    const { provider, created } = countingProvider();
    const card = { packageIndex: 1, cardToken: 'tok_sim_visa_4242' };
    const [first, second] = [freeTicket(eventId, card), freeTicket(eventId, card)];
    const outcomes = await Promise.allSettled(
      [first, second].map((body) => sellTickets(admin, provider, null, body)),
    );
    const loser = outcomes[0].status === 'fulfilled' ? second : first;
    const winner = loser === first ? second : first;
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(created).toEqual([winner.email]);
    expect(await countWhere('users', 'email', loser.email)).toBe(0);
    expect(await countWhere('mail', 'to', loser.email)).toBe(0);
    expect((await admin.doc(`users/${appUserIdFor(winner.email)}`).get()).get('customerId')).toMatch(
      /^cus_sim_/,
    );
  }, 60_000);
});

describe('announcements', () => {
  it('skip a holder who never opened the link mailed to their address, whoever paid or opened the purchase', async () => {
    const eventId = await createEvent();
    const buy = visitor();
    const [stranger, friend, payer] = [email('stranger'), email('friend'), email('payer')];
    await buy('buyTickets', freeTicket(eventId, { email: stranger }));
    const opened = await buy<Bought>('buyTickets', freeTicket(eventId, { email: friend }));
    // The friend opens the ticket link mailed to them: only its own key proves the address.
    const mailed = String((await admin.doc(`mail/ticket-${opened.purchaseId}`).get()).get('message.text'));
    const mailKey = new RegExp(`/t/${opened.purchaseId}\\?k=([\\w-]+)`).exec(mailed)?.[1];
    await buy('getTicketPurchase', { purchaseId: opened.purchaseId, key: mailKey });
    // Paid by card, and opened with the purchase's own key: neither proves the payer's address.
    const paid = await buy<Bought>(
      'buyTickets',
      freeTicket(eventId, { email: payer, packageIndex: 1, cardToken: 'tok_sim_visa_4242' }),
    );
    await buy('getTicketPurchase', { purchaseId: paid.purchaseId, key: paid.accessKey });

    const result = await organizer.call<DocumentData>('sendAnnouncement', {
      eventId,
      title: 'Visit my shop',
      message: 'Buy now',
      requestId: fresh('ann'),
    });
    expect(result).toMatchObject({ holders: 3, notified: 1 });
    const reached = (
      await admin.collection('notifications').where('subjectId', '==', result.announcementId).get()
    ).docs.map((doc) => doc.get('createdTo'));
    expect(reached).toEqual([appUserIdFor(friend)]);
  });
});

describe('a replayed request id', () => {
  it("gives another e-mail address or event nothing of the first buyer's purchase", async () => {
    const [eventId, otherEvent] = await Promise.all([createEvent(), createEvent()]);
    const call = visitor();
    const body = freeTicket(eventId);
    const bought = await call<Bought>('buyTickets', body);
    const stored = await admin.doc(`ticketPurchaseKeys/${bought.purchaseId}`).get();
    expect(stored.get('accessKey')).toBe(bought.accessKey);

    for (const replayed of [
      { ...body, email: email('thief') },
      { ...body, eventId: otherEvent },
    ]) {
      const refused = await visitor()('buyTickets', replayed).catch((error: unknown) => error);
      expect(refused).toEqual(
        refusedWith('failed-precondition', 'This purchase was already made. Reload the page to buy again.'),
      );
      expect(JSON.stringify(refused)).not.toContain(bought.accessKey);
      expect(JSON.stringify(refused)).not.toContain(bought.ticketIds[0]);
    }
    // The buyer's own retry still finds the purchase, key included.
    expect(await call<Bought>('buyTickets', body)).toEqual(bought);
    expect(purchaseIdFor(null, body.requestId)).toBe(bought.purchaseId);
  });

  it('opens no tickets with the key the signing seed and the purchase id used to make', async () => {
    const eventId = await createEvent();
    const bought = await visitor()<Bought>('buyTickets', freeTicket(eventId));
    // What the link key was before it became random: anyone holding the seed (a leaked secret, an old backup)
    // could have made every buyer's link from the purchase ids alone.
    const derived = createHmac('sha256', Buffer.from(demoTicketKey(), 'base64url'))
      .update(`purchase:${bought.purchaseId}`)
      .digest('base64url')
      .slice(0, 22);
    expect(bought.accessKey).toMatch(/^[\w-]{22}$/);
    expect(bought.accessKey).not.toBe(derived);
    await expect(
      visitor()('getTicketPurchase', { purchaseId: bought.purchaseId, key: derived }),
    ).rejects.toEqual(refusedWith('not-found', 'No Event Details'));
  });
});

describe('a purchase for an address an account typed but never verified', () => {
  it("stays the buyer's own, and joins the account only once the account verifies the address", async () => {
    const squatter = await account('eventOrganizer');
    const victim = (await adminAuth.getUser(squatter.uid)).email as string;
    await admin.doc(`users/${squatter.uid}`).set({ email: victim, name: 'Squatter', customerId: 'cus_x' });
    const eventId = await createEvent();

    const before = await visitor()<Bought>('buyTickets', freeTicket(eventId, { email: victim }));
    const [ticket] = (await admin.collection('tickets').where('purchaseId', '==', before.purchaseId).get())
      .docs;
    expect(ticket.get('userId')).toBe(appUserIdFor(victim));

    await adminAuth.updateUser(squatter.uid, { emailVerified: true });
    const after = await visitor()<Bought>('buyTickets', freeTicket(eventId, { email: victim }));
    const [joined] = (await admin.collection('tickets').where('purchaseId', '==', after.purchaseId).get())
      .docs;
    expect(joined.get('userId')).toBe(squatter.uid);
  });
});

describe('the forgot-password check', () => {
  it('counts on the address the front end saw, not on the one the client wrote first', async () => {
    const address = addressOf('probing');
    const statuses = [];
    for (let call = 0; call < 11; call += 1) statuses.push(await checkEmailFrom(address, fresh('forged')));
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

const randomGroup = () => Math.floor(Math.random() * 0xffff).toString(16);

/** A fresh IPv6 /64 of the documentation range, and its `host`th address written as a subscriber would rotate it. */
function ipv6Network() {
  const prefix = `2001:db8:${randomGroup()}:${randomGroup()}`;
  return (host: number) =>
    `${prefix}:${host.toString(16)}:${randomGroup()}:${randomGroup()}:${host.toString(16)}`;
}

const userOf = async (address: string) => (await admin.doc(`users/${appUserIdFor(address)}`).get()).exists;

/** What a refused call answered, as the app reads it. */
const refusedBody = (reason: string, message: string, params: DocumentData = {}) => ({
  status: 429,
  body: { error: { status: 'RESOURCE_EXHAUSTED', message, details: { reason, params } } },
});

/** A signed-out getTicketSale call from `address`. */
async function viewSaleFrom(address: string, eventId: string) {
  const response = await fetch(
    `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${REGION}/getTicketSale`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${fresh('forged')}, ${address}` },
      body: JSON.stringify({ data: { eventId } }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, DocumentData> };
}

/** The event page as Hosting asks for it: its CDN appends the caller's address, Google's front end the CDN's. */
const eventPageFrom = (address: string, pathAndQuery: string) =>
  fetch(
    `http://${functionsAt.host}:${functionsAt.port}/${projectId}/${REGION}/publicEventPage${pathAndQuery}`,
    {
      headers: { 'x-forwarded-for': `${fresh('forged')}, ${address}, 151.101.1.195` },
      redirect: 'manual',
    },
  );

describe('limits that count people, not addresses (issue 35)', () => {
  it('counts 20 addresses of one IPv6 /64 as one: 10 free tickets a minute, then refusals that write and mail nothing', async () => {
    const eventId = await createEvent();
    const hostIn = ipv6Network();
    const buyers = Array.from({ length: 20 }, () => email('v6'));
    await roomInThisMinute(30_000);
    const results = [];
    for (const [index, buyer] of buyers.entries())
      results.push(await buyFrom(hostIn(index + 1), freeTicket(eventId, { email: buyer })));

    expect(results.slice(0, PER_MINUTE).map((result) => result.status)).toEqual(Array(PER_MINUTE).fill(200));
    for (const refused of results.slice(PER_MINUTE)) {
      expect(refused).toEqual(
        refusedBody(
          'tooManyPurchases',
          'Too many purchases from your network. Please wait a minute and try again.',
        ),
      );
    }
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(PER_MINUTE);
    expect(await countWhere('ticketPurchases', 'eventId', eventId)).toBe(PER_MINUTE);
    for (const refusedBuyer of buyers.slice(PER_MINUTE)) {
      expect(await countWhere('mail', 'to', refusedBuyer)).toBe(0);
      expect(await userOf(refusedBuyer)).toBe(false);
    }
    // The next /64 is another subscriber's.
    expect((await buyFrom(ipv6Network()(1), freeTicket(eventId))).status).toBe(200);
  }, 120_000);

  it('gives five +tag aliases of one Gmail inbox one allowance, and writes nothing for the ones refused', async () => {
    const eventId = await createEvent();
    const local = fresh('victim').replace(/[^a-z0-9]/gi, '');
    const aliases = [
      `${local}+1@gmail.com`,
      `${local}+2@gmail.com`,
      `${local.toUpperCase()}+3@gmail.com`,
      `${local}+4@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}+5@googlemail.com`,
    ];
    const ask = (alias: string, quantity: number) =>
      buyFrom(addressOf('rotating'), freeTicket(eventId, { email: alias, quantity }));

    for (const alias of aliases.slice(0, 3)) expect((await ask(alias, 3)).status).toBe(200);
    const oneLeft = refusedBody(
      'freeTicketsLeft',
      'This e-mail address can get only 1 more free tickets for this event.',
      { left: 1 },
    );
    expect(await ask(aliases[3], 3)).toEqual(oneLeft);
    expect(await ask(aliases[4], 2)).toEqual(oneLeft);

    expect(await countWhere('tickets', 'eventId', eventId)).toBe(9);
    for (const refused of aliases.slice(3)) {
      expect(await countWhere('mail', 'to', refused)).toBe(0);
      expect(await userOf(refused)).toBe(false);
    }
    // What is mailed is the address as given, tag and all.
    expect(await countWhere('mail', 'to', aliases[1])).toBe(1);
  }, 60_000);

  it("caps an event's free tickets per hour, whoever asks from wherever, and creates nothing for a refused one", async () => {
    const eventId = await createEvent();
    const { provider, created } = countingProvider();
    const now = new Date();
    const sell = (body: ReturnType<typeof freeTicket>) =>
      sellTickets(
        admin,
        provider,
        callerFrom(addressOf('crowd'), { freeTicketsPerEventPerHour: 5 }),
        body,
        now,
      );
    await sell(freeTicket(eventId, { quantity: 2 }));
    await sell(freeTicket(eventId, { quantity: 2 }));
    const late = freeTicket(eventId, { quantity: 2 });
    const refused = await sell(late).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SaleRefused);
    expect((refused as SaleRefused).refusal).toEqual({
      code: 'resource-exhausted',
      reason: 'freeTicketsThisHourUsed',
      message: 'This event has given out all the free tickets it can this hour. Please try again in an hour.',
    });
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(4);
    expect(await countWhere('mail', 'to', late.email)).toBe(0);
    expect(await userOf(late.email)).toBe(false);
    expect(created).not.toContain(late.email);
    // One more free ticket still fits the hour, and paid tickets are the card's to limit.
    await sell(freeTicket(eventId, { quantity: 1 }));
    await sell(freeTicket(eventId, { packageIndex: 1, quantity: 2, cardToken: 'tok_sim_visa_4242' }));
    expect(await countWhere('tickets', 'eventId', eventId)).toBe(7);
  }, 60_000);

  it('answers the forgot-password check 10 times for 12 addresses of one /64, then refuses', async () => {
    const hostIn = ipv6Network();
    await roomInThisMinute(20_000);
    const statuses = [];
    for (let host = 1; host <= 12; host += 1) statuses.push(await checkEmailFrom(hostIn(host)));
    expect(statuses).toEqual([...Array(EMAIL_CHECKS).fill(200), 429, 429]);
  }, 60_000);

  it('counts an IPv4-mapped IPv6 caller as its IPv4 address', async () => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const ipv4 = `198.18.${octet()}.${octet()}`;
    const statuses = [];
    for (let call = 0; call < EMAIL_CHECKS; call += 1) statuses.push(await checkEmailFrom(ipv4));
    statuses.push(await checkEmailFrom(`::ffff:${ipv4}`));
    expect(statuses).toEqual([...Array(EMAIL_CHECKS).fill(200), 429]);
  }, 60_000);
});

describe('the public event page and its sale view (issue 35)', () => {
  it('sends a page asked for with a query to its bare path, so the edge keeps one copy per event', async () => {
    const eventId = await createEvent();
    const response = await eventPageFrom(ipv6Network()(1), `/e/${eventId}?utm_source=${fresh('q')}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/e/${eventId}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });

  it('are loaded 60 times a minute from one /64 in all, then refused without reading the event', async () => {
    const eventId = await createEvent();
    const hostIn = ipv6Network();
    await roomInThisMinute(40_000);
    const statuses = [];
    for (let host = 1; host <= SALE_VIEWS_PER_MINUTE; host += 1)
      statuses.push((await viewSaleFrom(hostIn(host), eventId)).status);
    expect(statuses).toEqual(Array(SALE_VIEWS_PER_MINUTE).fill(200));

    expect(await viewSaleFrom(hostIn(100), eventId)).toEqual(
      refusedBody(
        'tooManyPageViews',
        'Too many requests from your network. Please wait a minute and try again.',
      ),
    );
    const page = await eventPageFrom(hostIn(101), `/e/${eventId}`);
    expect(page.status).toBe(429);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('retry-after')).toBe('60');
    expect(await page.text()).toBe(
      'Too many requests from your network. Please wait a minute and try again.',
    );
    // Another network is served.
    expect((await viewSaleFrom(ipv6Network()(1), eventId)).status).toBe(200);
  }, 90_000);
});
