import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { firestoreRules } from '../support/firestoreRules';

// Issue 20 section 2, as attacks on firestore.rules: ratings are public but only the rating functions write them, and
// no owner can forge the average and count that cards show and the directory sorts by.

const { as, signedOut, seed, freshId, activeAccount: account } = firestoreRules();

const activeAccount = (role: string) =>
  account(role, { number: '', img: '', isAppUser: false, startingFrom: 0 });

const aggregate = { ratingCount: 12, ratingTotal: 60, ratingAverage: 5, ratingRank: 5 };

const venue = (owner: string) => ({
  createdBy: owner,
  venueName: 'Riverside Hall',
  seats: 120,
  description: 'A hall by the river',
  address: '1 River Road, London',
  lineAddress1: '1 River Road',
  lineAddress2: '',
  location: null,
  attachments: ['/demo/venue-hall.jpg'],
  isOnline: true,
  availability: [],
});

async function storedRating(organizer: string, manager: string) {
  const id = freshId('order');
  await seed(`ratings/${id}`, {
    orderId: id,
    raterId: organizer,
    targetType: 'manager',
    targetId: manager,
    ratedUid: manager,
    stars: 4,
    text: 'Kept the floor full',
    counts: true,
    createdAt: 1,
    reply: null,
  });
  return id;
}

describe('ratings', () => {
  it('are read by anyone, signed in or not, one at a time or a bounded page', async () => {
    const [organizer, manager] = await Promise.all([
      activeAccount('eventOrganizer'),
      activeAccount('eventManager'),
    ]);
    const id = await storedRating(organizer, manager);
    await assertSucceeds(signedOut().doc(`ratings/${id}`).get());
    await assertSucceeds(signedOut().collection('ratings').where('targetId', '==', manager).limit(11).get());
    await assertFails(signedOut().collection('ratings').where('targetId', '==', manager).get());
    await assertFails(signedOut().collection('ratings').limit(51).get());
  });

  it('are never written by a client: not the rater, not the rated party, not a stranger', async () => {
    const [organizer, manager] = await Promise.all([
      activeAccount('eventOrganizer'),
      activeAccount('eventManager'),
    ]);
    const id = await storedRating(organizer, manager);
    await assertFails(as(organizer).doc(`ratings/${id}`).update({ stars: 5 }));
    await assertFails(
      as(organizer)
        .doc(`ratings/${freshId('order')}`)
        .set({ raterId: organizer, stars: 5 }),
    );
    await assertFails(
      as(manager)
        .doc(`ratings/${id}`)
        .update({ reply: { text: 'Thanks', at: 1 } }),
    );
    await assertFails(as(manager).doc(`ratings/${id}`).delete());
    await assertFails(signedOut().doc(`ratings/${id}`).update({ stars: 1 }));
  });
});

describe('the rating aggregate', () => {
  it("is never a venue owner's to write, on an update or a new venue", async () => {
    const owner = await activeAccount('venueOwner');
    const venueId = freshId('venue');
    await seed(`venues/${venueId}`, { ...venue(owner), createdAt: 1 });
    await assertSucceeds(as(owner).doc(`venues/${venueId}`).update({ venueName: 'Riverside Hall 2' }));
    await assertFails(as(owner).doc(`venues/${venueId}`).update({ ratingAverage: 5 }));
    await assertFails(as(owner).doc(`venues/${venueId}`).update({ ratingCount: 12 }));
    await assertFails(as(owner).doc(`venues/${venueId}`).update(aggregate));
    await assertFails(
      as(owner)
        .doc(`venues/${freshId('venue')}`)
        .set({ ...venue(owner), ...aggregate, createdAt: firebase.firestore.FieldValue.serverTimestamp() }),
    );
  });

  it("is never a manager's to write on their own account or public profile", async () => {
    const manager = await activeAccount('eventManager');
    await seed(`profiles/${manager}`, { name: 'M', role: 'eventManager', ratingCount: 0, ratingAverage: 0 });
    await assertSucceeds(as(manager).doc(`managers/${manager}`).update({ bio: 'Salsa nights' }));
    await assertFails(as(manager).doc(`managers/${manager}`).update({ ratingAverage: 5 }));
    await assertFails(as(manager).doc(`managers/${manager}`).update(aggregate));
    await assertFails(as(manager).doc(`profiles/${manager}`).update({ ratingAverage: 5, ratingCount: 12 }));
  });
});
