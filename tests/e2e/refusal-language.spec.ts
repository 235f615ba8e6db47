import { expect, test } from '@playwright/test';
import { demo, openDashboardAs } from './support';

// A refusal of the server reaches the page as a reason code, and the page words it in the person's language:
// tried as a new user would, switched to Deutsch, deleting the seeded event that sold tickets.

const WITH_TICKETS = 'Salsa Social Tonight';
const ENGLISH = 'Sorry! Unable to delete. Event contains tickets.';
const GERMAN = 'Löschen nicht möglich. Für die Veranstaltung wurden bereits Tickets verkauft.';

test("a German organizer reads the server's delete refusal in German", async ({ page }) => {
  await openDashboardAs(page, demo.organizer);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  const menu = page.getByRole('navigation', { name: 'Menü' });
  await menu.getByRole('link', { name: 'Meine Veranstaltungen' }).click();
  await expect(page).toHaveURL(/\/organizer-events$/);
  await page.getByRole('button', { name: `Aktionen für ${WITH_TICKETS}` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Sind Sie sicher?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Ja, löschen!' }).click();

  const refusal = page.getByRole('dialog');
  // The callable runs a transaction; while other tests write to the emulator it may take a few retries.
  await expect(refusal.getByRole('heading', { name: 'Fehler' })).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(GERMAN);
  await expect(refusal).not.toContainText(ENGLISH);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('article', { name: WITH_TICKETS, exact: true })).toBeVisible();
});
