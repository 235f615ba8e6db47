import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, openAs, tinyPng } from './support';
import { dateInDays, field, next, step } from './wizard';

// The Add Event wizard against the seeded stack: each role's flow books the demo venue's and Marco Manager's
// slots on a week the seed keeps free for it (organizer T+21, manager T+28, owner T+35, double booking T+42),
// pays with the simulated card, and finds the event in My Events; a manual event skips payment.

// Uploading, booking and paying through the emulated functions takes a while per flow.
test.describe.configure({ timeout: 120_000 });

async function fillDetails(page: Page, title: string, date: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('A friendly evening of social dancing.');
  await field(page, 'Date').fill(date);
  await field(page, 'Start Time').selectOption('7:00 PM');
  await field(page, 'Duration (hours)').selectOption('3');
  await field(page, 'Duration (minutes)').selectOption('30');
  await field(page, 'Event Type').selectOption('Salsa');
  await field(page, 'Level').selectOption('All Levels');
  await field(page, 'Required Seats').fill('60');
  await page.locator('#event-location').fill('12 Camden Road');
  await page.locator('#event-location-city').fill('London');
  await page.locator('input#event-images').setInputFiles({ ...tinyPng, name: 'poster.png' });
  await expect(page.getByRole('button', { name: 'Remove poster.png' })).toBeVisible();
  await next(page);
}

async function fillPackage(page: Page, price = '12.50', tickets = '50') {
  await expect(step(page).getByRole('group', { name: 'Package 1' })).toBeVisible();
  await field(page, 'Package Detail').fill('Standard entry');
  await field(page, 'Price per Ticket (£)').fill(price);
  await field(page, 'Tickets').fill(tickets);
  await next(page);
}

