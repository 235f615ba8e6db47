import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { demo, DEMO_PASSWORD, openAs, openDashboardAs } from './support';

// My Events and Event details against the seeded stack: tonight's demo event first among the organizer's upcoming
// events, its .ics file, its details with the booked venue and manager, the server's delete refusal (tickets
// sold), a deletion that succeeds, and the phone layout. Other tests add events too, so rows are found by title,
// never by count.

const TONIGHT = 'Salsa Social Tonight';
const WITH_TICKETS = 'Kizomba Under the Stars';
const FUNCTIONS_REGION = 'europe-west2';
const DAY_MS = 24 * 60 * 60 * 1000;

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming' });
const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openMyEvents(page: Page) {
  await page.getByRole('link', { name: 'My Events' }).first().click();
  await expect(page).toHaveURL(/\/organizer-events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
}

/** The row of `title`, paging through 'Load more' until it shows (older events sit on later pages). */
async function findRow(page: Page, title: string): Promise<Locator> {
  await expect(page.getByRole('article').first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  while ((await row(page, title).count()) === 0 && (await more.isVisible())) {
    const shown = await page.getByRole('article').count();
    await more.click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(shown);
  }
  await expect(row(page, title)).toBeVisible();
  return row(page, title);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '23 Nov 2026' (the row's date) -> [2026, 11, 23]. */
function shownDate(text: string): [number, number, number] {
  const match = /(\d{1,2}) (\w{3}) (\d{4})/.exec(text);
  if (!match) throw new Error(`No date in "${text}"`);
  return [Number(match[3]), MONTHS.indexOf(match[2]) + 1, Number(match[1])];
}

/** Whether London keeps summer time (UTC+1) on that day, as the browser's own time zone data says. */
function londonSummerTime([year, month, day]: [number, number, number]): boolean {
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' }).format(
    noon,
  );
  return name.includes('BST');
}

/** An .ics file's lines, with folded continuation lines joined back. */
const icsLines = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

async function deleteFromMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
}

async function expectRefusal(page: Page, message: string) {
  const dialog = page.getByRole('dialog');
  // The callable runs a transaction; while other tests write to the emulator it may take a few retries.
  await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

const localDateKey = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * Creates a manual event (own venue, nothing booked, so nothing to refund or free) for the organizer through the
 * createEvent callable, as the Add Event wizard would, so this spec can delete an event of its own.
 */
async function createManualEvent(title: string) {
  const auth = emulatorEndpoint('auth');
  const functions = emulatorEndpoint('functions');
  const signIn = await fetch(
    `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.organizer, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const address = '5 Studio Lane, London N1 1AA, United Kingdom';
  const response = await fetch(
    `http://${functions.host}:${functions.port}/${emulatorProjectId()}/${FUNCTIONS_REGION}/createEvent`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        data: {
          requestId: `e2e-events-${Date.now()}`,
          details: {
            title,
            description: 'A manual event the events spec creates and deletes.',
            // Well past the 2-day cut-off; a manual event books no slot, so no other test's week is touched.
            eventDate: localDateKey(30),
            startTime: '8:00 PM',
            duration: { hours: 2, minutes: 0 },
            location: { address, location: null, helpingAddress: {} },
            eventType: 'Bachata',
            eventLevel: 'Beginners',
            requiredSeats: 40,
            featured: false,
            attachments: ['/demo/venue-hall.jpg'],
          },
          packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 40 }],
          venue: null,
          manualVenue: { venueName: 'Studio Lane', address, seats: 40 },
          managers: [],
          payment: null,
          // A manual venue books no slot: the wizard shows a total of nothing.
          expectedTotalPence: 0,
        },
      }),
    },
  );
  expect(response.ok, await response.clone().text()).toBe(true);
}

