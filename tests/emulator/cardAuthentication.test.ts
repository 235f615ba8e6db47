import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../../functions/src/payments/providers/simulated';
import { purchaseIdFor } from '../../functions/src/tickets/saleRequest';
import { fenceSale, sellTickets } from '../../functions/src/tickets/ticketSale';
import { bookingRequest, withSeenTotal } from '../support/bookingRequest';
import { callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { manualEventOnSale } from '../support/events';
import { weeklyVenue } from '../support/venues';

// Issue 37 section 1 against the emulators: the simulated provider plays Stripe's test cards. 4000 0025 0000 3155
// (token tok_sim_visa_3155) always asks for the bank's authentication: the callable answers with the client secret,
// the simulated bank completes or fails it, and the same request comes again. A completed step sells or books once;
// a failed one sells, charges, creates and mails nothing. 4000 0000 0000 9995 has insufficient funds. And a sale whose
// commit may not have landed is fenced off before its hold is released.

const harness = callableHarness('card-authentication-test');
const { fresh, visitor, account } = harness;
let db: Firestore;
let organizer: Caller;

const AUTHENTICATION_CARD = 'tok_sim_visa_3155';

beforeAll(async () => {
  harness.start();
  db = harness.admin();
  organizer = await account('eventOrganizer');
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

async function eventOnSale(): Promise<string> {
  const id = fresh('evt');
  await db.doc(`events/${id}`).set(
    manualEventOnSale({
      title: 'Salsa Night',
      createdBy: organizer.uid,
      seats: 100,
      packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 80 }],
    }),
  );
  return id;
}

const purchase = (eventId: string, cardToken: string, email = `${fresh('buyer')}@gigvenue.test`) => ({
  eventId,
  packageIndex: 0,
  quantity: 2,
  name: 'Ben Buyer',
  email,
  cardToken,
  requestId: fresh('req'),
});

const secretOf = (error: unknown) =>
  String((error as { details?: { params?: { clientSecret?: string } } }).details?.params?.clientSecret ?? '');
const authorizationOf = (clientSecret: string) => clientSecret.replace(/_secret_sim$/, '');
const simulated = async (clientSecret: string) =>
  (await db.doc(`simulatedPayments/${authorizationOf(clientSecret)}`).get()).data() ?? {};
const count = async (collection: string, field: string, value: string) =>
  (await db.collection(collection).where(field, '==', value).count().get()).data().count;

async function askedToAuthenticate(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toEqual(refusedWith('failed-precondition', 'Your bank needs you to confirm this payment.'));
  const clientSecret = secretOf(error);
  expect(clientSecret).toMatch(/^sim_pi_[0-9a-f]{24}_secret_sim$/);
  return clientSecret;
}

describe('a ticket bought with a card whose bank asks for authentication', { timeout: 120_000 }, () => {
  it('sells once the buyer completes the step, under the same request id', async () => {
    const eventId = await eventOnSale();
    const buy = visitor();
    const request = purchase(eventId, AUTHENTICATION_CARD);
    const clientSecret = await askedToAuthenticate(buy('buyTickets', request));
    // Nothing is sold, held or mailed while the bank waits.
    expect(await count('tickets', 'eventId', eventId)).toBe(0);
    expect(await simulated(clientSecret)).toMatchObject({ status: 'requires_action' });

    await buy('answerSimulatedAuthentication', { clientSecret, outcome: 'complete' });
    const bought = await buy<{ purchaseId: string; ticketIds: string[]; totalPence: number }>(
      'buyTickets',
      request,
    );
    expect(bought).toMatchObject({ totalPence: 2500, ticketIds: [expect.any(String), expect.any(String)] });
    expect(await simulated(clientSecret)).toMatchObject({ status: 'captured', amountPence: 2500 });
    expect((await db.doc(`ticketPurchases/${bought.purchaseId}`).get()).get('payment.status')).toBe(
      'captured',
    );
    expect((await db.doc(`mail/ticket-${bought.purchaseId}`).get()).exists).toBe(true);
    // Once more with the same id: the same purchase, nothing sold twice.
    expect(await buy('buyTickets', request)).toMatchObject({ purchaseId: bought.purchaseId });
    expect(await count('tickets', 'eventId', eventId)).toBe(2);
  });

  it('sells, charges, creates and mails nothing when the buyer fails the step, and says why', async () => {
    const eventId = await eventOnSale();
    const buy = visitor();
    const email = `${fresh('fails')}@gigvenue.test`;
    const request = purchase(eventId, AUTHENTICATION_CARD, email);
    const clientSecret = await askedToAuthenticate(buy('buyTickets', request));
    await buy('answerSimulatedAuthentication', { clientSecret, outcome: 'fail' });
    await expect(buy('buyTickets', request)).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'Your bank did not confirm this payment, so nothing was charged. Please try again or use another card.',
      ),
    );
    expect(await simulated(clientSecret)).toMatchObject({ status: 'released' });
    expect(await count('tickets', 'eventId', eventId)).toBe(0);
    expect(await count('ticketPurchases', 'eventId', eventId)).toBe(0);
    expect(await count('users', 'email', email)).toBe(0);
    expect(await count('mail', 'to', email)).toBe(0);
  });

  it("refuses the insufficient-funds card in the bank's words, holding nothing", async () => {
    const eventId = await eventOnSale();
    await expect(visitor()('buyTickets', purchase(eventId, 'tok_sim_insufficient_funds'))).rejects.toEqual(
      refusedWith('failed-precondition', 'Your card has insufficient funds.'),
    );
    expect(await count('tickets', 'eventId', eventId)).toBe(0);
  });

  it('cannot be answered by the simulated bank for anything but a simulated payment waiting for it', async () => {
    const answer = visitor();
    expect(
      await answer('answerSimulatedAuthentication', {
        clientSecret: 'pi_real_secret_x',
        outcome: 'complete',
      }),
    ).toEqual({ answered: false });
  });
});

