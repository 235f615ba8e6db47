import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, operator, signInAndWaitForDashboard } from './support';

// Every main screen of each role, as the issue lists them: axe (WCAG 2.0/2.1 A and AA) finds no serious or
// critical violation at desktop and phone width, the page fits a 390 px phone without horizontal scroll, and
// screenshots at 390 and 1366 px land in screenshots/a11y/ (git-ignored) for people to look at. One sign-in
// per role and one page per test keep the run short; every screen is checked even after one fails, so a run
// lists everything that is wrong at once.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
// Beside payments.spec's: git-ignored, and out of test-results/, which every Playwright run empties first.
const SCREENS_DIR = 'screenshots/a11y';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
// A cold emulator behind the first dashboard load can take a while to answer.
const LOADED = { timeout: 45_000 };
const RESIZE_MS = 3000;

interface Screen {
  name: string;
  /** Opens the screen and waits until its content is on show. */
  open: (page: Page) => Promise<void>;
}

/** Goes to `path` and waits for its page heading and for every spinner to go. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** The page's heading (or the notice of a load that failed, itself a screen to check) is up and nothing spins. */
async function settled(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.or(page.getByRole('main').getByRole('alert')).first()).toBeVisible(LOADED);
  // Hidden wizard steps keep their own spinners until they are reached.
  await expect(page.locator('.page-spinner, .spinner-border').filter({ visible: true })).toHaveCount(
    0,
    LOADED,
  );
}

/** Opens the first link on `listPath` whose address starts with `prefix` (a details page of seeded data). */
async function visitFirstLink(page: Page, listPath: string, prefix: string) {
  await visit(page, listPath);
  const link = page.getByRole('main').locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached(LOADED);
  await visit(page, (await link.getAttribute('href'))!);
}

const screen = (name: string, path: string): Screen => ({ name, open: (page) => visit(page, path) });
const firstOf = (name: string, listPath: string, prefix: string): Screen => ({
  name,
  open: (page) => visitFirstLink(page, listPath, prefix),
});

/** The serious and critical violations axe finds on the page: one readable line per rule, with where and why. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      const why = violation.nodes[0]?.failureSummary?.split('\n').slice(1).join(' ').trim();
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}x): ${violation.help} -- ${why} -- at ${where}`;
    });
}

/** How wide the document is against the window, and the outermost elements that stick out on the right. */
async function documentOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        ...Array.from(element.classList, (c) => `.${c}`),
      ].join('');
    const outermost = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        element.getBoundingClientRect().right > viewport + 1 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > viewport + 1),
    );
    return { scrollWidth: document.documentElement.scrollWidth, viewport, outermost: outermost.map(name) };
  });
}

async function snap(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, fullPage: true });
}

/** Checks one screen at desktop and at phone width; failures are soft so every screen is reported. */
async function check(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  expect.soft(await blockingViolations(page), `axe on ${name} at ${DESKTOP.width} px`).toEqual([]);
  await snap(page, name, DESKTOP.width);

  await page.setViewportSize(PHONE);
  // Charts redraw for the new width a moment after the resize, as they would after a phone's rotation.
  let overflow = await documentOverflow(page);
  for (let waited = 0; overflow.scrollWidth > overflow.viewport && waited < RESIZE_MS; waited += 250) {
    await page.waitForTimeout(250);
    overflow = await documentOverflow(page);
  }
  const { scrollWidth, viewport, outermost } = overflow;
  expect
    .soft(scrollWidth, `${name} is wider than a ${PHONE.width} px phone: ${outermost.join(', ')}`)
    .toBeLessThanOrEqual(viewport);
  expect.soft(await blockingViolations(page), `axe on ${name} at ${PHONE.width} px`).toEqual([]);
  await snap(page, name, PHONE.width);
  await page.setViewportSize(DESKTOP);
}

async function checkAll(page: Page, prefix: string, screens: Screen[]) {
  for (const { name, open } of screens) {
    await test.step(name, async () => {
      await open(page);
      await check(page, `${prefix}-${name}`);
    });
  }
}

