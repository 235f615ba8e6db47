import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../support/bookingRequest';
import { callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// Issue 35, as attacks against the emulators: an organizer whose event title (or package name) carries a phishing
// link, or whose pictures come from anywhere but its own Storage folder; a venue owner who deletes a badly rated
// venue and creates it again under the same id for a clean rating; a suspended account replying to a rating.

const harness = callableHarness('public-content-test');
const { fresh, account } = harness;
const project = emulatorProjectId();
let admin: AdminFirestore;
let organizer: Caller;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  organizer = await account('eventOrganizer');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await harness.stop();
});

/** What a refused createEvent must not leave behind: no event, no order, and no mail carrying the attack's text. */
async function nothingWrittenFor(uid: string): Promise<void> {
  const [events, orders, mail] = await Promise.all([
    admin.collection('events').where('createdBy', '==', uid).get(),
    admin.collection('orders').where('createdBy', '==', uid).get(),
    admin.collection('mail').get(),
  ]);
  expect([events.size, orders.size]).toEqual([0, 0]);
  expect(mail.docs.filter((message) => JSON.stringify(message.data()).includes('evil.example'))).toEqual([]);
}

describe('createEvent refuses links in what strangers are shown and mailed', () => {
  const LINK_REFUSED = 'Titles and names cannot hold links, e-mail addresses or the characters < and >.';

  it.each([
    ['a title with a link', { title: 'Refund: verify now at https://evil.example/login' }, undefined],
    ['a title with www.', { title: 'Salsa, tickets at www.evil.example' }, undefined],
    [
      'a package name with an e-mail address',
      {},
      [{ detail: 'VIP: claims@evil.example', price: 10, ticketsAmmount: 100 }],
    ],
  ])('refuses %s, writing and mailing nothing', async (_name, details, packages) => {
    const request = bookingRequest(fresh('req'), dayAfter(30));
    const data = {
      ...request,
      details: { ...request.details, ...details },
      ...(packages ? { packages } : {}),
      payment: null,
    };
    const error = await organizer.call('createEvent', data).catch((caught: unknown) => caught);
    expect(error).toEqual(refusedWith('invalid-argument', LINK_REFUSED));
    expect((error as { details?: { reason?: string } }).details?.reason).toBe('textHasLink');
    await nothingWrittenFor(organizer.uid);
  });
});

describe("createEvent takes pictures from this project's Storage only, the organizer's own folder", () => {
  const PICTURE_REFUSED = "Pictures must be uploaded to this app's storage, in your own folder.";
  const storageUrl = (bucket: string, path: string) =>
    `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${path.replaceAll('/', '%2F')}?alt=media&token=t`;

  it.each([
    [
      "another project's bucket",
      (uid: string) => storageUrl('evil-project.appspot.com', `events/${uid}/pixel.gif`),
    ],
    ["another user's folder", () => storageUrl(`${project}.appspot.com`, 'events/someone-else/poster.png')],
    [
      "the organizer's profile folder",
      (uid: string) => storageUrl(`${project}.appspot.com`, `profileImage/${uid}/me.png`),
    ],
    ['a tracking pixel', () => 'https://tracker.example/pixel.gif?who=buyer'],
  ])('refuses %s, writing nothing', async (_name, pictureOf) => {
    const author = await account('eventOrganizer');
    const request = bookingRequest(fresh('req'), dayAfter(30));
    const data = {
      ...request,
      details: { ...request.details, attachments: ['/demo/venue-hall.jpg', pictureOf(author.uid)] },
      payment: null,
    };
    const error = await author.call('createEvent', data).catch((caught: unknown) => caught);
    expect(error).toEqual(
      pictureOf(author.uid).startsWith('https://firebasestorage')
        ? refusedWith('invalid-argument', PICTURE_REFUSED)
        : refusedWith('invalid-argument', 'details.attachments.1: must be uploaded pictures'),
    );
    await nothingWrittenFor(author.uid);
  });

  it("accepts the organizer's own uploads in the project's bucket", async () => {
    const author = await account('eventOrganizer');
    const request = bookingRequest(fresh('req'), dayAfter(30));
    const own = storageUrl(`${project}.appspot.com`, `events/${author.uid}/poster.png`);
    const created = await author.call<{ eventId: string }>('createEvent', {
      ...request,
      details: { ...request.details, attachments: [own] },
      payment: null,
    });
    expect((await admin.doc(`events/${created.eventId}`).get()).get('attachments')).toEqual([own]);
  });
});

