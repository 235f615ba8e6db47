import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { demo, openAs, uniqueEmail } from './support';

// Issue 20, section 1, end to end: a buyer holds a ticket and its page is open on a phone; the organizer cancels the event from its details
// page, reads what will happen in the confirmation and watches the refunds finish; the buyer's ticket page then says
// the event was cancelled and the money went back to the card, and the event's page sells nothing. The event is this
// test's own, so no other test's demo event is cancelled.

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SERVER_MS = 30_000;
const ORGANIZER_UID = 'demo-event-organizer';
const title = `E2E Riverside Social ${Date.now()}`;
const eventId = `e2e-cancel-${Date.now()}`;
const shots = process.env.E2E_SCREENSHOTS;
let app: App;
let db: Firestore;

test.beforeAll(async () => {
  app = initializeApp({ projectId: emulatorProjectId() }, `cancellation-e2e-${Date.now()}`);
  db = getFirestore(app);
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 10 * DAY_MS);
  await db.doc(`events/${eventId}`).create({
    title,
    description: 'By the river, until the river had other plans.',
    eventDate: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    date: day.getTime(),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 40,
    status: 'active',
    featured: false,
    isFeaturedTaxApply: false,
    isManual: true,
    attachments: [],
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 40 }],
    venue: null,
    selectedVenue: null,
    eventManagers: [],
    managersId: [],
    orderCount: 0,
    isPaymentCleared: false,
    address: '1 River Road, London',
    createdBy: ORGANIZER_UID,
  });
});

/** One £12.50 ticket bought with the simulated test card through the buyTickets callable, as a signed-out buyer. */
async function buyTicket(): Promise<{ purchaseId: string; accessKey: string }> {
  const functions = emulatorEndpoint('functions');
  const response = await fetch(
    `http://${functions.host}:${functions.port}/${emulatorProjectId()}/europe-west2/buyTickets`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          eventId,
          packageIndex: 0,
          quantity: 1,
          name: 'Tess Ticketbuyer',
          email: uniqueEmail('cancel'),
          cardToken: 'tok_sim_visa_4242',
          requestId: `e2e-cancel-buy-${Date.now()}`,
        },
      }),
    },
  );
  const body = (await response.json()) as {
    result?: { purchaseId: string; accessKey: string };
    error?: unknown;
  };
  if (!body.result) throw new Error(`buyTickets failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

test.afterAll(async () => {
  await deleteApp(app);
});

test('the organizer cancels; the buyer on a phone sees the cancelled event and the refunded ticket', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The purchase is made as the public page's buy form makes it (the buyTickets callable, signed out); buying
  // through the form is ticket-shop.spec.ts's subject.
  const bought = await buyTicket();
  const ticketPage = `/t/${bought.purchaseId}?k=${bought.accessKey}`;
  const buyer = await browser.newPage({ viewport: PHONE });
  await buyer.goto(ticketPage);
  await expect(buyer.getByRole('article')).toHaveCount(1, { timeout: SERVER_MS });

  const organizer = await browser.newPage({ viewport: DESKTOP });
  await openAs(organizer, demo.organizer, `/organizer-event-details/${eventId}`);
  await expect(organizer.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: SERVER_MS });
  await organizer.getByRole('button', { name: 'Cancel Event' }).click();
  const dialog = organizer.getByRole('dialog', { name: `Cancel ${title}?` });
  await expect(dialog).toBeVisible({ timeout: SERVER_MS });
  await expect(dialog).toContainText('1 card ticket will be refunded in full (£12.50 in all).');
  await expect(dialog).toContainText('The buyer is told by e-mail');
  if (shots) await organizer.screenshot({ path: `${shots}/cancel-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(organizer.getByText('This event was cancelled')).toBeVisible({ timeout: SERVER_MS });
  await expect(organizer.getByRole('status').filter({ hasText: 'Refunded 1 of 1 tickets.' })).toBeVisible({
    timeout: SERVER_MS,
  });
  await expect(organizer.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0);
  // A cancelled event is closed: no editing, no door.
  await expect(organizer.getByRole('link', { name: 'Edit Event' })).toHaveCount(0);
  await expect(organizer.getByRole('link', { name: 'QR Scan Ticket' })).toHaveCount(0);
  if (shots) await organizer.screenshot({ path: `${shots}/cancelled-details-1280.png`, fullPage: true });

  await buyer.goto(ticketPage);
  await expect(buyer.getByText('This event was cancelled. Your tickets are no longer valid.')).toBeVisible({
    timeout: SERVER_MS,
  });
  await expect(buyer.getByText('£12.50 has been refunded to your card.')).toBeVisible();
  // The void ticket shows no QR code to take to the door.
  await expect(buyer.getByText('This ticket is no longer valid, so it has no QR code.')).toBeVisible();
  await expect(buyer.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(0);
  if (shots) await buyer.screenshot({ path: `${shots}/cancelled-ticket-390.png`, fullPage: true });
  await buyer.goto(`/e/${eventId}`);
  await expect(buyer.getByText('This event has been cancelled. No tickets are sold.')).toBeVisible({
    timeout: SERVER_MS,
  });
  await expect(buyer.getByRole('button', { name: 'Choose tickets' })).toHaveCount(0);
  if (shots) await buyer.screenshot({ path: `${shots}/cancelled-event-390.png`, fullPage: true });
});
