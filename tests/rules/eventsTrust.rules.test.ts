import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { firestoreRules } from '../support/firestoreRules';

// Issue 22, sections 2 and 5, written as the attacks: an organizer who sold tickets for a date months ahead moves the
// event to today with a 15-minute duration so settlement pays out early; and an owner who writes what the Edit Event
// form never would (a price of 0.004 or -5, a free ticket against noFreeEvents, a picture from any website, a
// 200 KB location, a date decades ahead).

const DAY_MS = 24 * 60 * 60 * 1000;
const { as, seed, freshId, activeAccount } = firestoreRules();

/** An active organizer, with the operator's config on its private account document. */
const organizer = (config: Record<string, unknown> = { noFreeEvents: false }) =>
  activeAccount('eventOrganizer', { name: 'Orla Organizer' }, config);

/** The day `days` from now, as the event stores it: {year, month, day} and its UTC midnight in ms. */
function dayIn(days: number) {
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS;
  const date = new Date(midnight);
  return {
    eventDate: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    date: midnight,
  };
}

/** A download URL of a file in `folder`/{uid}/, as Storage (or its emulator) makes one. */
const storageUrl = (folder: string, uid: string, name: string, host = 'http://127.0.0.1:9199') =>
  `${host}/v0/b/demo-gigvenue.appspot.com/o/${folder}%2F${uid}%2F${name}?alt=media&token=abc`;

/** An event of `owner` two months ahead, as createEvent writes it, 7 PM for 3 hours. */
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
    location: { latitude: 51.5, longitude: -0.12 },
    eventType: 'Salsa',
    eventLevel: 'All Levels',
    requiredSeats: 80,
    attachments: [storageUrl('events', owner, 'poster.png')],
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 80 }],
    status: 'active',
    featured: false,
    isFeaturedTaxApply: false,
    venue: null,
    selectedVenue: null,
    eventManagers: [],
    managersId: [],
    isManual: true,
    orderCount: 0,
    isPaymentCleared: false,
    createdBy: owner,
    ...overrides,
  });
  return id;
}

/** What the sale function leaves after selling the first ticket. */
const sellOneTicket = (eventId: string, owner: string) =>
  seed(`ticketStats/${eventId}`, {
    eventId,
    eventOwnerId: owner,
    staffIds: [owner],
    sold: 1,
    revenuePence: 1000,
    checkedIn: 0,
    holders: 1,
    packages: { Standard: 1 },
  });

const today = () => ({ ...dayIn(0), startTime: '9:00 AM' });

describe('events: a ticketed event keeps its day and times (ticket money waits for the end as sold)', () => {
  it('refuses moving a ticketed event to today, to another start or to a 15-minute duration', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await sellOneTicket(eventId, owner);
    const event = as(owner).doc(`events/${eventId}`);

    await assertFails(event.update({ ...today(), requiredTime: '0 hr 15 min' }));
    await assertFails(event.update(dayIn(0)));
    await assertFails(event.update(dayIn(90)));
    await assertFails(event.update({ startTime: '9:00 AM' }));
    await assertFails(event.update({ requiredTime: '0 hr 15 min' }));
    await assertFails(event.update({ requiredTime: '5 hr 0 min' }));
    // Everything else stays editable, and the form's resend of unchanged times changes nothing.
    await assertSucceeds(
      event.update({ title: 'Salsa Night (new DJ)', startTime: '7:00 PM', requiredTime: '3 hr 0 min' }),
    );
  });

  it('still lets the owner move an event that has sold nothing, as before', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertSucceeds(
      as(owner)
        .doc(`events/${eventId}`)
        .update({ ...today(), requiredTime: '0 hr 15 min' }),
    );
  });

  it('refuses an edited date more than two years ahead, as createEvent refuses a new one', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertFails(event.update(dayIn(733)));
    await assertFails(event.update(dayIn(365 * 30)));
    await assertSucceeds(event.update(dayIn(700)));
  });
});

describe('events: packages are whole pence within the ceiling, typed and bounded', () => {
  const standard = { detail: 'Standard', price: 10, ticketsAmmount: 50 };

  it.each([
    ['a price of 0.004', { ...standard, price: 0.004 }],
    ['a price of 12.345', { ...standard, price: 12.345 }],
    ['a price of -5', { ...standard, price: -5 }],
    ['a price above 100,000 pounds', { ...standard, price: 100_000.01 }],
    ['a price as text', { ...standard, price: '10' }],
    ['no price', { detail: 'Standard', ticketsAmmount: 50 }],
    ['a fractional ticket count', { ...standard, ticketsAmmount: 1.5 }],
    ['no tickets', { ...standard, ticketsAmmount: 0 }],
    ['more than 100,000 tickets', { ...standard, ticketsAmmount: 100_001 }],
    ['an empty name', { ...standard, detail: '' }],
    ['a 201-character name', { ...standard, detail: 'x'.repeat(201) }],
    ['an extra field', { ...standard, soldOut: true }],
    ['a package that is not a map', 'Standard £10'],
  ])('refuses %s', async (_name, item) => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertFails(
      as(owner)
        .doc(`events/${eventId}`)
        .update({ packages: [item] }),
    );
  });

  it('checks every one of ten packages, the last one too', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    const nine = Array.from({ length: 9 }, (_, index) => ({
      ...standard,
      detail: `Tier ${index}`,
      ticketsAmmount: 5,
    }));
    await assertFails(event.update({ packages: [...nine, { ...standard, price: 0.004 }] }));
    await assertSucceeds(event.update({ packages: [...nine, { ...standard, price: 19.99 }] }));
  });

  it('accepts what the form sends: pounds and pence, free, and the ceiling itself', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertSucceeds(
      as(owner)
        .doc(`events/${eventId}`)
        .update({
          packages: [
            { detail: 'Early bird', price: 14.5, ticketsAmmount: 20 },
            { detail: 'Odd pence', price: 0.29, ticketsAmmount: 20 },
            { detail: 'Guest list', price: 0, ticketsAmmount: 10 },
            { detail: 'Patron', price: 100_000, ticketsAmmount: 1 },
          ],
        }),
    );
  });

  it('keeps noFreeEvents on edit as on create: no ticket under 1 pound', async () => {
    const owner = await organizer({ noFreeEvents: true });
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertFails(event.update({ packages: [{ ...standard, price: 0 }] }));
    await assertFails(
      event.update({ packages: [standard, { ...standard, detail: 'Friends', price: 0.99 }] }),
    );
    await assertSucceeds(event.update({ packages: [{ ...standard, price: 1 }] }));
    // A change that leaves the packages alone is not held to a setting made after they were stored.
    const older = await eventOf(owner, { packages: [{ ...standard, price: 0 }] });
    await assertSucceeds(as(owner).doc(`events/${older}`).update({ title: 'Renamed' }));
  });
});