/** A venue owner signed in on a client of its own, writing venues as the venue form does (under firestore.rules). */
async function venueOwner(): Promise<Caller & { db: Firestore }> {
  const caller = await account('venueOwner');
  const email = (await admin.doc(`managers/${caller.uid}`).get()).get('email') as string;
  const app = initializeApp({ projectId: project, apiKey: 'demo-api-key' }, fresh('owner'));
  apps.push(app);
  const authAt = emulatorEndpoint('auth');
  const firestoreAt = emulatorEndpoint('firestore');
  connectAuthEmulator(getAuth(app), `http://${authAt.host}:${authAt.port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(getAuth(app), email, 'secret123');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestoreAt.host, firestoreAt.port);
  return { ...caller, db };
}

const venueOf = (owner: string) => ({
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
  createdAt: serverTimestamp(),
});

/** Polls the venue until `accept` holds, as the trigger writes after the client's write. */
async function venueBecomes(id: string, accept: (data: Record<string, unknown>) => boolean) {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  let last: Record<string, unknown> | undefined;
  while (Date.now() < deadline) {
    last = (await admin.doc(`venues/${id}`).get()).data();
    if (last && accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`venues/${id} stayed ${JSON.stringify(last)}`);
}

describe('a venue deleted and created again under its id keeps its ratings', () => {
  it('recounts the rating from the stored ratings, so the fresh start is not clean', async () => {
    const owner = await venueOwner();
    const venueId = fresh('venue');
    await setDoc(doc(owner.db, `venues/${venueId}`), venueOf(owner.uid));
    await venueBecomes(venueId, (venue) => venue.ratingCount === 0);
    // Three organizers rated it one star, as rateOrder stores ratings; one rater is suspended and does not count.
    for (const [index, counts] of [true, true, true, false].entries()) {
      await admin.doc(`ratings/${fresh('rating')}`).set({
        stars: 1,
        text: 'Cold and dirty.',
        counts,
        raterId: `rater-${index}`,
        targetType: 'venue',
        targetId: venueId,
        ratedUid: owner.uid,
        createdAt: Date.now(),
        reply: null,
      });
    }
    await admin
      .doc(`venues/${venueId}`)
      .update({ ratingCount: 3, ratingTotal: 3, ratingAverage: 1, ratingRank: 1 });

    await deleteDoc(doc(owner.db, `venues/${venueId}`));
    await setDoc(doc(owner.db, `venues/${venueId}`), venueOf(owner.uid));
    const venue = await venueBecomes(venueId, (data) => data.ratingRank !== undefined);
    expect(venue).toMatchObject({ ratingCount: 3, ratingTotal: 3, ratingAverage: 1, ratingRank: 1 });
  });
});

describe('replyToRating', () => {
  it('refuses a suspended account, leaving the rating without a reply', async () => {
    const suspended = await account('venueOwner', 'suspended');
    const ratingId = fresh('rating');
    await admin.doc(`ratings/${ratingId}`).set({
      stars: 2,
      text: 'Too loud.',
      counts: true,
      raterId: organizer.uid,
      targetType: 'venue',
      targetId: fresh('venue'),
      ratedUid: suspended.uid,
      createdAt: Date.now(),
      reply: null,
    });
    await expect(
      suspended.call('replyToRating', { ratingId, text: 'See you at https://evil.example' }),
    ).rejects.toEqual(refusedWith('permission-denied', 'Only an active account can reply.'));
    expect((await admin.doc(`ratings/${ratingId}`).get()).get('reply')).toBeNull();
  });
});
