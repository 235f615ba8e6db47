import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_VENUE_ID, demoAvailability, demoVenues } from '../../scripts/lib/demo-data.mjs';
import { demo, openDashboardAs } from './support';

// The organizer browses both directories; the demo seed provides Marco Manager with a weekly availability
// (one slot booked on its first date) and the online Camden Dance Hall (one slot booked on one date).

const availabilities = (page: Page) => page.getByRole('table', { name: 'Availabilities' });
const row = (page: Page, title: string) => availabilities(page).getByRole('row').filter({ hasText: title });

/**
 * Clicks where the element is drawn, as a person would. The card's stretched link covers the text on
 * purpose (the whole card opens the details), so Playwright's own click would refuse the covered target.
 */
async function clickOn(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('an organizer browses event managers, opens Marco Manager and searches his availability by date', async ({
  page,
}) => {
  const seeded = demoAvailability();
  const [bookedDate] = Object.keys(seeded.bookings);

  await openDashboardAs(page, demo.organizer);
  await page.getByRole('link', { name: 'Event Managers' }).first().click();
  await expect(page).toHaveURL(/\/event-managers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Event Managers' })).toBeVisible();

  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Marco Manager' }) });
  await expect(card).toContainText('Dance Instructor');
  await expect(card).toContainText('10 years of experience');
  await expect(card).toContainText('Starting At');
  await expect(card).toContainText(/£\d+\.\d{2}/);
  // Clicking the card body (not the name) opens the details too.
  await clickOn(page, card.getByText('10 years of experience'));
  await expect(page).toHaveURL(new RegExp(`/event-managers/${seeded.ownerId}$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Marco Manager' })).toBeVisible();
  await expect(page.getByText('Salsa and bachata nights', { exact: false })).toBeVisible();
  await expect(row(page, 'Salsa Social Evening')).toContainText('7:00 PM - 10:00 PM');
  await expect(row(page, 'Salsa Social Evening')).toContainText('£45.00');

  await page.getByLabel('Search by date').fill(bookedDate);
  await expect(availabilities(page).getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Salsa Social Evening')).toContainText('Not Available');
  await expect(row(page, 'Private Bachata Class')).not.toContainText('Not Available');
  await expect(row(page, 'Private Bachata Class')).toContainText('Available');

  // The day before the first date has no slots at all.
  const [year, month, day] = bookedDate.split('-').map(Number);
  const before = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
  await page.getByLabel('Search by date').fill(before);
  await expect(availabilities(page).getByRole('cell', { name: 'Empty' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Search by date')).toHaveValue('');
  await expect(row(page, 'Salsa Social Evening')).toBeVisible();
  await expect(row(page, 'Private Bachata Class')).toBeVisible();

  // Opened directly (a reload), the page loads the manager by id.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Manager' })).toBeVisible();
});

test('an event manager page opened for any other account shows it as not found', async ({ page }) => {
  const others = DEMO_ACCOUNTS.filter(
    (account) => account.role !== 'eventManager' || account.status !== 'active',
  );
  await openDashboardAs(page, demo.organizer);
  for (const account of others) {
    await page.goto(`/event-managers/${account.uid}`);
    await expect(page.getByText('This event manager could not be found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: account.name })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(/\/event-managers$/);
});

test('an organizer browses venues and opens the online demo venue', async ({ page }) => {
  const [venue] = demoVenues(new Date().getUTCFullYear());
  const [bookedDate] = Object.keys(venue.bookings);

  await openDashboardAs(page, demo.organizer);
  await page.getByRole('link', { name: 'Venue Owners' }).first().click();
  await expect(page).toHaveURL(/\/venue-owners$/);

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: venue.venue.venueName }) });
  await expect(card).toContainText('Online');
  await expect(card).toContainText(`Capacity: ${venue.venue.seats}`);
  await expect(card).toContainText(`${venue.venue.description.slice(0, 100).trimEnd()}...`);
  await expect(card).toContainText('£60.00');
  // The seed's three ratings of the venue's completed bookings (5, 4 and 4 stars) give the card a value at once.
  await expect(card.getByRole('img', { name: 'Rating 4.3 of 5 from 3 ratings' })).toBeVisible();
  await clickOn(page, card.getByText('View Details'));
  await expect(page).toHaveURL(new RegExp(`/venue-owners/${DEMO_VENUE_ID}$`));

  await expect(page.getByRole('heading', { level: 1, name: venue.venue.venueName })).toBeVisible();
  await expect(page.getByText(venue.venue.address)).toBeVisible();
  await page.getByLabel('Search by date').fill(bookedDate);
  await expect(row(page, 'Daytime Studio')).toContainText('Not Available');
  await expect(row(page, 'Evening Hall Hire')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  // Without a date every slot shows on its entry's start date: the weekly slots from the seed's day come first, then
  // next March's one-off evening, which has the same title.
  await expect(row(page, 'Afternoon Studio')).toContainText('£80.00');
  await expect(row(page, 'Evening Hall Hire').last()).toContainText('£150.00');
});
