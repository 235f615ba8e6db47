import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { readFileSync } from 'node:fs';
import { RULES_NOT_PLAIN_TEXT } from '@gigvenue/contracts';
import { describe, expect, it } from 'vitest';
import { firestoreRules } from '../support/firestoreRules';
import { emulatorProjectId } from '../support/project';

// Issue 35, written as the attacks on what strangers see of an event or a venue: a title with a link ("verify now at
// https://...") was mailed as written to every ticket buyer's address, and an edit could show a picture from another
// project's bucket, or a loopback address in production. Each refused write leaves the document as it was.

const DAY_MS = 24 * 60 * 60 * 1000;
const { as, seed, freshId, activeAccount } = firestoreRules();
const project = emulatorProjectId();
/** A real (non-demo) project's ID token: its audience is the project, and loopback pictures are no longer its own. */
const LIVE = { aud: 'gigvenue-live' };

const organizer = () => activeAccount('eventOrganizer', { name: 'Orla Organizer' }, { noFreeEvents: false });

/** A download URL of `path` in `bucket`, as Storage (or its emulator at `host`) makes one. */
const storageUrl = (bucket: string, path: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/${bucket}/o/${path.replaceAll('/', '%2F')}?alt=media&token=abc`;

function dayIn(days: number) {
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS;
  const date = new Date(midnight);
  return {
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: midnight,
  };
}

/** An event of `owner` as createEvent writes it. */
async function eventOf(owner: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = freshId('event');
  await seed(`events/${id}`, {
    title: 'Salsa Night',
    description: 'Dance all night.',
    ...dayIn(60),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    eventLocation: '1 High Street, London',
    address: '1 High Street, London',
    location: null,
    eventType: 'Salsa',
    eventLevel: 'All Levels',
    requiredSeats: 80,
    attachments: ['/demo/venue-hall.jpg'],
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 80 }],
    status: 'active',
    featured: false,
    venue: null,
    eventManagers: [],
    isManual: true,
    orderCount: 0,
    createdBy: owner,
    ...overrides,
  });
  return id;
}

describe("firestore.rules' plain-text check", () => {
  it("is the contract's pattern, which createEvent and the forms use", () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`matches(${RULES_NOT_PLAIN_TEXT})`);
  });
});

describe('events: a title or package name with a link is refused on edit', () => {
  it.each([
    ['a title with a link', { title: 'Refund: verify now at https://evil.example/login' }],
    ['a title with www.', { title: 'Salsa, details at WWW.evil.example' }],
    ['a title with a bare domain', { title: 'Tickets moved to evil.com' }],
    ['a title with markup', { title: '<a href="x">Salsa</a>' }],
    ['a title with a line break', { title: 'Salsa\r\nBcc: everyone@example.com' }],
    [
      'a package name with an e-mail address',
      { packages: [{ detail: 'VIP, write to claims@evil.example', price: 10, ticketsAmmount: 80 }] },
    ],
    [
      'the tenth package name with a link',
      {
        packages: [
          ...Array.from({ length: 9 }, (_, index) => ({
            detail: `Tier ${index}`,
            price: 10,
            ticketsAmmount: 5,
          })),
          { detail: 'Last: bit.ly/refund', price: 10, ticketsAmmount: 5 },
        ],
      },
    ],
  ])('refuses %s', async (_name, change) => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertFails(event.update(change));
    const stored = (await event.get()).data();
    expect(stored?.title).toBe('Salsa Night');
    expect(stored?.packages).toEqual([{ detail: 'Standard', price: 10, ticketsAmmount: 80 }]);
  });

  it('accepts plain titles and names, and leaves an untouched stored title alone', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertSucceeds(event.update({ title: 'St.Patrick’s Céilí @ The Hall – Vol.2 (18+)' }));
    await assertSucceeds(
      event.update({ packages: [{ detail: 'Early bird: 2 for 1!', price: 12.5, ticketsAmmount: 80 }] }),
    );
    // An event stored before this rule is still editable in its other fields.
    const older = await eventOf(owner, { title: 'Old, see www.example.com' });
    await assertSucceeds(as(owner).doc(`events/${older}`).update({ description: 'Still editable.' }));
  });
});

describe("events: pictures come from this project's Storage, the owner's own folder", () => {
  it.each([
    [
      "another project's bucket",
      (uid: string) => storageUrl('evil-project.appspot.com', `events/${uid}/pixel.gif`),
    ],
    [
      'a bucket named like this one',
      (uid: string) => storageUrl(`${project}.appspot.com.evil.example`, `events/${uid}/pixel.gif`),
    ],
    ["another user's folder", () => storageUrl(`${project}.appspot.com`, 'events/someone-else/poster.png')],
    ['a tracking pixel', () => 'https://tracker.example/pixel.gif?who=buyer'],
    ['a tracking pixel named like a demo picture', () => 'https://tracker.example/demo/pixel.png'],
  ])('refuses %s', async (_name, pictureOf) => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertFails(event.update({ attachments: [pictureOf(owner)] }));
    expect((await event.get()).get('attachments')).toEqual(['/demo/venue-hall.jpg']);
  });

  it("accepts the project's default buckets, and loopback only in a demo project (the emulators)", async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const local = storageUrl(`${project}.appspot.com`, `events/${owner}/a.png`, 'http://127.0.0.1:9199');
    await assertSucceeds(
      as(owner)
        .doc(`events/${eventId}`)
        .update({ attachments: [local] }),
    );

    const live = as(owner, LIVE).doc(`events/${eventId}`);
    for (const host of ['http://127.0.0.1:9199', 'http://localhost:9199']) {
      await assertFails(
        live.update({
          attachments: [storageUrl('gigvenue-live.appspot.com', `events/${owner}/a.png`, host)],
        }),
      );
    }
    // The demo project's own bucket is another project's to a live one.
    await assertFails(
      live.update({ attachments: [storageUrl(`${project}.appspot.com`, `events/${owner}/a.png`)] }),
    );
    await assertSucceeds(
      live.update({
        attachments: [
          storageUrl('gigvenue-live.appspot.com', `events/${owner}/a.png`),
          storageUrl('gigvenue-live.firebasestorage.app', `events/${owner}/b.png`),
          '/demo/venue-hall.jpg',
        ],
      }),
    );
  });
});

describe('venues: the name carries no link', () => {
  const venueOf = (owner: string, venueName: string) => ({
    createdBy: owner,
    venueName,
    seats: 120,
    description: 'A hall by the river',
    address: '1 River Road, London',
    lineAddress1: '1 River Road',
    lineAddress2: '',
    location: null,
    attachments: [storageUrl(`${project}.appspot.com`, `venues/${owner}/hall.png`)],
    isOnline: true,
    availability: [],
    createdAt: firebase.firestore.FieldValue.serverTimestamp(),
  });

  it('refuses creating or renaming a venue with a link or an e-mail address in its name', async () => {
    const owner = await activeAccount('venueOwner');
    const venueId = freshId('venue');
    const venue = as(owner).doc(`venues/${venueId}`);
    await assertFails(venue.set(venueOf(owner, 'Hall, book at https://evil.example')));
    await assertFails(venue.set(venueOf(owner, 'Hall: bookings@evil.example')));
    expect((await venue.get()).exists).toBe(false);

    await assertSucceeds(venue.set(venueOf(owner, 'Riverside Hall')));
    await assertFails(venue.update({ venueName: 'Riverside Hall www.evil.example' }));
    expect((await venue.get()).get('venueName')).toBe('Riverside Hall');
    await assertSucceeds(venue.update({ venueName: 'Riverside Hall No.2' }));
  });
});
