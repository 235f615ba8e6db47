import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, operator, openDashboardAs } from './support';

// Every main screen of each role, as the issue lists them: axe (WCAG 2.0/2.1 A and AA) finds no serious or
// critical violation at desktop and phone width, the page fits a 390 px phone without horizontal scroll, and
// screenshots at 390 and 1366 px land in screenshots/a11y/ (git-ignored) for people to look at. One sign-in
// per role and one page per test keep the run short; every screen is checked even after one fails, so a run
// lists everything that is wrong at once.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
// Beside payments.spec's: git-ignored, and out of test-results/, which every Playwright run empties first.
const SCREENS_DIR = 'screenshots/a11y';
// Asked for, not taken on every run: a full-page capture redraws the whole page, and the two per screen were a sixth
// of this spec's time (the owner's screens: 108 s with them, 90 s without, alone on this machine).
const SCREENSHOTS = process.env.A11Y_SCREENSHOTS === '1';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
// A cold emulator behind the first dashboard load can take a while to answer.
const LOADED = { timeout: 45_000 };
const RESIZE_MS = 3000;
// The owner's own upcoming demo event with tickets sold (scripts/lib/demo-data.mjs): its tickets table has buttons.
const WITH_TICKETS = 'Bachata Masterclass';

interface Screen {
  name: string;
  /** Opens the screen and waits until its content is on show. */
  open: (page: Page) => Promise<void>;
}

/** A local 'YYYY-MM-DD' `days` from today, as a date input takes it. */
function localDateIn(days: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

/**
 * Goes to `path` and waits for its page heading and for every spinner to go. Once the app is open it goes there as
 * a menu link would, through the router (a history entry and the popstate it follows), not by loading the app
 * again: a reload per screen started the app, its session and its listeners afresh forty-odd times a run.
 */
async function visit(page: Page, path: string) {
  const current = new URL(page.url());
  const appOpen = current.protocol.startsWith('http') && (await page.locator('main h1').count()) > 0;
  if (!appOpen) await load(page, path);
  else if (`${current.pathname}${current.search}` !== path) {
    await page.evaluate((to) => {
      document.querySelector<HTMLElement>('main h1')?.setAttribute('data-left', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The screen left keeps its heading until the next one renders.
    await expect(page.locator('main h1[data-left]')).toHaveCount(0, LOADED);
    await settled(page);
  }
}

/** Loads `path` afresh, for what a page load starts with: the focus at the top of the document. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/** The page's heading (or the notice of a load that failed, itself a screen to check) is up and nothing spins. */
async function settled(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await explained(page, () =>
    expect(heading.or(page.getByRole('main').getByRole('alert')).first()).toBeVisible(LOADED),
  );
  // Hidden wizard steps keep their own spinners until they are reached.
  await explained(page, () =>
    expect(page.locator('.page-spinner, .spinner-border').filter({ visible: true })).toHaveCount(0, LOADED),
  );
}

// What the browser reported while a test ran (uncaught errors, console errors, failed requests), for the message
// of a wait that times out: a screen that never loads on a busy CI runner is otherwise a bare "not found".
const browserTrouble = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const trouble: string[] = [];
  browserTrouble.set(page, trouble);
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // Every goto() aborts the page's open requests (its listeners' channels): no trouble.
    if (reason !== 'net::ERR_ABORTED') trouble.push(`request failed: ${request.url()} (${reason})`);
  });
});

/** Runs a wait, and if it fails says where the page is, what it shows and what went wrong in the browser. */
async function explained(page: Page, wait: () => Promise<void>) {
  try {
    await wait();
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 240))
      .catch(() => 'unreadable');
    const trouble = (browserTrouble.get(page) ?? []).slice(-3).map((line) => line.slice(0, 200));
    throw new Error(
      [`at ${page.url()}, showing "${shown}"`, ...trouble, (error as Error).message].join('\n'),
      { cause: error },
    );
  }
}

