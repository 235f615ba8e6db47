import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementIdFor } from '../../functions/src/announcements/announcementPlan';
import { sendAnnouncement } from '../../functions/src/announcements/announcementSend';
import type { PushSender } from '../../functions/src/push/pushSender';
import { bookingRequest } from '../support/bookingRequest';
import { calendar, callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';

// The sendAnnouncement callable against the emulators, called as real signed-in accounts: one record per distinct
// ticket holder, pushes (to the offline outbox) only for holders with a token, who may send (the event's active
// owner, upcoming events), the rate limit, idempotent retries and resumes, 5,000 holders within the time limit; and
// the account notifications that createEvent (booking received) and deleteEvent (booking cancelled) write.

const harness = callableHarness('announcements-test', { timeoutMs: 540_000 });
const { fresh, visitor, account } = harness;
let admin: AdminFirestore;

interface Sent {
  announcementId: string;
  holders: number;
  notified: number;
  pushed: number;
}

let organizer: Caller;

/** An upcoming event of the organizer (a manual venue, so it sells without bookings). */
async function createEvent(ownerId = organizer.uid, days = 7): Promise<string> {
  const id = fresh('evt');
  const date = dayAfter(days);
  await admin.doc(`events/${id}`).set({
    title: 'Salsa Night',
    eventDate: calendar(date),
    date: Date.parse(`${date}T00:00:00Z`),
    startTime: '7:00 PM',
    status: 'active',
    packages: [{ detail: 'Standard', price: 0, ticketsAmmount: 100 }],
    venue: { venueName: 'My Studio', address: 'Here', seats: 100, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: ownerId,
  });
  return id;
}

/**
 * Holders seeded the way the sale keeps them: users/{id} and ticketHolders/{eventId}_{id}, each having opened the
 * ticket link mailed to it (only such holders are announced to), 500 writes a batch.
 */
async function seedHolders(
  eventId: string,
  count: number,
  token: (index: number) => string,
): Promise<string[]> {
  const ids = Array.from(
    { length: count },
    (_, index) => `${eventId}-user-${String(index).padStart(5, '0')}`,
  );
  const writes = ids.flatMap((userId, index) => [
    {
      path: `users/${userId}`,
      data: {
        name: `Holder ${index}`,
        email: `${userId}@gigvenue.test`,
        status: 'active',
        notificationToken: token(index),
      },
    },
    {
      path: `ticketHolders/${eventId}_${userId}`,
      data: { eventId, userId, tickets: 1 + (index % 3), mailLinkOpenedAt: Date.now() },
    },
  ]);
  const batches = [];
  for (let start = 0; start < writes.length; start += 500) {
    const batch = admin.batch();
    for (const { path, data } of writes.slice(start, start + 500)) batch.set(admin.doc(path), data);
    batches.push(batch.commit());
  }
  await Promise.all(batches);
  return ids;
}

const announcement = (eventId: string, overrides: DocumentData = {}) => ({
  eventId,
  title: 'Doors open at 7',
  message: 'Bring your ticket and dancing shoes.',
  requestId: fresh('req'),
  ...overrides,
});

/** The key of the ticket link in the mail the sale sent: what only the address's reader has. */
async function mailedKey(purchaseId: string): Promise<string> {
  const text = String((await admin.doc(`mail/ticket-${purchaseId}`).get()).get('message.text') ?? '');
  return new RegExp(`/t/${purchaseId}\\?k=([\\w-]+)`).exec(text)?.[1] ?? '';
}

const notificationsOf = async (announcementId: string) =>
  (await admin.collection('notifications').where('subjectId', '==', announcementId).get()).docs;
const outboxOf = async (announcementId: string) =>
  (await admin.collection('pushOutbox').where('announcementId', '==', announcementId).get()).docs;
const countOf = async (collection: string, field: string, value: string) =>
  (await admin.collection(collection).where(field, '==', value).count().get()).data().count;

beforeAll(async () => {
  harness.start();
  admin = harness.admin();
  organizer = await account('eventOrganizer');
}, 120_000);

afterAll(async () => {
  await harness.stop();
});

describe('sendAnnouncement', () => {
  it('counts each holder once however many tickets they bought, writes one record each and pushes only to tokens', async () => {
    const eventId = await createEvent();
    const buy = visitor();
    const alice = { name: 'Alice Attendee', email: `${fresh('alice')}@gigvenue.test` };
    const ben = { name: 'Ben Buyer', email: `${fresh('ben')}@gigvenue.test` };
    for (const [who, quantity] of [
      [alice, 2],
      [alice, 3],
      [ben, 1],
    ] as const) {
      const bought = await buy<{ purchaseId: string; accessKey: string }>('buyTickets', {
        eventId,
        packageIndex: 0,
        quantity,
        ...who,
        requestId: fresh('buy'),
      });
      // Each opens the link mailed to them, which proves the address (nothing else does).
      await buy('getTicketPurchase', {
        purchaseId: bought.purchaseId,
        key: await mailedKey(bought.purchaseId),
      });
    }
    const userOf = async (email: string) =>
      (await admin.collection('users').where('email', '==', email).get()).docs[0];
    const [aliceUser, benUser] = [await userOf(alice.email), await userOf(ben.email)];
    await aliceUser.ref.update({ notificationToken: 'token-alice' });
    await benUser.ref.update({ notificationToken: '' });

    const result = await organizer.call<Sent>('sendAnnouncement', announcement(eventId));
    expect(result).toEqual({
      announcementId: expect.stringMatching(/^ann-[0-9a-f]{20}$/),
      holders: 2,
      notified: 2,
      pushed: 1,
    });

    const records = await notificationsOf(result.announcementId);
    expect(records.map((doc) => doc.get('createdTo')).sort()).toEqual([aliceUser.id, benUser.id].sort());
    expect(records.find((doc) => doc.get('createdTo') === aliceUser.id)?.data()).toEqual({
      id: `ann-${result.announcementId}-${aliceUser.id}`,
      title: 'Doors open at 7',
      message: 'Bring your ticket and dancing shoes.',
      subjectType: 'announcement',
      subjectId: result.announcementId,
      createdBy: organizer.uid,
      createdTo: aliceUser.id,
      createdAt: expect.any(Number),
      read: false,
    });
    const outbox = await outboxOf(result.announcementId);
    expect(outbox.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        token: 'token-alice',
        title: 'Doors open at 7',
        body: 'Bring your ticket and dancing shoes.',
        userId: aliceUser.id,
      }),
    ]);
    expect((await admin.doc(`announcements/${result.announcementId}`).get()).data()).toMatchObject({
      eventId,
      createdBy: organizer.uid,
      status: 'sent',
      holders: 2,
      notified: 2,
      pushed: 1,
      invalidTokens: 0,
    });
  });

  it("cannot reach an address the organizer bought a ticket for, opened with the purchase's own link and even paid for", async () => {
    const eventId = await createEvent();
    await admin.doc(`events/${eventId}`).update({
      packages: [
        { detail: 'Standard', price: 0, ticketsAmmount: 100 },
        { detail: 'Paid', price: 5, ticketsAmmount: 100 },
      ],
    });
    const buy = visitor();
    const victim = { name: 'Vera Victim', email: `${fresh('vera')}@gigvenue.test` };
    for (const [packageIndex, cardToken] of [
      [0, null],
      [1, 'tok_sim_visa_4242'],
    ] as const) {
      const bought = await buy<{ purchaseId: string; accessKey: string }>('buyTickets', {
        eventId,
        packageIndex,
        quantity: 1,
        ...victim,
        cardToken,
        requestId: fresh('buy'),
      });
      // The purchaser opens the tickets with the key the purchase answered: it shows them, and proves nothing.
      const opened = await buy<{ tickets: unknown[] }>('getTicketPurchase', {
        purchaseId: bought.purchaseId,
        key: bought.accessKey,
      });
      expect(opened.tickets).toHaveLength(1);
    }
    const result = await organizer.call<Sent>('sendAnnouncement', announcement(eventId));
    expect(result).toMatchObject({ notified: 0, pushed: 0 });
    expect(await notificationsOf(result.announcementId)).toHaveLength(0);
    expect(await outboxOf(result.announcementId)).toHaveLength(0);
  });

  it("answers an event without holders with zeros, and missing fields with the spec's messages", async () => {
    const eventId = await createEvent();
    expect(await organizer.call<Sent>('sendAnnouncement', announcement(eventId))).toMatchObject({
      holders: 0,
      notified: 0,
      pushed: 0,
    });
    await expect(organizer.call('sendAnnouncement', announcement(eventId, { eventId: '' }))).rejects.toEqual(
      refusedWith('invalid-argument', 'Event must required'),
    );
    await expect(organizer.call('sendAnnouncement', announcement(eventId, { title: ' ' }))).rejects.toEqual(
      refusedWith('invalid-argument', 'Title must required'),
    );
    await expect(organizer.call('sendAnnouncement', announcement(eventId, { message: '' }))).rejects.toEqual(
      refusedWith('invalid-argument', 'Message must required'),
    );
  });

  it('lets only the active account that created the event send, and only for an upcoming event', async () => {
    const eventId = await createEvent();
    await seedHolders(eventId, 2, () => 'token');
    const stranger = await account('eventOrganizer');
    await expect(stranger.call('sendAnnouncement', announcement(eventId))).rejects.toEqual(
      refusedWith('permission-denied', 'Only the event owner can send announcements.'),
    );
    const suspended = await account('eventOrganizer', 'suspended');
    const suspendedEvent = await createEvent(suspended.uid);
    await expect(suspended.call('sendAnnouncement', announcement(suspendedEvent))).rejects.toEqual(
      refusedWith('permission-denied', 'Only the event owner can send announcements.'),
    );
    const past = await createEvent(organizer.uid, -1);
    await seedHolders(past, 1, () => 'token');
    await expect(organizer.call('sendAnnouncement', announcement(past))).rejects.toEqual(
      refusedWith('failed-precondition', 'Announcements can only be sent for upcoming events.'),
    );
    // Today (London) still counts as upcoming.
    const today = await createEvent(organizer.uid, 0);
    expect(await organizer.call<Sent>('sendAnnouncement', announcement(today))).toMatchObject({ holders: 0 });
    expect(await countOf('notifications', 'createdBy', stranger.uid)).toBe(0);
    expect(await countOf('announcements', 'eventId', eventId)).toBe(0);
  });

  it('allows three announcements per event per hour and refuses the fourth', async () => {
    const eventId = await createEvent();
    await seedHolders(eventId, 1, () => '');
    for (let index = 0; index < 3; index += 1)
      await organizer.call('sendAnnouncement', announcement(eventId));
    await expect(organizer.call('sendAnnouncement', announcement(eventId))).rejects.toEqual(
      refusedWith('resource-exhausted', 'Too many announcements for this event. Try again later.'),
    );
    // A retry of one that was sent is no new announcement, and another event has its own allowance.
    expect(await countOf('announcements', 'eventId', eventId)).toBe(3);
    expect(await organizer.call<Sent>('sendAnnouncement', announcement(await createEvent()))).toMatchObject({
      holders: 0,
    });
  });

  it('sends once when the same request arrives twice, one after the other or at the same time', async () => {
    const eventId = await createEvent();
    await seedHolders(eventId, 30, (index) => (index % 2 === 0 ? `token-${index}` : ''));
    const body = announcement(eventId);
    const first = await organizer.call<Sent>('sendAnnouncement', body);
    expect(first).toMatchObject({ holders: 30, notified: 30, pushed: 15 });
    expect(await organizer.call<Sent>('sendAnnouncement', body)).toEqual(first);

    const twin = announcement(eventId);
    const [one, two] = await Promise.all([
      organizer.call<Sent>('sendAnnouncement', twin),
      organizer.call<Sent>('sendAnnouncement', twin),
    ]);
    expect(two).toEqual(one);
    expect(one).toMatchObject({ holders: 30, notified: 30, pushed: 15 });
    expect(await notificationsOf(one.announcementId)).toHaveLength(30);
    expect(await outboxOf(one.announcementId)).toHaveLength(15);
    expect(await countOf('announcements', 'eventId', eventId)).toBe(2);
  });

  it('resumes a send that stopped half way without pushing again to the holders it reached', async () => {
    const eventId = await createEvent();
    const [reached, missed] = await seedHolders(eventId, 2, (index) => `token-${index}`);
    const body = announcement(eventId);
    const announcementId = announcementIdFor(organizer.uid, body.requestId);
    // What a send that died after its first holder leaves behind: 'sending', a lapsed lease, one record.
    await admin.doc(`announcements/${announcementId}`).set({
      announcementId,
      eventId,
      createdBy: organizer.uid,
      title: body.title,
      message: body.message,
      status: 'sending',
      holders: 0,
      notified: 0,
      pushed: 1,
      invalidTokens: 0,
      createdAt: Date.now() - 60_000,
      leaseUntil: Date.now() - 1,
    });
    await admin
      .doc(`notifications/ann-${announcementId}-${reached}`)
      .set({ createdTo: reached, subjectId: announcementId, read: false });

    expect(await organizer.call<Sent>('sendAnnouncement', body)).toEqual({
      announcementId,
      holders: 2,
      notified: 2,
      pushed: 2,
    });
    expect((await outboxOf(announcementId)).map((doc) => doc.get('userId'))).toEqual([missed]);
    expect(await notificationsOf(announcementId)).toHaveLength(2);
  });

  it('forgets tokens the push service reports invalid', async () => {
    const eventId = await createEvent();
    const [gone, kept] = await seedHolders(eventId, 2, (index) =>
      index === 0 ? 'stale-token' : 'fresh-token',
    );
    const sender: PushSender = {
      name: 'fake',
      send: async (messages) =>
        messages.map((message) => (message.token === 'stale-token' ? 'invalid' : 'sent')),
    };
    const result = await sendAnnouncement(admin, sender, organizer.uid, announcement(eventId));
    expect(result).toMatchObject({ holders: 2, notified: 2, pushed: 1 });
    expect((await admin.doc(`users/${gone}`).get()).get('notificationToken')).toBe('');
    expect((await admin.doc(`users/${kept}`).get()).get('notificationToken')).toBe('fresh-token');
    expect((await admin.doc(`announcements/${result.announcementId}`).get()).get('invalidTokens')).toBe(1);
  });

  it('reaches 5,000 holders well within the time limit', async () => {
    const eventId = await createEvent();
    await seedHolders(eventId, 5000, (index) => (index % 2 === 0 ? `token-${index}` : ''));
    const started = Date.now();
    const result = await organizer.call<Sent>('sendAnnouncement', announcement(eventId));
    const seconds = (Date.now() - started) / 1000;
    console.info(`sendAnnouncement to 5,000 holders took ${seconds.toFixed(1)} s`);
    expect(result).toMatchObject({ holders: 5000, notified: 5000, pushed: 2500 });
    expect(await countOf('notifications', 'subjectId', result.announcementId)).toBe(5000);
    expect(await countOf('pushOutbox', 'announcementId', result.announcementId)).toBe(2500);
    // The callable may run 540 s; the send must leave most of that unused.
    expect(seconds).toBeLessThan(180);
  }, 400_000);
});