// A role's screens run one after another on one page: minutes, not the default minute.
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: DESKTOP });
test.beforeAll(() => mkdir(SCREENS_DIR, { recursive: true }));

test('signed out: sign-in, registration, password reset and the public ticket pages', async ({ page }) => {
  // Tonight's demo event and one buyer's tickets page, as the operator prints them.
  const links = await operator('ticket-links');
  const eventId = /\(([^)]+)\):/.exec(links)![1];
  const ticketsPath = /(\/t\/[^\s]+)/.exec(links)![1];
  await checkAll(page, 'public', [
    screen('login', '/login'),
    screen('signup', '/signup'),
    screen('register', '/register'),
    screen('register-event-manager', '/register-event-manager'),
    screen('register-venue-owner', '/register-venue-owner'),
    screen('register-event-organizer', '/register-event-organizer'),
    screen('forgot-password', '/forgot-password'),
    screen('event-page', `/e/${eventId}`),
    screen('tickets-page', ticketsPath),
  ]);
});

test('venue owner: every screen of the menu and the details pages', async ({ page }) => {
  await signInAndWaitForDashboard(page, demo.owner);
  await checkAll(page, 'owner', [
    screen('dashboard', '/dashboard'),
    screen('profile', '/profile'),
    screen('venues', '/venues'),
    firstOf('venue-details', '/venues', '/venue-details/'),
    screen('add-venue', '/add-venue'),
    screen('events', '/events-list'),
    firstOf('event-details', '/events-list', '/event-details/'),
    screen('new-event', '/new-event'),
    screen('orders', '/orders'),
    firstOf('order-details', '/orders', '/order-details'),
    screen('event-managers', '/event-managers'),
    firstOf('event-manager-details', '/event-managers', '/event-managers/'),
    screen('announcements', '/announcements'),
    screen('payments', '/payments'),
    firstOf('payment-details', '/payments', '/payments/'),
  ]);
});

test('event manager: every screen of the menu and the details pages', async ({ page }) => {
  await signInAndWaitForDashboard(page, demo.manager);
  await checkAll(page, 'manager', [
    screen('dashboard', '/dashboard'),
    screen('availability', '/availability'),
    screen('add-availability', '/add-availability'),
    screen('orders', '/orders'),
    screen('venue-owners', '/venue-owners'),
    firstOf('venue-owner-details', '/venue-owners', '/venue-owners/'),
    screen('events', '/events-list'),
    screen('payments', '/payments'),
  ]);
});

test('event organizer: every screen of the menu, and the dashboard in each sidebar and topbar theme', async ({
  page,
}) => {
  await signInAndWaitForDashboard(page, demo.organizer);
  await checkAll(page, 'organizer', [
    screen('dashboard', '/dashboard'),
    screen('events', '/organizer-events'),
    firstOf('event-details', '/organizer-events', '/organizer-event-details/'),
    screen('new-event', '/organizer-new-event'),
    screen('event-managers', '/event-managers'),
    screen('venue-owners', '/venue-owners'),
    screen('announcements', '/announcements'),
    screen('payments', '/payments'),
  ]);

  // The layout settings panel, itself a screen, then the dashboard behind it in each theme it offers.
  await visit(page, '/dashboard');
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await check(page, 'organizer-settings-panel');
  for (const [group, option] of [
    ['Left sidebar theme', 'Light'],
    ['Left sidebar theme', 'Colored'],
    ['Topbar theme', 'Dark'],
    ['Left sidebar theme', 'Dark'],
  ]) {
    await test.step(`${group} ${option}`, async () => {
      await panel.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
      const theme = `${group.replace(' theme', '')} ${option}`.toLowerCase().replace(/ /g, '-');
      await check(page, `organizer-dashboard-${theme}`);
    });
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await check(page, 'organizer-dashboard-dark-topbar');
});
