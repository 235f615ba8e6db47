import { expect, test, type Page } from '@playwright/test';
import { operator, signIn, tinyPng, uniqueEmail } from './support';

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

// Exact labels: the manager form's address part also has "Street name" and "Street number".
async function fillAccountBasics(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('E2E Person');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Number', { exact: true }).fill('+44 20 7946 0999');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
}

async function expectRegistered(page: Page) {
  await expect(page.getByText('Register User Successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your account is under verification')).toBeVisible();
}

test.describe('registration', () => {
  test('signup chooser links to each registration form', async ({ page }) => {
    await page.goto('/Signup');
    for (const [card, path] of [
      ['Venue Owner', '/register-venue-owner'],
      ['Event Manager', '/register-event-manager'],
      ['Event Organizer', '/register-event-organizer'],
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
      await expect(page.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
  });

  test('venue owner: required messages, then register, pending gating, approval, sign-in', async ({
    page,
  }) => {
    await page.goto('/register-venue-owner');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectMessages(page, [
      'Please Enter Your Email',
      'Please Enter Your Number',
      'Please Enter Your Name',
      'Password is required',
    ]);

    const email = uniqueEmail('owner');
    await fillAccountBasics(page, email);
    // The drop zone's file input: its label also names the previews once a picture is chosen.
    await page.locator('input#register-image').setInputFiles(tinyPng);
    await expect(page.getByRole('img', { name: 'avatar.png' })).toBeVisible();
    await page.getByLabel('Also create a combined user account for the mobile app').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page);

    await signIn(page, email, 'secret123');
    await expect(page.getByText('Your account is under verification')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    expect(await operator('approve', email)).toContain('pending -> active');
    await signIn(page, email, 'secret123');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My Venues' }),
    ).toBeVisible();
  });

  test('event organizer: required messages and a valid submit', async ({ page }) => {
    await page.goto('/register-event-organizer');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectMessages(page, [
      'Please Enter Your Email',
      'Please Enter Your Number',
      'Please Enter Your Name',
      'Password is required',
    ]);
    await fillAccountBasics(page, uniqueEmail('organizer'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page);
  });

  test('an e-mail already in use is refused', async ({ page }) => {
    await page.goto('/register-event-organizer');
    await fillAccountBasics(page, 'organizer@gigvenue.test');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Email already exists.')).toBeVisible({ timeout: 20_000 });
  });

  test('generic register: required messages and a valid submit', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectMessages(page, [
      'Please Enter Your Email',
      'Please Enter Your Username',
      'Please Enter Your Password',
    ]);
    await page.getByLabel('Email').fill(uniqueEmail('generic'));
    await page.getByLabel('Username').fill('e2e-generic');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page);
  });

  test('event manager: every required message, then register with previous work', async ({ page }) => {
    await page.goto('/register-event-manager');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectMessages(page, [
      'Please Enter Your Email',
      'Please Enter Your Number',
      'Please Enter Your Name',
      'Please Enter Your Password',
      'Please Enter Your Bio/Description',
      'Location must required',
      'Select category',
      'Atleast one attachment required',
    ]);

    const email = uniqueEmail('manager');
    await fillAccountBasics(page, email);
    await page.getByLabel('Bio/Description').fill('I host salsa socials and teach beginners.');
    // Offline (no Maps key) the location is the manual address form.
    const location = page.getByRole('group', { name: 'Location' });
    await location.getByLabel('Address line 1', { exact: true }).fill('10 Downing Street');
    await location.getByLabel('Town or city', { exact: true }).fill('London');
    await location.getByLabel('Postal code', { exact: true }).fill('SW1A 2AA');
    await page.getByLabel('Category').selectOption({ label: 'DJ' });
    await page.getByLabel('Experience (years)').fill('4');
    const previousWork = page.locator('input#register-previous-work');
    await previousWork.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('notes.txt: only PNG, JPG and JPEG images are allowed')).toBeVisible();
    await previousWork.setInputFiles({ ...tinyPng, name: 'work.png' });
    await expect(page.getByRole('button', { name: 'Remove work.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectRegistered(page);
    await signIn(page, email, 'secret123');
    await expect(page.getByText('Your account is under verification')).toBeVisible();
  });
});