/** Ticks a free slot of a venue or manager card on the booking step shown (the first, should two match). */
async function pickSlot(page: Page, party: string, slot: string) {
  const card = step(page).getByRole('group', { name: party });
  const row = card
    .getByRole('listitem')
    .filter({ hasText: slot })
    .filter({ has: page.getByText('Free', { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
}

async function payBySimulatedCard(page: Page, number = '4242 4242 4242 4242') {
  await field(page, 'Cardholder Name').fill('Test Payer');
  await field(page, 'Card Number').fill(number);
  await field(page, 'Expiry Month').selectOption({ label: '12' });
  await field(page, 'Expiry Year').selectOption({ index: 3 });
  await field(page, 'CVC').fill('123');
}

async function submitAndConfirm(page: Page) {
  await step(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(page.getByText("You won't be able to change this!")).toBeVisible();
  await page.locator('.swal2-confirm').click();
}

async function expectCreatedAndListed(page: Page, title: string, listPath: RegExp, booked = true) {
  await expect(page.getByText('Event Created Successfully')).toBeVisible({ timeout: 30_000 });
  // The booked slots became orders; a manual event at one's own venue books nothing.
  if (booked) await expect(page.getByText('Order Created Successfully')).toBeVisible();
  else await expect(page.getByText('Order Created Successfully')).toHaveCount(0);
  await expect(page).toHaveURL(listPath);
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
}

test('an organizer books the venue and a manager in five steps and pays by card', async ({ page }) => {
  const title = `E2E Organizer Social ${Date.now()}`;
  await openAs(page, demo.organizer, '/organizer-new-event');
  const steps = page.getByRole('navigation', { name: 'Add Event' }).getByRole('button');
  await expect(steps).toHaveText([
    '1Event Details',
    '2Packages Pricing',
    '3Book Venue',
    '4Book Event Managers',
    '5Payment',
  ]);
  await expect(steps.nth(1)).toBeDisabled();

  await fillDetails(page, title, dateInDays(21));
  await fillPackage(page);
  await pickSlot(page, 'Camden Dance Hall', 'Evening Hall Hire');
  await next(page);
  await pickSlot(page, 'Marco Manager', 'Salsa Social Evening');
  await next(page);

  const summary = page.getByRole('table', { name: 'Booked slots' });
  await expect(summary.getByRole('row', { name: /Evening Hall Hire/ })).toContainText('£150.00');
  await expect(summary.getByRole('row', { name: /Salsa Social Evening/ })).toContainText('£45.00');
  await expect(page.getByTestId('payment-total')).toHaveText('£195.00');
  await expect(page.getByText(/4000 0000 0000 0002/)).toBeVisible();
  await payBySimulatedCard(page);
  await submitAndConfirm(page);
  await expectCreatedAndListed(page, title, /\/organizer-events$/);
});

test("an event manager books the venue's afternoon slot in four steps", async ({ page }) => {
  const title = `E2E Manager Workshop ${Date.now()}`;
  await openAs(page, demo.manager, '/new-event');
  await expect(page.getByRole('navigation', { name: 'Add Event' }).getByRole('button')).toHaveText([
    '1Event Details',
    '2Packages Pricing',
    '3Book Venue',
    '4Payment',
  ]);
  await fillDetails(page, title, dateInDays(28));
  await fillPackage(page);
  await pickSlot(page, 'Camden Dance Hall', 'Afternoon Studio');
  await next(page);
  await expect(page.getByTestId('payment-total')).toHaveText('£80.00');
  await payBySimulatedCard(page);
  await submitAndConfirm(page);
  await expectCreatedAndListed(page, title, /\/events-list$/);
});

test("a venue owner books Marco's private class in four steps", async ({ page }) => {
  const title = `E2E Owner Bachata ${Date.now()}`;
  await openAs(page, demo.owner, '/new-event');
  await expect(page.getByRole('navigation', { name: 'Add Event' }).getByRole('button')).toHaveText([
    '1Event Details',
    '2Packages Pricing',
    '3Book Event Managers',
    '4Payment',
  ]);
  await fillDetails(page, title, dateInDays(35));
  await fillPackage(page);
  await pickSlot(page, 'Marco Manager', 'Private Bachata Class');
  await next(page);
  await expect(page.getByTestId('payment-total')).toHaveText('£30.00');
  await payBySimulatedCard(page);
  await submitAndConfirm(page);
  await expectCreatedAndListed(page, title, /\/events-list$/);
});

test('a manual event at my own venue is created without a payment step', async ({ page }) => {
  const title = `E2E Own Venue ${Date.now()}`;
  await openAs(page, demo.manager, '/new-event');
  await fillDetails(page, title, dateInDays(28));
  await fillPackage(page, '10', '60');
  await step(page).getByLabel('Use my own venue').check();
  await field(page, 'Venue Name').fill('My Studio');
  await field(page, 'Address').fill('3 Side Street, London');
  await field(page, 'Seats').fill('40');
  // Nothing is booked, so the booking step submits at once; the 60 tickets do not fit the 40 seats.
  await expect(
    page.getByRole('navigation', { name: 'Add Event' }).getByRole('button', { name: /Payment/ }),
  ).toBeDisabled();
  await step(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(/Your packages offer 60 tickets but this venue seats 40/)).toBeVisible();
  await field(page, 'Seats').fill('60');
  const created = page.waitForResponse((response) => response.url().includes('createEvent'));
  await submitAndConfirm(page);
  const body = (await (await created).json()) as { result: { status: string; total: number } };
  expect(body.result).toMatchObject({ status: 'active', total: 0 });
  await expectCreatedAndListed(page, title, /\/events-list$/, false);
});

/** Signs in in a context of its own and fills the wizard up to Payment for the venue's evening slot on T+42. */
async function reachPayment(browser: Browser, email: string, path: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, email, path);
  await fillDetails(page, title, dateInDays(42));
  await fillPackage(page);
  await pickSlot(page, 'Camden Dance Hall', 'Evening Hall Hire');
  await next(page);
  if (email === demo.organizer) await next(page);
  await payBySimulatedCard(page);
  return { context, page };
}

test('the second of two bookings of the same venue slot is refused and books nothing', async ({
  browser,
}) => {
  const stamp = Date.now();
  const first = await reachPayment(browser, demo.organizer, '/organizer-new-event', `E2E First ${stamp}`);
  const second = await reachPayment(browser, demo.manager, '/new-event', `E2E Second ${stamp}`);

  await submitAndConfirm(first.page);
  await expectCreatedAndListed(first.page, `E2E First ${stamp}`, /\/organizer-events$/);

  await submitAndConfirm(second.page);
  await expect(
    second.page.getByRole('alert').filter({ hasText: 'Booking aleady exists for this slot' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // Nothing typed is lost, the slot now shows as booked, and no event was made for the refused request.
  await expect(field(second.page, 'Card Number')).toHaveValue('4242 4242 4242 4242');
  await second.page.getByRole('button', { name: /Book Venue/ }).click();
  const row = step(second.page)
    .getByRole('group', { name: 'Camden Dance Hall' })
    .getByRole('listitem')
    .filter({ hasText: 'Evening Hall Hire' });
  await expect(row.getByText('Booked', { exact: true })).toBeVisible();
  await second.page.goto('/events-list');
  await expect(second.page.getByText(`E2E Second ${stamp}`)).toHaveCount(0);

  await first.context.close();
  await second.context.close();
});