describe("events: pictures come from the owner's own events/ upload folder", () => {
  it.each([
    ['a tracking pixel from any website', 'https://tracker.example/pixel.gif?who=buyer'],
    ['a look-alike host', 'https://firebasestorage.googleapis.com.evil.example/v0/b/x/o/events%2Fme%2Fa.png'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s', async (_name, url) => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertFails(
      as(owner)
        .doc(`events/${eventId}`)
        .update({ attachments: [url] }),
    );
  });

  it("refuses another account's file and the owner's files outside events/", async () => {
    const [owner, other] = [await organizer(), freshId('other')];
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertFails(event.update({ attachments: [storageUrl('events', other, 'theirs.png')] }));
    await assertFails(event.update({ attachments: [storageUrl('profileImage', owner, 'me.png')] }));
    await assertFails(event.update({ attachments: [storageUrl('venues', owner, 'hall.png')] }));
  });

  it('checks all eight places, and accepts Storage and emulator URLs of the own folder and demo pictures', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    const own = Array.from({ length: 7 }, (_, index) => storageUrl('events', owner, `p${index}.png`));
    await assertFails(event.update({ attachments: [...own, 'https://tracker.example/pixel.gif'] }));
    await assertSucceeds(
      event.update({
        attachments: [
          ...own.slice(0, 5),
          storageUrl('events', owner, 'my%20poster%2B1.png', 'https://firebasestorage.googleapis.com'),
          storageUrl('events', owner, 'flyer.jpg', 'http://localhost:12199'),
          '/demo/venue-hall.jpg',
        ],
      }),
    );
  });
});

describe('events: the edit rule has room for the largest edits (1,000 expressions per request)', () => {
  it('accepts ten packages, eight pictures and a new title in one save', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertSucceeds(
      as(owner)
        .doc(`events/${eventId}`)
        .update({
          title: 'Salsa Night (new DJ)',
          packages: Array.from({ length: 10 }, (_, index) => ({
            detail: `Tier ${index}, a table for four`,
            price: 19.99,
            ticketsAmmount: 8,
          })),
          attachments: Array.from({ length: 8 }, (_, index) =>
            storageUrl('events', owner, `p${index}.png`, 'https://firebasestorage.googleapis.com'),
          ),
        }),
    );
  });

  it('accepts a change of every field with five packages and eight pictures in one save', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertSucceeds(
      as(owner)
        .doc(`events/${eventId}`)
        .update({
          ...dayIn(90),
          startTime: '8:00 PM',
          requiredTime: '4 hr 0 min',
          title: 'Yoga Morning',
          description: 'Stretch.',
          eventLocation: '2 Low Street, London',
          address: '2 Low Street, London',
          location: { latitude: 51.4, longitude: -0.1 },
          eventType: 'Yoga',
          eventLevel: 'Beginner',
          requiredSeats: 90,
          packages: Array.from({ length: 5 }, (_, index) => ({
            detail: `Tier ${index}`,
            price: 5,
            ticketsAmmount: 10,
          })),
          attachments: Array.from({ length: 8 }, (_, index) => storageUrl('events', owner, `p${index}.png`)),
        }),
    );
  });
});

describe('events: the location is a small geo point', () => {
  it.each([
    ['a 200 KB map', { latitude: 51.5, longitude: -0.12, notes: 'x'.repeat(200_000) }],
    ['an extra key', { latitude: 51.5, longitude: -0.12, zoom: 12 }],
    ['a latitude beyond 90', { latitude: 91, longitude: 0 }],
    ['a longitude beyond 180', { latitude: 0, longitude: -181 }],
    ['coordinates as text', { latitude: '51.5', longitude: '-0.12' }],
    ['a missing longitude', { latitude: 51.5 }],
    ['a list', [51.5, -0.12]],
  ])('refuses %s', async (_name, location) => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    await assertFails(as(owner).doc(`events/${eventId}`).update({ location }));
  });

  it('accepts a point, or none (an address typed by hand)', async () => {
    const owner = await organizer();
    const eventId = await eventOf(owner);
    const event = as(owner).doc(`events/${eventId}`);
    await assertSucceeds(event.update({ location: { latitude: 53.48, longitude: -2.24 } }));
    await assertSucceeds(event.update({ location: null }));
  });
});
