import { expect, test, type Page } from '@playwright/test';
import { demo, documentIdsWhere, openAs, seededEventId, tinyPng, uniqueEmail } from './support';
import { dateInDays, field, next, step } from './wizard';

// Strong Customer Authentication on a phone, offline: the simulated provider plays Stripe's test card
// 4000 0025 0000 3155, whose bank always asks the payer to confirm. A buyer completes the bank's step and gets their
// tickets; another fails it and is told, with nothing sold or charged; an organizer books the demo venue's evening
// on T+49 (a week no other spec books) with the same card in the Add Event wizard.

const TONIGHT = 'Salsa Social Tonight';
const PHONE = { width: 390, height: 844 };
const SERVER_MS = 30_000;
const AUTHENTICATION_CARD = '4000 0025 0000 3155';

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 120_000 });

async function startBuying(page: Page, email: string) {
  const eventId = await seededEventId(TONIGHT);
  await page.goto(`/e/${eventId}`);
  await page.getByRole('button', { name: 'Choose tickets' }).click();
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Quantity').selectOption('2');
  await form.getByLabel('Your name').fill('Tess Ticketbuyer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Cardholder Name').fill('Tess Ticketbuyer');
  await form.getByLabel('Card Number').fill(AUTHENTICATION_CARD);
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay £24.00' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await expect(bank).toBeVisible({ timeout: SERVER_MS });
  await expect(bank).toContainText('Your bank asks you to confirm this payment.');
  return { form, bank };
}

test('a buyer confirms the payment with their bank and gets their tickets', async ({ page }) => {
  const { bank } = await startBuying(page, uniqueEmail('sca-complete'));
  await page.screenshot({ path: test.info().outputPath('bank-step-phone.png') });
  await bank.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /^QR code of ticket/ })).toHaveCount(2);
});

test('a buyer whose bank step fails is told so, and nothing is sold or charged', async ({ page }) => {
  const email = uniqueEmail('sca-fail');
  const { form, bank } = await startBuying(page, email);
  await bank.getByRole('button', { name: 'Fail' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your bank did not confirm this payment, so nothing was charged. Please try again or use another card.',
    { timeout: SERVER_MS },
  );
  await expect(bank).toHaveCount(0);
  await expect(form.getByLabel('Your name')).toHaveValue('Tess Ticketbuyer');
  expect(await documentIdsWhere('ticketPurchases', 'email', email)).toEqual([]);
  expect(await documentIdsWhere('users', 'email', email)).toEqual([]);
  expect(await documentIdsWhere('mail', 'to', email)).toEqual([]);
});

test('an organizer books a venue with a card their bank asks them to confirm', async ({ page }) => {
  const title = `E2E Confirmed Booking ${Date.now()}`;
  await openAs(page, demo.organizer, '/organizer-new-event');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Booked with a card that needs the bank to confirm.');
  await field(page, 'Date').fill(dateInDays(49));
  await field(page, 'Start Time').selectOption('7:00 PM');
  await field(page, 'Duration (hours)').selectOption('3');
  await field(page, 'Duration (minutes)').selectOption('0');
  await field(page, 'Event Type').selectOption('Salsa');
  await field(page, 'Level').selectOption('All Levels');
  await field(page, 'Required Seats').fill('40');
  await page.locator('#event-location').fill('12 Camden Road');
  await page.locator('#event-location-city').fill('London');
  await page.locator('input#event-images').setInputFiles({ ...tinyPng, name: 'poster.png' });
  await expect(page.getByRole('button', { name: 'Remove poster.png' })).toBeVisible();
  await next(page);
  await field(page, 'Package Detail').fill('Standard entry');
  await field(page, 'Price per Ticket (£)').fill('10');
  await field(page, 'Tickets').fill('40');
  await next(page);
  const hall = step(page).getByRole('group', { name: 'Camden Dance Hall' });
  await hall
    .getByRole('listitem')
    .filter({ hasText: 'Evening Hall Hire' })
    .filter({ has: page.getByText('Free', { exact: true }) })
    .first()
    .getByRole('checkbox')
    .check();
  await next(page);
  await next(page);
  await expect(page.getByTestId('payment-total')).toHaveText('£150.00');
  await field(page, 'Cardholder Name').fill('Test Payer');
  await field(page, 'Card Number').fill(AUTHENTICATION_CARD);
  await field(page, 'Expiry Month').selectOption({ label: '12' });
  await field(page, 'Expiry Year').selectOption({ index: 3 });
  await field(page, 'CVC').fill('123');
  await step(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await page.locator('.swal2-confirm').click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await expect(bank).toBeVisible({ timeout: SERVER_MS });
  await bank.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Event Created Successfully')).toBeVisible({ timeout: SERVER_MS });
  await expect(page).toHaveURL(/\/organizer-events$/);
});
