import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, openAs, seededEventId, uniqueEmail } from './support';

// Issue 22's second newcomer bug, as it was met: the organizer opens the door screen (online) for tonight's demo
// event, a buyer then buys a ticket on the public page, and the organizer types the 7-character ID printed large
// under its QR code. The phone's ticket list is older than the ticket; the server finds it all the same.

const TONIGHT = 'Salsa Social Tonight';
const PHONE = { width: 390, height: 844 };
const SERVER_MS = 30_000;

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    hasTouch: true,
  });
  return context.newPage();
}

/** One ticket bought signed out with the simulated card; its short id as the ticket page prints it. */
async function buyOneTicket(page: Page, eventId: string, buyerName: string): Promise<string> {
  await page.goto(`/e/${eventId}`);
  // The buy form loads when the buyer starts to buy (ARCHITECTURE, Buyers' pages).
  await page.getByRole('button', { name: 'Choose tickets' }).click();
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Your name').fill(buyerName);
  await form.getByLabel('Email').fill(uniqueEmail('door-short-id'));
  await form.getByLabel('Cardholder Name').fill(buyerName);
  await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  const shortId = page.locator('.ticket-shop-short-id');
  await expect(shortId).toHaveText(/^[0-9A-F]{7}$/, { timeout: SERVER_MS });
  return (await shortId.textContent())!.trim();
}

test('the door checks in a ticket bought after it opened, by the short id printed under its QR code', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const eventId = await seededEventId(TONIGHT);
  const door = await phonePage(browser);
  const buyer = await phonePage(browser);
  try {
    await openAs(door, demo.organizer, `/organizer-event-details/${eventId}`);
    await door.getByRole('link', { name: 'QR Scan Ticket' }).click();
    const dialog = door.getByRole('dialog', { name: 'QR Scan Ticket' });
    // The door's ticket list is on the phone before the ticket exists.
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('Online', { exact: true })).toBeVisible();

    const buyerName = `Short Id Buyer ${Date.now()}`;
    const shortId = await buyOneTicket(buyer, eventId, buyerName);

    await dialog.getByLabel('Ticket ID').fill(shortId);
    await dialog.getByRole('button', { name: 'Check In' }).click();
    await expect(dialog.getByText('Checked In Successfully !...')).toBeVisible({ timeout: SERVER_MS });
    await expect(dialog.getByText(buyerName, { exact: true })).toBeVisible();

    // The buyer's ticket page shows it checked in.
    await buyer.reload();
    await expect(buyer.getByText('Checked in', { exact: true })).toBeVisible({ timeout: SERVER_MS });
  } finally {
    await door.context().close();
    await buyer.context().close();
  }
});
