import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { firestoreRules } from '../support/firestoreRules';

// Issue 20, section 1, written as the attacks: an owner who marks an event 'cancelled' from the client (the door and
// the sale would void its tickets while nobody is refunded), writes or rewrites the refund job to show refunds done,
// or edits an event after cancelling it; and a stranger reading another organizer's refund job.

const { as, seed, freshId, activeAccount } = firestoreRules();

async function cancelledEvent(owner: string, status = 'active') {
  const eventId = freshId('event');
  await seed(`events/${eventId}`, {
    title: 'Salsa Night',
    description: 'Dance all night.',
    status,
    createdBy: owner,
  });
  return eventId;
}

const job = (eventId: string, owner: string) => ({
  eventId,
  eventOwnerId: owner,
  status: 'running',
  totalTickets: 10,
  refundedTickets: 0,
  declined: {},
});

describe('cancellations: only the functions cancel and refund', () => {
  it('refuses an owner setting status cancelled on their own event', async () => {
    const owner = await activeAccount('eventOrganizer', { name: 'Orla' }, { noFreeEvents: false });
    const eventId = await cancelledEvent(owner);
    await assertFails(as(owner).doc(`events/${eventId}`).update({ status: 'cancelled' }));
  });

  it('refuses any client write of a refund job, and edits of a cancelled event', async () => {
    const owner = await activeAccount('eventOrganizer', { name: 'Orla' }, { noFreeEvents: false });
    const eventId = await cancelledEvent(owner, 'cancelled');
    await assertFails(as(owner).doc(`cancellations/${eventId}`).set(job(eventId, owner)));
    await seed(`cancellations/${eventId}`, job(eventId, owner));
    await assertFails(
      as(owner).doc(`cancellations/${eventId}`).update({ refundedTickets: 10, status: 'finished' }),
    );
    await assertFails(as(owner).doc(`cancellations/${eventId}`).delete());
    await assertFails(as(owner).doc(`events/${eventId}`).update({ title: 'Back on' }));
  });

  it('lets the owner read the job, and nobody else; nobody lists jobs', async () => {
    const owner = await activeAccount('eventOrganizer', { name: 'Orla' }, { noFreeEvents: false });
    const stranger = await activeAccount('eventOrganizer', { name: 'Sam' }, { noFreeEvents: false });
    const eventId = await cancelledEvent(owner, 'cancelled');
    await seed(`cancellations/${eventId}`, job(eventId, owner));
    await assertSucceeds(as(owner).doc(`cancellations/${eventId}`).get());
    await assertFails(as(stranger).doc(`cancellations/${eventId}`).get());
    await assertFails(
      as(owner).collection('cancellations').where('eventOwnerId', '==', owner).limit(5).get(),
    );
  });
});
