import { expect, test } from '@playwright/test';
import { demo, operator, signIn, signInAndWaitForDashboard, uniqueEmail } from './support';

test.describe('signing in and out', () => {
  test('login shows required messages and rejects wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please Enter Your Email')).toBeVisible();
    await expect(page.getByText('Please Enter Your Password')).toBeVisible();
    await signIn(page, demo.owner, 'wrong-password');
    await expect(page.getByText('Invalid Email or Password')).toBeVisible();
  });

  test('pending and suspended accounts are turned away', async ({ page }) => {
    await signIn(page, demo.pending);
    await expect(page.getByText('Your account is under verification')).toBeVisible();
    await signIn(page, demo.suspended);
    await expect(page.getByText('Your account is suspended.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected route redirects to login and returns there afterwards', async ({ page }) => {
    await page.goto('/payments');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(demo.organizer);
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/payments$/);
  });

  test('the root redirects to the dashboard and logout ends the session', async ({ page }) => {
    await signInAndWaitForDashboard(page, demo.organizer);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    await signInAndWaitForDashboard(page, demo.organizer);
    await page.goto('/no-such-page');
    await expect(page.getByText('Sorry, page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("another role's screen stays closed, with a way back", async ({ page }) => {
    await signInAndWaitForDashboard(page, demo.manager);
    await page.goto('/add-venue');
    await expect(
      page.getByRole('heading', { name: 'This page is not available for your account type.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Venue Name')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-in account that gets suspended is logged out at once', async ({ page }) => {
    const email = uniqueEmail('suspend');
    await page.goto('/register-event-organizer');
    await page.getByLabel('Name').fill('Soon Suspended');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Number').fill('01234 567890');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Register User Successfully')).toBeVisible({ timeout: 20_000 });
    await operator('approve', email);
    await signInAndWaitForDashboard(page, email, 'secret123');

    await operator('suspend', email);
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByText('Your account is suspended.')).toBeVisible();
  });
});
