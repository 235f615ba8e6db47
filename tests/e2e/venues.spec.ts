import { expect, test, type Page } from '@playwright/test';
import { demo, openAs, tinyPng } from './support';
import { dateInDays, field } from './wizard';

// The demo venue owner's whole venue journey: wizard validation (details, start date and slot messages), adding
// with two images and a weekly slot, the online switch, switching a slot off and on for a date, editing and deleting.

const ukDate = (key: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T00:00:00Z`));

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const next = (page: Page) => nextButton(page).click();

async function fillDetails(page: Page, name: string) {
  await field(page, 'Venue Name').fill(name);
  await field(page, 'Capacity').fill('80');
  await field(page, 'Description').fill('A bright riverside hall with a sprung dance floor. '.repeat(8));
  await page.locator('input#venue-attachments').setInputFiles([
    { ...tinyPng, name: 'hall-front.png' },
    { ...tinyPng, name: 'hall-floor.png' },
  ]);
  await expect(page.getByRole('button', { name: 'Remove hall-floor.png' })).toBeVisible();
  await page.locator('#venue-location').fill('1 River Road');
  await page.locator('#venue-location-city').fill('London');
  await field(page, 'Line Address 1').fill('Unit 4, River Road');
}

const SLOT_MESSAGES = [
  'Title is required',
  'Type is required',
  'Start time is required',
  'End time is required',
  'Price is required',
];

/** Fills the slot form for the start date already chosen and adds the slot. */
async function addWeeklySlot(page: Page, validUntil: string) {
  await field(page, 'Title').fill('Evening Social');
  await field(page, 'Type').selectOption('Any');
  await field(page, 'Price (£)').fill('45');
  await field(page, 'Start Time').selectOption('7:00 PM');
  await field(page, 'End Time').selectOption('10:30 PM');
  await field(page, 'Recurring').check();
  await field(page, 'Valid Until').fill(validUntil);
  await page.getByRole('button', { name: 'Add Slot' }).click();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
async function cardAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a venue owner adds, switches, edits and deletes a venue', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Riverside Hall ${Date.now()}`;
  const startDate = dateInDays(7);
  const validUntil = dateInDays(28);
  await openAs(page, demo.owner, '/add-venue');
  await field(page, 'Capacity').fill('');
  await next(page);
  for (const message of [
    'Venue name is required.',
    'Capacity is required.',
    'Description is required .',
    'Min 1 attachment required',
    'Location is required',
    'Line Address 1 is required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Venue Availability/ })).toBeDisabled();

  await fillDetails(page, name);
  await next(page);
  await expect(page.getByRole('button', { name: /Venue Availability/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // Without a slot Next stays off and says why; without a date the slot cannot be added.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText('Min 1 Slot is required', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Slot' })).toBeDisabled();
  const start = field(page, 'Start Date');
  await start.focus();
  await start.blur();
  await expect(page.getByText('Starting date of slots is required', { exact: true })).toBeVisible();
  await start.fill(dateInDays(-1));
  await expect(page.getByText('Date cannot be in the past', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Slot' })).toBeDisabled();

  await start.fill(startDate);
  await expect(page.getByText('Date cannot be in the past', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Slot' }).click();
  for (const message of SLOT_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();

  await addWeeklySlot(page, validUntil);
  await expect(page.getByRole('cell', { name: 'Evening Social', exact: true })).toBeVisible();
  for (const message of SLOT_MESSAGES) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  // The date the slot was added for stays fixed while it has slots.
  await expect(start).toBeDisabled();
  await expect(page.getByText('Min 1 Slot is required', { exact: true })).toHaveCount(0);
  await next(page);
  await expect(page.getByRole('button', { name: /Confirm Detail/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Added Successfully', { exact: true })).toBeVisible({ timeout: 20_000 });

  await expect(page).toHaveURL(/\/venues$/);
  const venue = card(page, name);
  await expect(venue).toBeVisible();
  await expect(venue.getByText('Active', { exact: true })).toBeVisible();
  await expect(venue.getByRole('img')).toHaveCount(1);

  await cardAction(page, name, 'Go Offline');
  await expect(venue.getByText('Offline', { exact: true })).toBeVisible();
  await cardAction(page, name, 'Go Online');
  await expect(venue.getByText('Active', { exact: true })).toBeVisible();

  await venue.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/venue-details\//);
  const venueId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const day = ukDate(startDate);
  await page.getByRole('button', { name: `Deactivate Evening Social on ${day}` }).click();
  await expect(page.getByText('Slot is in-active', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('row', { name: new RegExp(day) }).getByText('In-active', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Activate Evening Social on ${day}` }).click();
  await expect(page.getByText('Slot is active', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Opened straight from its URL, without navigation state, the edit page reads the venue by id.
  await page.goto(`/edit-venue/${venueId}`);
  await expect(field(page, 'Venue Name')).toHaveValue(name);
  const renamed = `${name} (renamed)`;
  await field(page, 'Venue Name').fill(renamed);
  await next(page);
  await expect(page.getByRole('cell', { name: 'Evening Social', exact: true })).toBeVisible();
  await next(page);
  // Nothing is saved before Submit, so nothing has said the details were updated yet.
  await expect(page.getByText('Venue Details Updated', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Updated Successfully', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Venue Details Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/venues$/);

  await cardAction(page, renamed, 'Delete');
  await expect(page.getByText('Delete Venue!', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Deleted Successfully', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card(page, renamed)).toHaveCount(0);
});

test('a missing venue shows No Venue Data', async ({ page }) => {
  await openAs(page, demo.owner, '/venue-details/no-such-venue');
  await expect(page.getByText('No Venue Data', { exact: true })).toBeVisible();
});
