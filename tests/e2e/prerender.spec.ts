import { expect, test, type Page, type Route } from '@playwright/test';
import { demo, signInAndWaitForDashboard } from './support';

// index.html carries prerendered copies of the sign-in page and of the dashboard's frame (src/firstPaint)
// that show before any script has loaded. These check that each is what the app renders, that they show only where
// they should, and that what a visitor types into the sign-in copy before the app takes over is kept.

/** Holds every script request until `release` is called, so the page stays as index.html left it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    // A request of a page left meanwhile is gone; continuing it fails, which is fine.
    await Promise.allSettled(held.map((route) => route.continue()));
  };
}

/** What the visitor sees of the page: each element with its classes and own text, in document order. */
const shapeOf = (page: Page) =>
  page.locator('#root').evaluate((root) =>
    Array.from(root.querySelectorAll('*')).map((element) => {
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent?.trim())
        .join('');
      return `${element.tagName.toLowerCase()}.${Array.from(element.classList).sort().join('.')} ${text}`;
    }),
  );

test('before any script has loaded, /login already shows the sign-in form the app renders', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  const prerendered = await shapeOf(page);

  await release();
  // The app has taken over when the mark is gone: React rendered its own page in place of the copy.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await shapeOf(page)).toEqual(prerendered);
});

test('what is typed before the app has loaded stays, with the focus', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(demo.organizer);
  await page.getByLabel('Email').focus();

  await release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(demo.organizer);
  await expect(page.getByLabel('Email')).toBeFocused();
  // And it is the form's value, not only the field's: submitting sends it.
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Log In pressed before the app has loaded: no password in the address, and the app signs in once loaded', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(demo.organizer);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect(page.url()).not.toContain('demo1234');
  expect(page.url()).toMatch(/\/login$/);
  await release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('other pages, another language and a stored session do not show the sign-in copy', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  // The inline script has run once the template (after #root) is parsed.
  await page.locator('#prerendered-login').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();

  await page.evaluate(() => localStorage.setItem('gigvenue.language', 'de'));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#prerendered-login').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();

  await page.evaluate(() => {
    localStorage.removeItem('gigvenue.language');
    sessionStorage.setItem('authUser', JSON.stringify({ id: 'someone' }));
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#prerendered-login').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();
  await release();
});

test("a stored session's first paint is the dashboard's frame, which the app then fills in", async ({
  page,
}) => {
  await signInAndWaitForDashboard(page, demo.organizer);
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  // index.html's copy: the frame and the heading, nothing of the account yet.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('#root .vertical-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Events' })).toHaveCount(0);

  await release();
  // The app's own frame over it: the organizer's menu and the figures.
  await expect(page.getByRole('link', { name: 'My Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(1);
  await expect(page.locator('.dashboard-page .card').first()).toBeVisible();
});

test('a stored session with a chosen layout or language paints no frame copy (it would be the wrong one)', async ({
  page,
}) => {
  await signInAndWaitForDashboard(page, demo.organizer);
  const release = await holdScripts(page);
  for (const [key, value] of [
    ['gigvenue.layout', JSON.stringify({ leftSidebarTheme: 'light' })],
    ['gigvenue.language', 'de'],
  ]) {
    await page.evaluate(([name, chosen]) => localStorage.setItem(name, chosen), [key, value]);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#prerendered-dashboard').waitFor({ state: 'attached' });
    await expect(page.locator('#root')).toBeEmpty();
    await page.evaluate((name) => localStorage.removeItem(name), key);
  }
  await release();
});
