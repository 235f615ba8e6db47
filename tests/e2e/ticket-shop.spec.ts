import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seededEventId, uniqueEmail } from './support';

// The public ticket shop on a phone, signed out: tonight's demo event's page as the server renders it (readable
// and previewable without JavaScript), a declined card refused with the provider's words and the form kept, then
// two tickets bought with the simulated test card and shown with their QR codes. Other tests and people buy tickets
// for the same event, so nothing assumes a count of tickets left.

const TONIGHT = 'Salsa Social Tonight';
const PHONE = { width: 390, height: 844 };
const SERVER_MS = 30_000;

async function hasNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Cardholder Name').fill('Tess Ticketbuyer');
  await form.getByLabel('Card Number').fill(number);
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
}

test.use({ viewport: PHONE });

test('a buyer without an account buys two tickets for tonight on a phone and sees their QR codes', async ({
  page,
}) => {
  const eventId = await seededEventId(TONIGHT);
  await page.goto(`/e/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible();
  await expect(page.getByText('Camden Dance Hall')).toBeVisible();
  await expect(page.getByText('7:00 PM')).toBeVisible();
  await expect(page.getByRole('region', { name: `Pictures of ${TONIGHT}` })).toBeVisible();
  const standardPackage = page.getByRole('listitem').filter({ hasText: 'Standard' });
  await expect(standardPackage).toContainText('£12.00');
  await expect(standardPackage).toContainText(/\d+ tickets? left/);
  await hasNoHorizontalScroll(page);

  // The form, its checks and the card fields load when the buyer starts to buy.
  await page.getByRole('button', { name: 'Choose tickets' }).click();
  const standard = page.getByRole('radio', { name: /Standard/ });
  await expect(standard).toBeChecked();
  await expect(standard).toBeFocused();
  await expect(page.locator('label').filter({ has: standard })).toContainText('£12.00');
  await hasNoHorizontalScroll(page);

  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Quantity').selectOption('2');
  await expect(form.getByRole('status', { name: 'Total' })).toHaveText('£24.00');
  await form.getByLabel('Your name').fill('Tess Ticketbuyer');
  await form.getByLabel('Email').fill(uniqueEmail('tickets'));

  // The simulated provider's decline card: refused with its message, and nothing typed is lost.
  await fillCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Pay £24.00' }).click();
  // The first call of a function on fresh emulators starts its worker, which can take a while.
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.', { timeout: SERVER_MS });
  await expect(form.getByLabel('Your name')).toHaveValue('Tess Ticketbuyer');
  await expect(form.getByLabel('Quantity')).toHaveValue('2');

  await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay £24.00' }).click();

  await expect(page).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  await expect(page.getByText(/Thank you! Your tickets are below/)).toBeVisible({ timeout: SERVER_MS });
  await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible();
  await expect(page.getByText('For Tess Ticketbuyer')).toBeVisible();
  const tickets = page.getByRole('article');
  await expect(tickets).toHaveCount(2);
  for (const [index, ticket] of (await tickets.all()).entries()) {
    await expect(ticket.getByRole('heading', { name: `Ticket ${index + 1} of 2` })).toBeVisible();
    const qr = ticket.getByRole('img', { name: /^QR code of ticket [0-9A-F]{7}$/ });
    await expect(qr).toBeVisible();
    // Large enough to scan from another phone.
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(250);
    await expect(ticket).toContainText(/[0-9A-F]{20}/);
    await expect(ticket).toContainText('Standard');
    await expect(ticket).toContainText('£12.00');
  }
  await hasNoHorizontalScroll(page);

  // The link alone opens the tickets again (it is what the e-mail carries), rendered by the server for this buyer
  // only: never kept by a shared cache, never indexed, no preview tags.
  const link = page.url();
  const ticketPage = await page.request.get(link, { headers: { accept: 'text/html' } });
  expect(ticketPage.status()).toBe(200);
  expect(ticketPage.headers()['cache-control']).toContain('no-store');
  const ticketHtml = await ticketPage.text();
  expect(ticketHtml).toContain('<meta name="robots" content="noindex" />');
  expect(ticketHtml).toContain('For Tess Ticketbuyer');
  expect(ticketHtml).not.toContain('og:');
  // A download adds the event to a calendar: a link to the server's file, so a press before the page has hydrated
  // downloads it too.
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(/Thank you!/)).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('event-schedule.ics');
  expect(fs.readFileSync(await file.path(), 'utf8')).toContain(`SUMMARY:${TONIGHT}`);

  // The same purchase with a wrong key shows nothing.
  await page.goto(link.replace(/\?k=.*$/, '?k=wrong-key'));
  await expect(page.getByText('No Event Details')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("the event page's HTML, fetched without JavaScript, holds the event and its preview tags", async ({
  browser,
  request,
}) => {
  const eventId = await seededEventId(TONIGHT);
  const response = await request.get(`/e/${eventId}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public,.*s-maxage=\d+/);
  const html = await response.text();
  expect(html).toContain(`<title>${TONIGHT} | GigVenue</title>`);
  expect(html).toContain(`<meta property="og:title" content="${TONIGHT}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/demo\/[^"]+" \/>/);
  expect(html).toContain(`<meta property="og:url" content="`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toContain('"@type":"Event"');

  // A phone without JavaScript still reads the whole page.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/e/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible();
  await expect(page.getByText('Camden Dance Hall')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Standard' })).toContainText('£12.00');
  await hasNoHorizontalScroll(page);
  await context.close();
});

test('an unknown event has a not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/e/no-such-event');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No Event Details')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Tickets' })).toHaveCount(0);
});
