import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect, test, type Page } from '@playwright/test';
import { emulatorProjectId } from '../support/project';
import { demo, openAs, operator } from './support';

// Money end to end: an event of organizer@ that ended three days ago, with manager@ booked on it and two tickets
// sold, is settled by the operator command (as the hourly job would), then each payee reads it on /payments and
// manager@ withdraws the whole balance to a newly added card. The seeded past events of this year settle in the
// same run, so only this event's own lines are checked to the penny; the balance is read from the page.
// Settlement runs as of yesterday, so tonight's demo event, which other specs use, stays on sale. Screenshots of
// the pages at 390 and 1366 px land in screenshots/ for people to look at.

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };
const SERVER_MS = 30_000;
const ORGANIZER_UID = 'demo-event-organizer';
const MANAGER_UID = 'demo-event-manager';

const title = `E2E Settled Social ${Date.now()}`;
const eventId = `e2e-settled-${Date.now()}`;
let app: App;
let db: Firestore;

/** An event that ended three days ago as the booking and ticket functions leave one: event, order and sales. */
async function writeEndedEvent() {
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS);
  const slot = {
    id: `${eventId}-slot`,
    title: 'Salsa Social Evening',
    startTime: '7:00 PM',
    endTime: '10:00 PM',
    price: 50,
  };
  await db.doc(`events/${eventId}`).create({
    title,
    description: 'Ended, booked and sold: ready to settle.',
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
    packages: [{ detail: 'Standard', price: 20, ticketsAmmount: 40 }],
    eventManagers: [{ id: MANAGER_UID, name: 'Marco Manager', bookedSlots: [slot] }],
    managersId: [MANAGER_UID],
    venue: null,
    selectedVenue: null,
    orderCount: 1,
    isPaymentCleared: false,
    createdBy: ORGANIZER_UID,
    createdAt: day.getTime() - 30 * DAY_MS,
  });
  await db.doc(`orders/${eventId}-order`).create({
    event: eventId,
    eventTitle: title,
    createdBy: ORGANIZER_UID,
    createdTo: MANAGER_UID,
    status: 'active',
    paymentMethod: 'card',
    slot,
    date: day.getTime(),
    createdAt: day.getTime() - 30 * DAY_MS,
  });
  await db.doc(`ticketStats/${eventId}`).create({
    eventId,
    eventOwnerId: ORGANIZER_UID,
    staffIds: [ORGANIZER_UID, MANAGER_UID],
    sold: 2,
    revenuePence: 4000,
    packages: { Standard: 2 },
  });
}

test.beforeAll(async () => {
  app = initializeApp({ projectId: emulatorProjectId() }, `payments-e2e-${Date.now()}`);
  db = getFirestore(app);
  await writeEndedEvent();
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  expect(await operator('settle', yesterday)).toContain(eventId);
});

test.afterAll(async () => {
  await deleteApp(app);
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const statementRow = (page: Page, description: string) =>
  page
    .getByRole('table', { name: 'Statement' })
    .getByRole('row')
    .filter({ hasText: description })
    .filter({ hasText: title });

/** The event's row in the events table, ten to a page and newest first: other specs add upcoming events ahead of it. */
async function eventRow(page: Page) {
  const events = page.getByRole('table', { name: 'Events' });
  await expect(events.getByRole('row').nth(1)).toBeVisible();
  const row = events.getByRole('row').filter({ hasText: title });
  for (let turn = 0; turn < 20 && (await row.count()) === 0; turn += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  return row;
}

async function hasNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the organizer reads ticket income and the cleared event on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAs(page, demo.organizer, '/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const tickets = statementRow(page, 'Ticket income');
  await expect(tickets).toContainText('£40.00');
  await expect(page.getByLabel('Withdrawable balance')).not.toHaveText('£0.00');

  const row = await eventRow(page);
  await expect(row.getByText('Transfered')).toBeVisible();
  await expect(row).toContainText('completed');
  await hasNoHorizontalScroll(page);
  await page.screenshot({ path: 'screenshots/payments-390.png', fullPage: true });

  await row.getByRole('link', { name: `Details of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${eventId}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  const standard = page
    .getByRole('table', { name: 'Payment Details' })
    .getByRole('row')
    .filter({ hasText: 'Standard' });
  await expect(standard).toContainText('2');
  await expect(standard).toContainText('£40.00');
  await hasNoHorizontalScroll(page);

  await page.screenshot({ path: 'screenshots/payment-details-390.png', fullPage: true });

  // Loaded by id, so a reload shows the same.
  await page.reload();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(standard).toContainText('£40.00');
});

test('the booked manager adds a card and withdraws the whole balance once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, demo.manager, '/payments');
  // Marco keeps 90% of the £50 slot: the demo account's orders percentage is 10.
  const booking = statementRow(page, 'Booking income');
  await expect(booking).toContainText('£50.00');
  await expect(booking).toContainText('£45.00');
  const balance = page.getByLabel('Withdrawable balance');
  await expect(balance).not.toHaveText('£0.00');
  const shown = (await balance.textContent()) ?? '';
  const balancePence = Math.round(Number(shown.replace(/[£,]/g, '')) * 100);
  expect(balancePence).toBeGreaterThanOrEqual(4500);

  // No card yet: the transfer opens Add Card, and the spec's messages guard it.
  await expect(page.getByText('No card connected yet. Payouts go to the card you add.')).toBeVisible();
  await page.getByRole('button', { name: 'Transfer to Bank Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await expect(dialog).toBeVisible({ timeout: SERVER_MS });
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByText('Cardholder Name required')).toBeVisible();
  await dialog.getByLabel('Cardholder Name').fill('Marco Manager');
  await dialog.getByLabel('Card Number').fill('4000 0566 5566 5556');
  await dialog.getByLabel('Expiry Month').selectOption('12');
  await dialog.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog).toBeHidden({ timeout: SERVER_MS });
  await expect(page.getByRole('list', { name: 'Connected cards' })).toContainText('ending 5556');

  await page.getByRole('button', { name: 'Transfer to Bank Account' }).click();
  await expect(
    page.getByText('Congratulations! Your payment is transfers to your provided account.'),
  ).toBeVisible({ timeout: SERVER_MS });
  await expect(balance).toHaveText('£0.00');
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row').filter({ hasText: 'Transfer to bank account' })).toContainText(
    `-${shown}`,
  );
  await page.screenshot({ path: 'screenshots/payments-1366.png', fullPage: true });

  // The simulated provider paid exactly the balance out, once, to the card just added.
  const account = await db.doc(`managers/${MANAGER_UID}/private/account`).get();
  const payouts = await db
    .collection('simulatedPayouts')
    .where('accountId', '==', account.get('connectAccountId'))
    .get();
  expect(payouts.docs.map((payout) => [payout.get('amountPence'), payout.get('card')])).toEqual([
    [balancePence, expect.stringMatching(/5556$/)],
  ]);

  // The zero balance is what is stored, not what the page remembers, and a second press pays nothing.
  await page.reload();
  await expect(balance).toHaveText('£0.00');
  await page.getByRole('button', { name: 'Transfer to Bank Account' }).click();
  await expect(page.getByText('Error! Not enough balance available')).toBeVisible({ timeout: SERVER_MS });
  expect(
    (await db.collection('simulatedPayouts').where('accountId', '==', account.get('connectAccountId')).get())
      .size,
  ).toBe(1);
});
