import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorProjectId } from '../support/project';
import { operator, runScript } from '../support/scripts';

const projectId = emulatorProjectId();

describe('operator command and seed', () => {
  const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId }));

  beforeAll(async () => {
    await runScript('seed.mjs');
  });

  it('seeds idempotently without touching balances', async () => {
    await db().doc('managers/demo-venue-owner/private/account').update({ currentBalance: 42 });
    await runScript('seed.mjs');
    const account = await db().doc('managers/demo-venue-owner/private/account').get();
    expect(account.get('currentBalance')).toBe(42);
    const config = await db().doc('configurations/default').get();
    expect(Object.keys(config.data() ?? {}).sort()).toEqual([
      'featuredEventsTaxPercentage',
      'isCashPaymentsAllowed',
      'noFreeEvents',
      'noOfFeaturedEventsAllowed',
      'ordersPercantage',
      'perTicketPercentage',
      'platformFees',
    ]);
    expect((await db().collection('categories').get()).size).toBeGreaterThan(0);
    expect((await db().doc('configurations/eventTypes').get()).get('options')).toHaveLength(8);
  });

  it('approves, suspends and reactivates an account', async () => {
    await db().doc('managers/demo-pending').update({ status: 'pending' });
    expect(await operator('approve', 'pending@gigvenue.test')).toEqual({
      code: 0,
      out: 'pending@gigvenue.test: pending -> active',
    });
    expect((await db().doc('managers/demo-pending').get()).get('status')).toBe('active');
    expect((await operator('suspend', 'pending@gigvenue.test')).code).toBe(0);
    expect((await db().doc('managers/demo-pending').get()).get('status')).toBe('suspended');
    expect((await operator('approve', 'pending@gigvenue.test')).out).toMatch(/Cannot approve .*"suspended"/);
    expect((await operator('reactivate', 'pending@gigvenue.test')).code).toBe(0);
    expect((await db().doc('managers/demo-pending').get()).get('status')).toBe('active');
  });

  it('changes config values with their types', async () => {
    const result = await operator(
      'config',
      'organizer@gigvenue.test',
      'platformFees=4.5',
      'isCashPaymentsAllowed=true',
    );
    expect(result.code).toBe(0);
    const account = await db().doc('managers/demo-event-organizer/private/account').get();
    expect(account.get('config')).toMatchObject({
      platformFees: 4.5,
      isCashPaymentsAllowed: true,
      ordersPercantage: 10,
    });
    // Back to the demo's values: settlement below takes its fees from this config.
    expect(
      (await operator('config', 'organizer@gigvenue.test', 'platformFees=3', 'isCashPaymentsAllowed=false'))
        .code,
    ).toBe(0);
  });

  it('explains an unknown e-mail or key', async () => {
    expect(await operator('approve', 'nobody@gigvenue.test')).toEqual({
      code: 1,
      out: 'No account found with e-mail nobody@gigvenue.test',
    });
    expect((await operator('config', 'organizer@gigvenue.test', 'currentBalance=100')).out).toMatch(
      /Unknown config key "currentBalance"/,
    );
  });

  it("prints the ticket pages of today's demo event, each a link its buyer can open", async () => {
    const result = await operator('ticket-links');
    expect(result.code).toBe(0);
    const [heading, ...links] = result.out.split('\n');
    expect(heading).toMatch(/^Ticket pages of Salsa Social Tonight \(evt-[0-9a-f]+\):$/);
    expect(links.length).toBeGreaterThan(0);
    for (const line of links)
      expect(line).toMatch(/: http:\/\/localhost:5173\/t\/pur-[0-9a-f]{20}\?k=[\w-]{22}$/);
    expect((await operator('ticket-links', 'no-such-event')).out).toMatch(/No event no-such-event/);
  });

  it('settles the demo events that ended, once: bookings and tickets credited by the ledger', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const year = new Date().getUTCFullYear();
    const first = await operator('settle', yesterday);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Settled \d+ events as of /);
    // Kizomba Under the Stars (August) booked Marco's £80 slot: £72 after his 10 % orders percentage.
    const eventId = `demo-event-organizer-2-${year}`;
    const booking = await db().doc(`ledger/${eventId}_demo-event-manager_booking`).get();
    expect(booking.data()).toMatchObject({
      kind: 'booking',
      grossPence: 8_000,
      platformPence: 800,
      amountPence: 7_200,
      credited: true,
    });
    // Its one £18.75 ticket: 5 % tax (94p) and a 3 % fee (56p) off for organizer@.
    const tickets = await db().doc(`ledger/${eventId}_demo-event-organizer_tickets`).get();
    expect(tickets.data()).toMatchObject({
      kind: 'tickets',
      grossPence: 1_875,
      taxPence: 94,
      platformPence: 56,
      amountPence: 1_725,
    });
    expect((await db().doc(`events/${eventId}`).get()).data()).toMatchObject({
      status: 'completed',
      isPaymentCleared: true,
    });

    const balance = (await db().doc('managers/demo-event-manager/private/account').get()).get(
      'currentBalance',
    );
    const again = await operator('settle', yesterday);
    expect(again.out).toMatch(/^Settled 0 events as of /);
    expect((await db().doc('managers/demo-event-manager/private/account').get()).get('currentBalance')).toBe(
      balance,
    );
    expect((await operator('settle', 'someday')).out).toMatch(/Not a date: someday/);
  });
});