describe('account notifications', () => {
  it('tells the booked manager of a new booking, and of its cancellation when the event is deleted', async () => {
    const manager = await account('eventManager');
    const start = dayAfter(10);
    const slot = {
      id: 'salsa',
      title: 'Salsa Social',
      type: 'Any',
      startTime: '7:00 PM',
      endTime: '10:00 PM',
      price: 45,
      recurring: true,
      availableTill: calendar(dayAfter(60)),
    };
    await admin
      .doc(`managers/${manager.uid}/availability/${start}`)
      .set({ startDate: calendar(start), day: 'Monday', dayNumber: 2, slots: [slot] });
    const { eventId, orderIds } = await organizer.call<{ eventId: string; orderIds: string[] }>(
      'createEvent',
      bookingRequest(fresh('req'), start, {
        managers: [{ managerId: manager.uid, slots: [{ entryId: start, slotId: 'salsa' }] }],
      }),
    );
    expect(orderIds).toHaveLength(1);
    const [orderId] = orderIds;
    expect((await admin.doc(`notifications/order-${orderId}`).get()).data()).toEqual({
      id: `order-${orderId}`,
      title: 'New booking',
      message: `You have been booked for "Salsa Night" on ${start}, 7:00 PM - 10:00 PM.`,
      kind: 'orderReceived',
      params: { eventTitle: 'Salsa Night', date: start, startTime: '7:00 PM', endTime: '10:00 PM' },
      subjectType: 'order',
      subjectId: orderId,
      createdBy: organizer.uid,
      createdTo: manager.uid,
      createdAt: expect.any(Number),
      read: false,
    });

    expect(await organizer.call('deleteEvent', { eventId })).toEqual({ deleted: true });
    expect((await admin.doc(`notifications/cancel-${orderId}`).get()).data()).toEqual({
      id: `cancel-${orderId}`,
      title: 'Booking cancelled',
      message: `The booking for "Salsa Night" on ${start}, 7:00 PM - 10:00 PM was cancelled.`,
      kind: 'bookingCancelled',
      params: { eventTitle: 'Salsa Night', date: start, startTime: '7:00 PM', endTime: '10:00 PM' },
      subjectType: 'event',
      subjectId: eventId,
      createdBy: organizer.uid,
      createdTo: manager.uid,
      createdAt: expect.any(Number),
      read: false,
    });
  });
});
