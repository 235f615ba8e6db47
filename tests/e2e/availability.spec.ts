import { expect, test, type Page } from '@playwright/test';
import { demoAvailability } from '../../scripts/lib/demo-data.mjs';
import { demo, openAs, openDashboardAs } from './support';

// The seed gives the demo manager a weekly entry whose 'Salsa Social Evening' slot is booked on its first
// date (DEMO_AVAILABILITY in scripts/lib/demo-data.mjs).
const SEEDED_BOOKED_SLOT = 'Salsa Social Evening';
const BOOKED = 'Sorry! Unable to delete. Slot is already booked.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The browser's calendar date `days` from today, as the date input takes it and as the table shows it. */
function dateIn(days: number) {
  const local = new Date(Date.now() + days * DAY_MS);
  return dateOf({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() });
}

function dateOf({ year, month, day }: { year: number; month: number; day: number }) {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return {
    value: utc.toISOString().slice(0, 10),
    shown: new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc),
    weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utc),
  };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('availability', () => {
  test('a manager adds weekly availability after seeing every validation message, then finds it listed', async ({
    page,
  }) => {
    const title = `E2E Weekly Salsa ${Date.now().toString(36)}`;
    const start = dateIn(30);
    const until = dateIn(51);
    await openAs(page, demo.manager, '/add-availability');
    await expect(page.getByRole('heading', { name: 'Add Availability' })).toBeVisible();

    // Nothing chosen: the slot cannot be added, Next is off, and the entry asks for a date and a slot.
    await expect(button(page, 'Add Slot')).toBeDisabled();
    await expect(button(page, 'Next')).toBeDisabled();
    await button(page, 'Add to List').click();
    await expect(page.getByText('Starting date of slots is required')).toBeVisible();
    await expect(page.getByText('Min 1 Slot is required')).toBeVisible();

    const startDate = page.getByLabel('Start Date');
    await startDate.fill(dateIn(-1).value);
    await startDate.blur();
    await expect(page.getByText('Date cannot be in the past')).toBeVisible();
    await expect(button(page, 'Add Slot')).toBeDisabled();

    await startDate.fill(start.value);
    await expect(page.getByLabel('Day')).toHaveValue(start.weekday);
    await expect(page.getByLabel('Day')).not.toBeEditable();

    // The empty slot form shows each of its messages.
    await button(page, 'Add Slot').click();
    for (const message of [
      'Title is required',
      'Type is required',
      'Start time is required',
      'End time is required',
      'Price is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('End Time')).toBeDisabled();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Type').selectOption('For Venue');
    await page.getByLabel('Start Time').selectOption('7:00 PM');
    await expect(page.getByLabel('End Time')).toBeEnabled();
    await expect(page.getByLabel('End Time').locator('option').nth(1)).toHaveText('7:30 PM');
    await page.getByLabel('End Time').selectOption('9:00 PM');
    await page.getByLabel('Price (£)').fill('0');
    await expect(page.getByLabel('Valid Until')).toHaveCount(0);
    await page.getByLabel('Recurring').check();
    await page.getByLabel('Valid Until').fill(dateIn(29).value);
    await button(page, 'Add Slot').click();
    await expect(page.getByText('Price must be at least 1')).toBeVisible();
    await expect(page.getByText('Valid until cannot be before the start date')).toBeVisible();

    await page.getByLabel('Price (£)').fill('35');
    await page.getByLabel('Valid Until').fill(until.value);
    await button(page, 'Add Slot').click();
    await expect(page.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    await expect(startDate).toBeDisabled();

    await button(page, 'Add to List').click();
    await expect(button(page, 'Next')).toBeEnabled();
    await button(page, 'Next').click();
    await expect(page.getByRole('cell', { name: title })).toBeVisible();

    // Saving is slowed down so the busy label can be seen.
    await page.route('**/documents:commit*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await button(page, 'Confirm').click();
    await expect(page.getByRole('button', { name: 'Adding Availability...' })).toBeVisible();
    await expect(page.getByText('Added Successfully')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('link', { name: 'View Availability' }).click();
    await expect(page).toHaveURL(/\/availability$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell')).toHaveText([
      start.shown,
      start.weekday,
      title,
      'For Venue',
      '7:00 PM - 9:00 PM',
      '£35.00',
      `${until.shown}Weekly`,
      'Delete',
    ]);

    // A slot nobody booked can be deleted.
    await row.getByRole('button', { name: new RegExp(`^Delete ${title}`) }).click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('a manager is told why a date cannot take more than 10 slots, counting those already saved', async ({
    page,
  }) => {
    // The seeded entry already holds slots on its start date, so a draft of the full 10 for that date is one too many.
    const [year, month, day] = demoAvailability().entryId.split('-').map(Number);
    const date = dateOf({ year, month, day });
    await openAs(page, demo.manager, '/add-availability');
    await page.getByLabel('Start Date').fill(date.value);
    for (let index = 1; index <= 10; index += 1) {
      const title = `E2E Cap ${index}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Type').selectOption('Any');
      await page.getByLabel('Start Time').selectOption('9:00 AM');
      await page.getByLabel('End Time').selectOption('10:00 AM');
      await page.getByLabel('Price (£)').fill('20');
      await button(page, 'Add Slot').click();
      await expect(page.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
    }
    await button(page, 'Add to List').click();
    await button(page, 'Next').click();
    await button(page, 'Confirm').click();
    await expect(
      page.getByText(
        `Max 10 Slots allowed per date: with the slots already saved, ${date.shown} would have more.`,
        { exact: false },
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Missing or insufficient permissions', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Added Successfully')).toHaveCount(0);
  });

  test('a manager cannot delete a slot that is already booked', async ({ page }) => {
    await openDashboardAs(page, demo.manager);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Availability', exact: true })
      .click();
    await expect(page).toHaveURL(/\/availability$/);
    const row = page.getByRole('row').filter({ hasText: SEEDED_BOOKED_SLOT });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(`^Delete ${SEEDED_BOOKED_SLOT}`) }).click();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText(BOOKED)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: SEEDED_BOOKED_SLOT })).toHaveCount(1);
  });
});
