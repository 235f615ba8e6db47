import type { Firestore } from 'firebase-admin/firestore';
import { offerOfFragment } from '@gigvenue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventCounters } from '../../functions/src/tickets/ticketCounters';
import { offerReturnedTickets } from '../../functions/src/tickets/waitlistOffers';
import { passOnLapsed } from '../../functions/src/waitlist/passOnLapsedOffers';
import { callableHarness, refusedWith, type Call, type Caller } from '../support/callables';
import { cardPurchase, manualEventOnSale } from '../support/events';

// Issue 39's waitlist against the emulators, through the callables as the shop and the tickets table call them: a
// sold-out package's line in order, a refund offering the returned ticket to the first in line (held: nobody else can
// buy it), the claim buying it through the sale, an offer passed on after 30 minutes, a claim of fewer letting the rest
// go to the next, two claims of one offer at once selling it once, and more tickets added going to the line.

const harness = callableHarness('waitlist-test');
const { fresh, account } = harness;
let db: Firestore;
let organizer: Caller;
let visitor: Call;

beforeAll(async () => {
  harness.start();
  db = harness.admin();
  organizer = await account('eventOrganizer');
  visitor = harness.visitor();
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

async function eventOnSale(tickets: number): Promise<string> {
  const id = fresh('evt');
  await db.doc(`events/${id}`).set(
    manualEventOnSale({
      title: 'Sold Out Gig',
      createdBy: organizer.uid,
      seats: 20,
      packages: [{ detail: 'Standard', price: 10, ticketsAmmount: tickets }],
    }),
  );
  return id;
}

const buy = (eventId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  visitor<{ purchaseId: string; ticketIds: string[] }>('buyTickets', {
    ...cardPurchase(eventId, quantity, fresh),
    ...extra,
  });

const join = (eventId: string, who: string, quantity: number) =>
  visitor<{ entryId: string; position: number }>('joinWaitlist', {
    eventId,
    packageIndex: 0,
    quantity,
    name: who,
    email: `${who.toLowerCase()}@gigvenue.test`,
  });

/** The link of the newest offer mailed to an entry. */
async function offerLinkOf(entryId: string) {
  const mails = await db
    .collection('mail')
    .where('__name__', '>=', db.doc(`mail/waitlist-${entryId}-`))
    .where('__name__', '<', db.doc(`mail/waitlist-${entryId}.`))
    .get();
  const text = String(mails.docs.at(-1)?.get('message.text') ?? '');
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return offerOfFragment(link.slice(link.indexOf('#')));
}

const entry = async (entryId: string) => (await db.doc(`waitlist/${entryId}`).get()).data() ?? {};
/** The package's tickets left as its public page shows them. */
const ticketsLeft = async (eventId: string) =>
  (await visitor<{ packages: { ticketsLeft: number }[] }>('getTicketSale', { eventId })).packages[0]
    ?.ticketsLeft;

describe('waitlist', { timeout: 240_000 }, () => {
  it('offers a refunded ticket to the first in line, holds it from others, and sells it to the claim', async () => {
    const eventId = await eventOnSale(3);
    await expect(join(eventId, 'Early', 1)).rejects.toEqual(
      refusedWith('failed-precondition', 'Tickets of Standard are still on sale: buy them instead.'),
    );
    const first = await buy(eventId, 1);
    await buy(eventId, 2);

    const ada = await join(eventId, 'Ada', 2);
    const bob = await join(eventId, 'Bob', 1);
    expect([ada.position, bob.position]).toEqual([1, 2]);
    // Joining again (an alias of the same mailbox) keeps the place.
    const again = await visitor<{ entryId: string; position: number }>('joinWaitlist', {
      eventId,
      packageIndex: 0,
      quantity: 1,
      name: 'Ada',
      email: 'ada+again@gigvenue.test',
    });
    expect(again).toEqual({ entryId: ada.entryId, position: 1 });

    const refund = await organizer.call<{ tickets: number; refundedPence: number }>('refundTicketPurchase', {
      ticketId: first.ticketIds[0],
    });
    expect(refund).toMatchObject({ tickets: 1, refundedPence: 1000 });
    const purchase = await db.doc(`ticketPurchases/${first.purchaseId}`).get();
    expect(purchase.get('payment.status')).toBe('refunded');
    expect((await db.doc(`tickets/${first.ticketIds[0]}`).get()).get('refunded')).toBe(true);

    // Ada asked for 2; one came back, so she is offered 1, held: the page shows none left and a stranger cannot buy it.
    expect(await entry(ada.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
    expect(await ticketsLeft(eventId)).toBe(0);
    await expect(buy(eventId, 1)).rejects.toEqual(
      refusedWith('failed-precondition', 'Sorry! Only 0 tickets left for Standard.'),
    );

    const link = await offerLinkOf(ada.entryId);
    expect(link?.entryId).toBe(ada.entryId);
    const offer = await visitor<{ quantity: number; heldUntil: number }>('getWaitlistOffer', link);
    expect(offer.quantity).toBe(1);
    expect(offer.heldUntil - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    await expect(buy(eventId, 2, { offer: link })).rejects.toEqual(
      refusedWith('failed-precondition', 'This offer holds 1 tickets of Standard.'),
    );
    await expect(buy(eventId, 1, { offer: { entryId: ada.entryId, key: 'x'.repeat(24) } })).rejects.toEqual(
      refusedWith('not-found', 'This waitlist link is not valid.'),
    );
    const claim = await buy(eventId, 1, { offer: link });
    expect(claim.ticketIds).toHaveLength(1);
    expect(await entry(ada.entryId)).toMatchObject({ status: 'claimed', purchaseId: claim.purchaseId });
    await expect(buy(eventId, 1, { offer: link })).rejects.toEqual(
      refusedWith('failed-precondition', 'The tickets of this offer were already bought.'),
    );
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), eventId);
    expect(counters).toMatchObject({ sold: 3, revenuePence: 3000 });
    expect(counters.held ?? {}).toEqual({});
    expect(await entry(bob.entryId)).toMatchObject({ status: 'waiting' });
  });

  it('passes an unclaimed offer on after 30 minutes, and a claim of fewer lets the rest go to the next', async () => {
    const eventId = await eventOnSale(2);
    const sale = await buy(eventId, 2);
    const cleo = await join(eventId, 'Cleo', 2);
    const dan = await join(eventId, 'Dan', 1);
    const eve = await join(eventId, 'Eve', 1);
    await organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] });
    expect(await entry(cleo.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 2 });
    const cleosLink = await offerLinkOf(cleo.entryId);

    // 31 minutes later: Cleo's offer lapses and Dan gets his one ticket; Eve, behind him, waits for the other.
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await offerReturnedTickets(db, eventId, later)).toEqual({ offered: 2, lapsed: 1 });
    expect(await entry(cleo.entryId)).toMatchObject({ status: 'lapsed' });
    expect(await entry(dan.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
    expect(await entry(eve.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
    await expect(buy(eventId, 1, { offer: cleosLink })).rejects.toEqual(
      refusedWith(
        'failed-precondition',
        'This offer has lapsed: its tickets passed to the next person in line.',
      ),
    );
    const dansLink = await offerLinkOf(dan.entryId);
    await buy(eventId, 1, { offer: dansLink });
    expect(await ticketsLeft(eventId)).toBe(0);
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), eventId);
    expect(counters).toMatchObject({ sold: 1, held: { Standard: 1 } });
  });

  it('lets a claim of fewer tickets pass the rest to the next in line', async () => {
    const eventId = await eventOnSale(2);
    const sale = await buy(eventId, 2);
    const fay = await join(eventId, 'Fay', 2);
    const gus = await join(eventId, 'Gus', 1);
    await organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[1] });
    await buy(eventId, 1, { offer: await offerLinkOf(fay.entryId) });
    expect(await entry(fay.entryId)).toMatchObject({ status: 'claimed', claimedQuantity: 1 });
    expect(await entry(gus.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
  });

  it('sells one offer once when its link is used twice at the same moment', async () => {
    const eventId = await eventOnSale(1);
    const sale = await buy(eventId, 1);
    const hal = await join(eventId, 'Hal', 1);
    await organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] });
    const link = await offerLinkOf(hal.entryId);
    const outcomes = await Promise.allSettled([
      buy(eventId, 1, { offer: link }),
      buy(eventId, 1, { offer: link }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const { counters } = await readEventCounters(db, (...refs) => db.getAll(...refs), eventId);
    expect(counters.sold).toBe(1);
  });

  it('has the 5-minute sweep pass an offer whose 30 minutes ran out to the next in line', async () => {
    const eventId = await eventOnSale(1);
    const sale = await buy(eventId, 1);
    const jo = await join(eventId, 'Jo', 1);
    const kim = await join(eventId, 'Kim', 1);
    await organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] });
    expect(await entry(jo.entryId)).toMatchObject({ status: 'offered' });
    await passOnLapsed(db, new Date());
    expect(await entry(jo.entryId)).toMatchObject({ status: 'offered' });
    await db.doc(`waitlist/${jo.entryId}`).update({ heldUntil: Date.now() - 1000 });
    expect(await passOnLapsed(db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await entry(jo.entryId)).toMatchObject({ status: 'lapsed' });
    expect(await entry(kim.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 1 });
  });

  it('offers tickets the organizer adds to the line first', async () => {
    const eventId = await eventOnSale(1);
    await buy(eventId, 1);
    const ivy = await join(eventId, 'Ivy', 2);
    await db.doc(`events/${eventId}`).update({
      packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 4 }],
    });
    await offerReturnedTickets(db, eventId);
    expect(await entry(ivy.entryId)).toMatchObject({ status: 'offered', offeredQuantity: 2 });
    expect(await ticketsLeft(eventId)).toBe(1);
  });

  it('refuses a refund to anyone but the event owner, and a second refund', async () => {
    const eventId = await eventOnSale(2);
    const sale = await buy(eventId, 1);
    const stranger = await account('eventOrganizer');
    await expect(stranger.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] })).rejects.toEqual(
      refusedWith('permission-denied', 'Only the event owner can refund tickets.'),
    );
    await organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] });
    await expect(organizer.call('refundTicketPurchase', { ticketId: sale.ticketIds[0] })).rejects.toEqual(
      refusedWith('failed-precondition', 'These tickets were already refunded.'),
    );
    expect(await ticketsLeft(eventId)).toBe(2);
  });
});
