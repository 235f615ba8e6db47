import { FieldValue, type DocumentData, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS, SHORT_TICKET_ID_LENGTH } from '@gigvenue/contracts';
import { CHECKED_IN } from '../../functions/src/tickets/checkInDecision';
import { calendar, callableHarness, dayAfter, refusedWith, type Caller } from '../support/callables';
import { operator } from '../support/scripts';
import { TRIGGER_WAIT_MS } from '../support/triggers';

// Two bugs a newcomer met (issue 22, section 1), each written as it happened: the operator's approval landing before
// the provisioning trigger ran, and the door typing the printed short id of a ticket sold after it fetched its list.

const harness = callableHarness('newcomer-bugs-test');
const { fresh, visitor, account } = harness;
let admin: AdminFirestore;

beforeAll(() => {
  harness.start();
  admin = harness.admin();
});

afterAll(async () => {
  await harness.stop();
});

/** Triggers run after the write that woke them, so their effects are polled for. */
async function waitForDoc(path: string, until: (data: DocumentData) => boolean = () => true) {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  let last: DocumentData | undefined;
  while (Date.now() < deadline) {
    last = (await admin.doc(path).get()).data();
    if (last && until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${path}; last seen: ${JSON.stringify(last ?? null)}`);
}

/** What `npm run operator -- approve` writes, in its transaction. */
const approveNow = (uid: string) =>
  admin.runTransaction(async (tx) => {
    tx.update(admin.doc(`managers/${uid}`), {
      status: 'active',
      statusChangedAt: FieldValue.serverTimestamp(),
    });
  });

/**
 * A registration the operator approves before the provisioning trigger has run: the account document as the
 * registration page writes it, then at once the operator's approval. Staged again with a fresh account when the
 * trigger happened to be faster, so the test always plays the race it is about.
 */
async function registerAndApproveBeforeProvisioning(): Promise<{ uid: string; email: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const uid = fresh('early-approval');
    const email = `${uid}@gigvenue.test`;
    await admin.doc(`managers/${uid}`).create({
      email,
      name: 'Olivia Owner',
      number: '+44 20 7946 0101',
      img: '',
      role: 'venueOwner',
      status: 'pending',
      isAppUser: true,
      createdAt: FieldValue.serverTimestamp(),
    });
    await approveNow(uid);
    if (!(await admin.doc(`managers/${uid}/private/account`).get()).exists) return { uid, email };
  }
  throw new Error('The provisioning trigger ran before the approval five times in a row.');
}

describe('an approval that lands before provisioning', () => {
  it('stands: the account is provisioned, stays active, is welcomed and gets its app user', async () => {
    const { uid, email } = await registerAndApproveBeforeProvisioning();

    const account = await waitForDoc(`managers/${uid}/private/account`);
    expect(account).toMatchObject({ currentBalance: 0, connectAccountId: '' });
    expect((await admin.doc(`managers/${uid}`).get()).get('status')).toBe('active');

    // The approval's side effects ran on the one pending -> active change there was.
    expect(await waitForDoc(`mail/welcome-${uid}`)).toMatchObject({ to: email });
    expect(await waitForDoc(`users/${uid}`)).toMatchObject({
      email,
      customerId: expect.stringMatching(/^cus_sim_/),
    });

    expect(await operator('approve', email)).toEqual({ code: 0, out: `${email} is already active.` });
  }, 90_000);
});

describe('a typed short id at the door', () => {
  let organizer: Caller;
  let venueId: string;

  beforeAll(async () => {
    let venueOwner: Caller;
    [organizer, venueOwner] = await Promise.all([account('eventOrganizer'), account('venueOwner')]);
    venueId = fresh('venue');
    await admin.doc(`venues/${venueId}`).set({
      createdBy: venueOwner.uid,
      venueName: 'Riverside Hall',
      seats: 120,
      isOnline: true,
      availability: [],
    });
  }, 120_000);

  async function createEvent(): Promise<string> {
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
      packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 80 }],
      venue: { id: venueId, venueName: 'Riverside Hall', address: '1 River Road, London', seats: 120 },
      selectedVenue: venueId,
      managersId: [],
      eventManagers: [],
      isManual: false,
      orderCount: 1,
      createdBy: organizer.uid,
    });
    return id;
  }

  /** One ticket bought on the public page, signed out, with the simulated card. */
  async function buyTicket(eventId: string): Promise<string> {
    const { ticketIds } = await visitor()<{ ticketIds: string[] }>('buyTickets', {
      eventId,
      packageIndex: 0,
      quantity: 1,
      name: 'Ben Buyer',
      email: `${fresh('buyer')}@gigvenue.test`,
      cardToken: 'tok_sim_visa_4242',
      requestId: fresh('req'),
    });
    return ticketIds[0];
  }

  const checkIn = (eventId: string, ticketId: string) =>
    organizer.call<DocumentData>('checkInTicket', { eventId, ticketId, requestId: fresh('scan') });

  it('checks in a ticket sold after the door fetched its list, by the short id printed on it', async () => {
    const eventId = await createEvent();
    const list = await organizer.call<{ tickets: unknown[] }>('ticketDoorList', { eventId });
    expect(list.tickets).toEqual([]);

    const ticketId = await buyTicket(eventId);
    const short = ticketId.slice(0, SHORT_TICKET_ID_LENGTH);
    expect(await checkIn(eventId, short)).toMatchObject({
      result: 'checkedIn',
      message: CHECKED_IN,
      ticket: { ticketId, userName: 'Ben Buyer', ticketType: 'Standard' },
    });
    expect((await admin.doc(`tickets/${ticketId}`).get()).get('isCheckedIn')).toBe(true);
    expect(await checkIn(eventId, short)).toMatchObject({ result: 'alreadyCheckedIn' });
  }, 60_000);

  it('reads a short id typed in lower case as the upper-case id it was printed from', async () => {
    const eventId = await createEvent();
    const ticketId = await buyTicket(eventId);
    expect(await checkIn(eventId, ticketId.slice(0, SHORT_TICKET_ID_LENGTH).toLowerCase())).toMatchObject({
      result: 'checkedIn',
      ticket: { ticketId },
    });
  }, 60_000);

  it('looks only within the event, and refuses to guess between two of its tickets', async () => {
    const eventId = await createEvent();
    const otherEventId = await createEvent();
    const prefix = fresh('T')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
    const ticket = (id: string, ofEvent: string) =>
      admin.doc(`tickets/${id}`).set({
        ticketId: id,
        eventId: ofEvent,
        eventOwnerId: organizer.uid,
        userName: 'Cara Client',
        ticketType: 'Standard',
        isCheckedIn: false,
      });
    await ticket(`${prefix}AAAA`, eventId);
    await ticket(`${prefix}BBBB`, otherEventId);
    expect(await checkIn(eventId, prefix)).toMatchObject({
      result: 'checkedIn',
      ticket: { ticketId: `${prefix}AAAA` },
    });

    await ticket(`${prefix}CCCC`, otherEventId);
    await ticket(`${prefix}DDDD`, otherEventId);
    await expect(checkIn(otherEventId, prefix)).rejects.toEqual(
      refusedWith('failed-precondition', REFUSAL_TEXTS.ticketIdAmbiguous),
    );
    await expect(checkIn(otherEventId, `${prefix}X`)).rejects.toEqual(
      refusedWith('not-found', 'Ticket not found.'),
    );
  }, 60_000);
});