test("an organizer sees tonight's event first among upcoming events and adds it to a calendar", async ({
  page,
}) => {
  await openDashboardAs(page, demo.organizer);
  await openMyEvents(page);

  const first = upcoming(page).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(TONIGHT);
  await expect(first.getByText('active', { exact: true })).toBeVisible();
  await expect(first.getByText('Featured')).toBeVisible();
  await expect(first).toContainText('7:00 PM');
  await expect(first).toContainText('3 hr 0 min');
  // Older events follow under Past, one of them completed.
  await expect(page.getByRole('region', { name: 'Past' }).getByText('Completed').first()).toBeVisible();

  const date = shownDate((await first.textContent()) ?? '');
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: `Add ${TONIGHT} to calendar` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('event-schedule.ics');
  const lines = icsLines(await readFile(await file.path(), 'utf8'));
  const day = date.map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('');
  // 7:00 PM London time, written in UTC: 19:00 in winter, 18:00 in summer.
  const hour = londonSummerTime(date) ? '18' : '19';
  expect(lines).toContain(`SUMMARY:${TONIGHT}`);
  expect(lines).toContain(`DTSTART:${day}T${hour}0000Z`);
  expect(lines).toContain('DURATION:PT3H');
  expect(lines).toContain('LOCATION:12 Camden Road\\, London NW1 9DP\\, United Kingdom');
  expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
    'Salsa Social Tonight: salsa in Camden',
  );
});

test("the details of tonight's event show the booked venue and manager, also when opened from the URL", async ({
  page,
}) => {
  await openDashboardAs(page, demo.organizer);
  await openMyEvents(page);
  await row(page, TONIGHT).getByRole('link', { name: TONIGHT, exact: true }).click();
  await expect(page).toHaveURL(/\/organizer-event-details\/[^/]+$/);

  for (const attempt of ['from the list', 'after a reload']) {
    if (attempt === 'after a reload') await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible();
    const venue = page.getByRole('region', { name: 'Booked venue' });
    await expect(venue.getByRole('heading', { name: 'Camden Dance Hall' })).toBeVisible();
    await expect(venue).toContainText('6:00 PM - 11:00 PM');
    await expect(venue).toContainText('£150.00');
    const marco = page
      .getByRole('region', { name: 'Booked event managers' })
      .getByRole('article', { name: 'Marco Manager' });
    await expect(marco.getByRole('link', { name: demo.manager })).toBeVisible();
    await expect(marco).toContainText('7:00 PM - 10:00 PM');
    await expect(marco).toContainText('£45.00');
    await expect(marco.getByRole('link', { name: /^Invoices detail/ })).toHaveAttribute(
      'href',
      /^\/order-details\?id=.+/,
    );
    await expect(page.getByRole('region', { name: 'Ticket packages' })).toContainText('£12.00 per ticket');
    await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Camden%20Road/,
    );
  }
});

// The too-close refusal ('You can only delete 3 days before event.') is checked in tests/emulator/bookings.test.ts:
// every seeded event within two days has tickets, and tickets are checked first.
test('the server refuses to delete an event with tickets sold', async ({ page }) => {
  await openDashboardAs(page, demo.organizer);
  await openMyEvents(page);

  await deleteFromMenu(page, TONIGHT);
  await expectRefusal(page, 'Sorry! Unable to delete. Event contains tickets.');
  await expect(row(page, TONIGHT)).toBeVisible();

  const kizomba = await findRow(page, WITH_TICKETS);
  await deleteFromMenu(page, WITH_TICKETS);
  await expectRefusal(page, 'Sorry! Unable to delete. Event contains tickets.');
  await expect(kizomba).toBeVisible();
});

test('an organizer deletes an event of their own from its details page', async ({ page }) => {
  const title = `Studio Bachata ${Date.now()}`;
  await createManualEvent(title);
  await openDashboardAs(page, demo.organizer);
  await openMyEvents(page);
  await (await findRow(page, title)).getByRole('link', { name: title, exact: true }).click();

  const venue = page.getByRole('region', { name: 'Venue' });
  await expect(venue.getByRole('heading', { name: 'Studio Lane' })).toBeVisible();
  await expect(venue).toContainText('40');
  await page.getByRole('button', { name: 'Delete Event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organizer-events$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test('My Events and the details fit a phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, demo.organizer, '/organizer-events');
  await expect(row(page, TONIGHT)).toBeVisible();
  const widths = () => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  const [documentWidth, viewportWidth] = await widths();
  expect(documentWidth).toBe(viewportWidth);

  await row(page, TONIGHT).getByRole('link', { name: TONIGHT, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Booked event managers' })).toBeVisible();
  const [detailsWidth, detailsViewport] = await widths();
  expect(detailsWidth).toBe(detailsViewport);
});
