import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect, test, type Page } from '@playwright/test';
import { emulatorProjectId } from '../support/project';
import { demo, operator, openDashboardAs } from './support';

// Ratings end to end (issue 20 section 2): an event of organizer@ that booked manager@ (Marco) and ended three days ago
// is completed by the operator's settle (as the hourly job would); the organizer rates Marco from the event's details,
// and Marco's card in the directory shows the new average and count ('New' below three ratings). Screenshots at 390
// and 1280 px land in screenshots/.

const DAY_MS = 24 * 60 * 60 * 1000;
const SERVER_MS = 30_000;
const ORGANIZER_UID = 'demo-event-organizer';
const MANAGER_UID = 'demo-event-manager';
const stamp = Date.now();
const title = `E2E Rated Social ${stamp}`;
const eventId = `e2e-rated-${stamp}`;
let app: App;
let db: Firestore;

async function writeEndedEvent() {
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS);
  const slot = { id: `${eventId}-slot`, startTime: '7:00 PM', endTime: '10:00 PM', price: 50 };
  const marco = {
    id: MANAGER_UID,
    name: 'Marco Manager',
    category: 'Dance Instructor',
    email: demo.manager,
    img: '',
  };
  await db.doc(`events/${eventId}`).create({
    title,
    description: 'Ended and booked: ready to settle and rate.',
    eventDate: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    date: day.getTime(),
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 40,
    status: 'active',
    featured: false,
    isFeaturedTaxApply: false,
    isManual: true,
    attachments: [],
    packages: [{ detail: 'Standard', price: 20, ticketsAmmount: 40 }],
    eventManagers: [{ ...marco, bookedSlots: [slot] }],
    managersId: [MANAGER_UID],
    venue: null,
    selectedVenue: null,
    orderCount: 1,
    isPaymentCleared: false,
    createdBy: ORGANIZER_UID,
    createdAt: day.getTime() - 30 * DAY_MS,
  });
  const party = (id: string, name: string, email: string) => ({ id, name, email, number: '', img: '' });
  await db.doc(`orders/${eventId}-order`).create({
    event: eventId,
    kind: 'manager',
    bookingOwnerId: MANAGER_UID,
    bookingDate: day.getTime(),
    slot,
    eventDetails: { title, description: '', eventLocation: 'London', address: 'London', date: day.getTime() },
    venue: null,
    eventManager: marco,
    createdBy: ORGANIZER_UID,
    createdTo: MANAGER_UID,
    createdByData: party(ORGANIZER_UID, 'Olga Organizer', demo.organizer),
    createdToData: party(MANAGER_UID, 'Marco Manager', demo.manager),
    status: 'active',
    paymentMethod: 'cash',
    createdAt: day.getTime() - 30 * DAY_MS,
  });
}

/** The card's text for an aggregate, as the app words it in English. */
function cardRating(count: number, total: number): string {
  if (count < 3) return 'New';
  return `${(Math.round((total / count) * 10) / 10).toFixed(1)} (${count})`;
}

async function marcoAggregate() {
  const profile = (await db.doc(`profiles/${MANAGER_UID}`).get()).data() ?? {};
  const manager = (await db.doc(`managers/${MANAGER_UID}`).get()).data() ?? {};
  return {
    count: Number(profile.ratingCount ?? 0),
    total: Number(manager.ratingTotal ?? 0),
  };
}

/**
 * Opens a path inside the running app, as its own links do: a reload would restore the signed-in session from storage
 * before Firebase Auth has its token, and a page's first read would go out signed out.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function marcoCard(page: Page) {
  await openInApp(page, '/event-managers');
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Marco Manager' }) });
}

test.beforeAll(async () => {
  app = initializeApp({ projectId: emulatorProjectId() }, `ratings-e2e-${stamp}`);
  db = getFirestore(app);
  await writeEndedEvent();
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  expect(await operator('settle', yesterday)).toContain(eventId);
});

test.afterAll(async () => {
  await deleteApp(app);
});

test.describe.configure({ timeout: 150_000 });

test('an organizer rates the manager of a completed event and his card changes', async ({ page }) => {
  const before = await marcoAggregate();
  const after = { count: before.count + 1, total: before.total + 5 };

  await openDashboardAs(page, demo.organizer);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await marcoCard(page);
  await expect(card.getByRole('img', { name: /^Rating/ })).toContainText(
    cardRating(before.count, before.total),
    {
      timeout: SERVER_MS,
    },
  );

  await openInApp(page, `/organizer-event-details/${eventId}`);
  await page.getByRole('link', { name: 'Rate bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate your bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Rate Marco Manager' }).click({ timeout: SERVER_MS });
  await page.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
  await page.getByLabel('What went well, or not (optional)').fill('Kept the floor full all night.');
  await page.screenshot({ path: 'screenshots/rate-bookings-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Rating saved.')).toBeVisible({ timeout: SERVER_MS });
  await expect(page.getByText('Your rating: 5 of 5.')).toBeAttached();

  const changed = await marcoCard(page);
  await expect(changed.getByRole('img', { name: /^Rating/ })).toContainText(
    cardRating(after.count, after.total),
    {
      timeout: SERVER_MS,
    },
  );
  await page.screenshot({ path: 'screenshots/manager-card-rated-390.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'screenshots/manager-card-rated-1280.png', fullPage: false });
  await openInApp(page, `/rate-bookings/${eventId}`);
  await expect(page.getByRole('button', { name: 'Edit rating of Marco Manager' })).toBeVisible({
    timeout: SERVER_MS,
  });
  await page.screenshot({ path: 'screenshots/rate-bookings-1280.png', fullPage: true });
});