/**
 * Opens a details page linked from `listPath` (addresses starting with `prefix`): one of the seeded demo items
 * (ids starting `demo-`) when the list has one. Specs running beside this one add items and delete them again, and
 * the first link could be to one that is gone by the time its page loads, which shows "not found", not the screen.
 */
async function visitSeededLink(page: Page, listPath: string, prefix: string) {
  await visit(page, listPath);
  const links = page.getByRole('main').locator(`a[href^="${prefix}"]`);
  await expect(links.first()).toBeAttached(LOADED);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  await visit(page, hrefs.find((href) => href.slice(prefix.length).includes('demo-')) ?? hrefs[0]);
}

const screen = (name: string, path: string): Screen => ({ name, open: (page) => visit(page, path) });
/** A buyers' page: an app of its own that the server renders (src/app/shop), so it is loaded, never routed to. */
const shopScreen = (name: string, path: string): Screen => ({ name, open: (page) => load(page, path) });
const seededDetails = (name: string, listPath: string, prefix: string): Screen => ({
  name,
  open: (page) => visitSeededLink(page, listPath, prefix),
});

/**
 * axe, put into the page once per document. AxeBuilder evaluates its whole source (some 550 KB) twice per analysis;
 * screens after the first are reached through the router, so one document serves a test's dozens of analyses.
 * Measured on a quiet machine: 165 ms an analysis with the re-injection, 57 ms without it and with violations alone.
 */
async function ensureAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axe.source);
}
// What AxeBuilder evaluates as "axe's source" once ensureAxe has put the real one in: nothing.
const ALREADY_INJECTED = ';';

/** The serious and critical violations axe finds on the page: one readable line per rule, with where and why. */
async function blockingViolations(page: Page): Promise<string[]> {
  // A modal fading in is half transparent: axe would measure its text blended into the page behind (a slow run read
  // the feedback note's black text as #808080). Finite transitions end first; a spinner's endless one never does.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await ensureAxe(page);
  // Legacy mode runs axe.run in the page itself. The default opens a blank page for every analysis to merge the
  // results of cross-origin frames, a second or more each on two busy cores (minutes over this spec's eighty-odd
  // analyses), and the app has no cross-origin frame to merge: Stripe's, the only kind, never load offline. The mode
  // is deprecated for axe 5; on that upgrade, measure the default again. Passes and inapplicable rules are not
  // collected: only violations are read.
  const { violations } = await new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
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
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, fullPage: true });
}

/**
 * Resizes the window and waits for the shell's CSS transitions then running (the sidebar's width and its links'
 * colours, the content's margin) to end: axe reads colours as they are drawn, and mid-way they are neither.
 */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/** Checks one screen at desktop and at phone width; failures are soft so every screen is reported. */
