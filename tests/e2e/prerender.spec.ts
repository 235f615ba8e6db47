import { expect, test, type Page, type Route } from '@playwright/test';
import { demo } from './support';

// index.html carries a prerendered copy of the sign-in page (scripts/lib/prerenderPage.mjs) that shows before any
// script has loaded. These check that it is the page the app renders, that it shows only where it should, and that
// what a visitor types into it before the app takes over is kept.

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

test('a submit before the app has loaded goes nowhere (no password in the address)', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(demo.organizer);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect(page.url()).not.toContain('secret');
  await release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(page.url()).toMatch(/\/login$/);
});

test('other pages, another language and a stored session do not show the sign-in copy', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  // The inline script has run once the template (after #root) is parsed.
  await page.locator('#prerendered-page').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();

  await page.evaluate(() => localStorage.setItem('gigvenue.language', 'de'));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#prerendered-page').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();

  await page.evaluate(() => {
    localStorage.removeItem('gigvenue.language');
    sessionStorage.setItem('authUser', JSON.stringify({ id: 'someone' }));
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#prerendered-page').waitFor({ state: 'attached' });
  await expect(page.locator('#root')).toBeEmpty();
  await release();
});