describe('a booking paid with a card whose bank asks for authentication', { timeout: 120_000 }, () => {
  it('books once the organizer completes the step in the wizard, charging the slot once', async () => {
    const owner = await account('venueOwner');
    const venueId = await weeklyVenue(db, fresh('venue'), owner.uid, 45);
    const request = (await withSeenTotal(
      db,
      bookingRequest(fresh('req'), dayAfter(17), {
        venue: { venueId, slotIds: ['evening'] },
        payment: { method: 'card', cardToken: AUTHENTICATION_CARD },
      }),
    )) as DocumentData;
    const clientSecret = await askedToAuthenticate(organizer.call('createEvent', request));
    expect(await count('orders', 'createdTo', owner.uid)).toBe(0);

    await organizer.call('answerSimulatedAuthentication', { clientSecret, outcome: 'complete' });
    const { eventId } = await organizer.call<{ eventId: string }>('createEvent', request);
    expect((await db.doc(`bookingPayments/${eventId}`).get()).data()).toMatchObject({
      status: 'captured',
      amountPence: 4500,
    });
    expect(await simulated(clientSecret)).toMatchObject({ status: 'captured' });
  });
});

describe('a sale whose commit may not have landed', { timeout: 120_000 }, () => {
  it('is fenced off before its hold goes back, and a retry with the same request id still sells', async () => {
    const eventId = await eventOnSale();
    const request = purchase(eventId, 'tok_sim_visa_4242');
    const purchaseId = purchaseIdFor(null, request.requestId);
    expect(await fenceSale(db, purchaseId)).toBe('fenced');
    // A commit still in flight creates the same keys record, which the fence now holds: it cannot land.
    await expect(db.doc(`ticketPurchaseKeys/${purchaseId}`).create({ accessKey: 'x' })).rejects.toMatchObject(
      {
        code: 6,
      },
    );
    const sold = await sellTickets(
      db,
      createSimulatedProvider(() => db),
      null,
      request,
    );
    expect(sold.purchaseId).toBe(purchaseId);
    expect(await fenceSale(db, purchaseId)).toBe('committed');
  });
});