async function check(page: Page, name: string) {
  await resizeTo(page, DESKTOP);
  expect.soft(await blockingViolations(page), `axe on ${name} at ${DESKTOP.width} px`).toEqual([]);
  await snap(page, name, DESKTOP.width);

  await resizeTo(page, PHONE);
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

/** Whether the focus sits inside `scope` (a dialog that should hold it). */
const holdsFocus = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

/**
 * Tabs through the first `stops` stops of a page just loaded and names those that show no focus ring: no outline
 * and no box shadow, the two ways the browser and Bootstrap draw one.
 */
async function stopsWithoutFocusRing(page: Page, stops: number) {
  const missing: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    // Bootstrap eases its ring in over 0.15 s.
    await page.waitForTimeout(200);
    const unringed = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== 'none') return null;
      return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`;
    });
    if (unringed) missing.push(unringed);
  }
  return missing;
}

// A role's screens run one after another on one page: minutes, not the default minute (2 on a quiet machine, and
// a loaded CI runner beside another worker can take twice that). The roles' tests share nothing, so they may go to
// either worker: run in order on one, this file was the end-to-end tier's long tail.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });
test.use({ viewport: DESKTOP });
test.beforeAll(() => (SCREENSHOTS ? mkdir(SCREENS_DIR, { recursive: true }) : undefined));

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
    shopScreen('event-page', `/e/${eventId}`),
    shopScreen('tickets-page', ticketsPath),
  ]);
});

test('venue owner: every screen of the menu and the details pages', async ({ page }) => {
  await openDashboardAs(page, demo.owner);
  await checkAll(page, 'owner', [
    screen('dashboard', '/dashboard'),
    screen('profile', '/profile'),
    screen('venues', '/venues'),
    seededDetails('venue-details', '/venues', '/venue-details/'),
    screen('add-venue', '/add-venue'),
    screen('events', '/events-list'),
    {
      name: 'event-details',
      open: async (page) => {
        await visit(page, '/events-list');
        await page.getByRole('main').getByRole('link', { name: WITH_TICKETS, exact: true }).click();
        await settled(page);
      },
    },
    screen('new-event', '/new-event'),
    screen('orders', '/orders'),
    seededDetails('order-details', '/orders', '/order-details'),
    screen('event-managers', '/event-managers'),
    seededDetails('event-manager-details', '/event-managers', '/event-managers/'),
    screen('announcements', '/announcements'),
    screen('payments', '/payments'),
    seededDetails('payment-details', '/payments', '/payments/'),
  ]);

  // The profile's other tabs, reached with the arrow keys as the tabs pattern has it.
  await test.step('profile tabs by keyboard', async () => {
    await visit(page, '/profile');
    await page.getByRole('tab', { name: 'Profile' }).focus();
    for (const [tab, name] of [
      ['Configurations', 'owner-profile-configurations'],
      ['Change Password', 'owner-profile-password'],
    ]) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await check(page, name);
    }
  });

  // The top bar's notification panel opens from the keyboard, Tab walks into its links, and Escape closes it
  // back onto the bell.
  await test.step('notification panel by keyboard', async () => {
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await check(page, 'owner-notifications');
    await bell.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => holdsFocus(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toBeFocused();
  });

  // A modal by keyboard: a ticket's feedback note opens from its button, holds the focus, and Escape closes it
  // and gives the focus back to that button.
  await test.step('feedback note modal by keyboard', async () => {
    await visit(page, '/events-list');
    await page.getByRole('main').getByRole('link', { name: WITH_TICKETS, exact: true }).click();
    await settled(page);
    const addComment = page.getByRole('button', { name: /^Add Comment to ticket/ }).first();
    await addComment.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Feedback Note' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await check(page, 'owner-feedback-note');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addComment).toBeFocused();
  });
});

test('event manager: every screen of the menu and the details pages', async ({ page }) => {
  await openDashboardAs(page, demo.manager);
  await checkAll(page, 'manager', [
    screen('dashboard', '/dashboard'),
    screen('availability', '/availability'),
    screen('add-availability', '/add-availability'),
    screen('orders', '/orders'),
    screen('venue-owners', '/venue-owners'),
    seededDetails('venue-owner-details', '/venue-owners', '/venue-owners/'),
    screen('events', '/events-list'),
    screen('payments', '/payments'),
  ]);

  // A wizard by keyboard: each button pressed with Enter, and when a step gives way to the next the focus moves
  // to the step now shown instead of falling back to the top of the page. Nothing is saved.
  await test.step('add availability wizard by keyboard', async () => {
    await visit(page, '/add-availability');
    const press = async (name: string) => {
      await page.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    await page.getByLabel('Start Date').fill(localDateIn(40));
    await page.getByLabel('Title').fill('Keyboard Salsa');
    await page.getByLabel('Type').selectOption('For Venue');
    await page.getByLabel('Start Time').selectOption('7:00 PM');
    await page.getByLabel('End Time').selectOption('9:00 PM');
    await page.getByLabel('Price (£)').fill('35');
    await press('Add Slot');
    await expect(page.getByRole('button', { name: 'Remove Keyboard Salsa' })).toBeVisible();
    await press('Add to List');
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
    await press('Next');
    const currentStep = page.getByRole('listitem').and(page.locator('[aria-current="step"]'));
    await expect(currentStep).toHaveText(/Confirm Detail/);
    await expect(currentStep).toBeFocused();
    await check(page, 'manager-add-availability-confirm');
    await press('Previous');
    await expect(currentStep).toHaveText(/Availability/);
    await expect(currentStep).toBeFocused();
  });
});

test('event organizer: every screen of the menu, and the dashboard in each sidebar and topbar theme', async ({
  page,
}) => {
  await openDashboardAs(page, demo.organizer);
  await checkAll(page, 'organizer', [
    screen('dashboard', '/dashboard'),
    screen('events', '/organizer-events'),
    seededDetails('event-details', '/organizer-events', '/organizer-event-details/'),
    screen('new-event', '/organizer-new-event'),
    screen('event-managers', '/event-managers'),
    screen('venue-owners', '/venue-owners'),
    screen('announcements', '/announcements'),
    screen('payments', '/payments'),
  ]);

  // Every stop on the keyboard's way through the top bar, the menu and the page shows where the focus is.
  await test.step('focus is visible', async () => {
    await load(page, '/dashboard');
    expect(await stopsWithoutFocusRing(page, 16)).toEqual([]);
  });

  // The top bar's menus open from the keyboard onto their first item; Escape closes them back onto their button.
  for (const [button, name] of [
    ['Language', 'organizer-language-menu'],
    ['Account menu', 'organizer-account-menu'],
  ]) {
    await test.step(`${button} by keyboard`, async () => {
      const toggle = page.getByRole('button', { name: button, exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect.poll(() => holdsFocus(menu)).toBe(true);
      expect.soft(await blockingViolations(page), `axe on ${name}`).toEqual([]);
      await snap(page, name, DESKTOP.width);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }

  // The first Tab offers to skip the top bar and the menu; taking it, the next Tab lands in the page.
  await test.step('skip link', async () => {
    await load(page, '/organizer-events');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => holdsFocus(page.getByRole('main'))).toBe(true);
  });

  // On a phone the menu opens from its button like a dialog, and Escape closes it and gives the focus back.
  await test.step('phone menu by keyboard', async () => {
    await page.setViewportSize(PHONE);
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    expect.soft(await blockingViolations(page), 'axe on the open phone menu').toEqual([]);
    await snap(page, 'organizer-phone-menu', PHONE.width);
    await menu.getByRole('link', { name: 'Payments' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.setViewportSize(DESKTOP);
  });

  // The layout settings panel, itself a screen, worked by keyboard alone: it takes the focus when it opens and
  // gives it back when Escape closes it. Then the dashboard in each theme it offers (the default is the dark sidebar).
  await visit(page, '/dashboard');
  const settings = page.getByRole('button', { name: 'Settings' });
  const panel = page.getByRole('dialog', { name: 'Settings' });
  const openSettings = async () => {
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  };
  await openSettings();
  await check(page, 'organizer-settings-panel');
  for (const [group, option, name] of [
    ['Left sidebar theme', 'Light', 'sidebar-light'],
    ['Left sidebar theme', 'Colored', 'sidebar-colored'],
    ['Left sidebar theme', 'Dark', null],
    ['Topbar theme', 'Dark', 'sidebar-dark-topbar-dark'],
  ] as const) {
    await test.step(`${group}: ${option}`, async () => {
      if (!(await panel.isVisible())) await openSettings();
      const choice = panel.getByRole('group', { name: group }).getByLabel(option, { exact: true });
      await choice.focus();
      await page.keyboard.press('Space');
      await expect(choice).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(settings).toBeFocused();
      if (name) await check(page, `organizer-dashboard-${name}`);
    });
  }
});
