import { expect, test, type Page } from '@playwright/test';
import { demo, openAs, openDashboardAs, tinyPng } from './support';
import { dateInDays, field, next, step } from './wizard';

// Edit Event: an organizer's event (at their own venue on week T+21, so nothing else is booked) gets a new
// title and package price in the 3-step wizard, then the edit page opened by its URL shows the saved values.

test.describe.configure({ timeout: 120_000 });

/** Creates an event at the organizer's own venue and answers its id. */
async function createOwnVenueEvent(page: Page, title: string): Promise<string> {
  await page.goto('/organizer-new-event');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('An evening to edit.');
  await field(page, 'Date').fill(dateInDays(21));
  await field(page, 'Start Time').selectOption('8:00 PM');
  await field(page, 'Duration (hours)').selectOption('2');
  await field(page, 'Duration (minutes)').selectOption('0');
  await field(page, 'Event Type').selectOption('Kizomba');
  await field(page, 'Level').selectOption('Intermediate');
  await field(page, 'Required Seats').fill('30');
  await page.locator('#event-location').fill('3 Side Street');
  await page.locator('#event-location-city').fill('London');
  await page.locator('input#event-images').setInputFiles({ ...tinyPng, name: 'poster.png' });
  await next(page);
  await field(page, 'Package Detail').fill('Standard entry');
  await field(page, 'Price per Ticket (£)').fill('10');
  await field(page, 'Tickets').fill('30');
  await next(page);
  await step(page).getByLabel('Use my own venue').check();
  await field(page, 'Venue Name').fill('My Studio');
  await field(page, 'Address').fill('3 Side Street, London');
  await field(page, 'Seats').fill('30');
  await next(page);
  const created = page.waitForResponse((response) => response.url().includes('createEvent'));
  await step(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await page.locator('.swal2-confirm').click();
  const body = (await (await created).json()) as { result: { eventId: string } };
  await expect(page.getByText('Event Created Successfully')).toBeVisible({ timeout: 30_000 });
  return body.result.eventId;
}

test('an organizer changes the title and a package price of their event', async ({ page }) => {
  const title = `E2E Edit ${Date.now()}`;
  await openDashboardAs(page, demo.organizer);
  const id = await createOwnVenueEvent(page, title);

  await page.goto(`/organizer-edit-event/${id}`);
  await expect(page.getByRole('navigation', { name: 'Edit Event' }).getByRole('button')).toHaveText([
    '1Event Details',
    '2Packages Pricing',
    '3Confirm Detail',
  ]);
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Duration (hours)')).toHaveValue('2');
  await field(page, 'Title').fill(`${title} (updated)`);
  await next(page);
  await field(page, 'Price per Ticket (£)').fill('14.50');
  await next(page);
  await expect(step(page).getByText(`${title} (updated)`)).toBeVisible();
  await expect(step(page).getByText('£14.50')).toBeVisible();
  await step(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Updated Successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/organizer-event-details/${id}$`));

  // Opened by its URL, the edit page reads the event again and shows what was saved.
  await page.goto(`/organizer-edit-event/${id}`);
  await expect(field(page, 'Title')).toHaveValue(`${title} (updated)`);
  await next(page);
  await expect(field(page, 'Price per Ticket (£)')).toHaveValue('14.5');
});

test("another account is told it cannot edit someone else's event", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboardAs(page, demo.organizer);
  const id = await createOwnVenueEvent(page, `E2E Not Yours ${Date.now()}`);
  await context.close();

  const other = await browser.newPage();
  await openAs(other, demo.manager, `/edit-event/${id}`);
  await expect(other.getByText("Only the event's owner can edit this event.")).toBeVisible();
  await other.close();
});
