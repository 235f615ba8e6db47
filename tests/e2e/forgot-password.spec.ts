import { expect, test } from '@playwright/test';
import { latestResetLink, operator, signIn, uniqueEmail } from './support';

test.describe('forgot password', () => {
  test('an unknown e-mail is refused', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByText('Enter your Email and instructions will be sent to you!')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@gigvenue.test');
    await page.getByRole('button', { name: 'Reset' }).click();
    // The first callable of a run starts a Functions emulator worker, which can take several seconds.
    await expect(page.getByText('Email not found!')).toBeVisible({ timeout: 25_000 });
  });

  test('the reset e-mail link sets a new password that signs in', async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/register-event-organizer');
    await page.getByLabel('Name').fill('Reset Person');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Number').fill('01234 567890');
    await page.getByLabel('Password', { exact: true }).fill('first-pass');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Register User Successfully')).toBeVisible({ timeout: 20_000 });
    await operator('approve', email);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Reset password settings send to your email.')).toBeVisible({
      timeout: 25_000,
    });

    const link = await latestResetLink(email);
    expect(link).toBeTruthy();
    const reset = await page.request.get(`${link}&newPassword=second-pass`);
    expect(reset.ok()).toBe(true);

    await signIn(page, email, 'second-pass');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
