import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestResetLink, operator, signIn, tinyPng, uniqueEmail } from './support';

// Each test registers and approves its own account, so the seeded demo accounts stay as other specs expect.
const PASSWORD = 'secret123';

// Exact labels: the manager form's address part also has "Street name" and "Street number".
async function fillAccountBasics(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('E2E Person');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Number', { exact: true }).fill('+44 20 7946 0999');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

async function submitRegistration(page: Page) {
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Register User Successfully')).toBeVisible({ timeout: 20_000 });
}

async function approveAndOpenProfile(page: Page, email: string) {
  expect(await operator('approve', email)).toContain('pending -> active');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

async function registerAccount(page: Page, role: 'venue-owner' | 'event-organizer') {
  const email = uniqueEmail(`profile-${role}`);
  await page.goto(`/register-${role}`);
  await fillAccountBasics(page, email);
  await submitRegistration(page);
  await approveAndOpenProfile(page, email);
  return email;
}

async function registerManager(page: Page) {
  const email = uniqueEmail('profile-manager');
  await page.goto('/register-event-manager');
  await fillAccountBasics(page, email);
  await page.getByLabel('Bio/Description').fill('I host salsa socials and teach beginners.');
  // Offline (no Maps key) the location is the manual address form.
  await page.getByLabel('Address line 1', { exact: true }).fill('10 Downing Street');
  await page.getByLabel('Town or city', { exact: true }).fill('London');
  await page.getByLabel('Category').selectOption({ label: 'DJ' });
  await page.locator('input#register-previous-work').setInputFiles({ ...tinyPng, name: 'first-work.png' });
  await expect(page.getByRole('button', { name: 'Remove first-work.png' })).toBeVisible();
  await submitRegistration(page);
  await approveAndOpenProfile(page, email);
  return email;
}

const profilePanel = (page: Page) => page.getByRole('tabpanel', { name: 'Profile' });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Update Profile' }).click();

async function expectSavedBanner(page: Page) {
  const banner = page.getByText('Profile Update Successfully', { exact: true });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  // The spec's banner clears itself after three seconds.
  await expect(banner).toBeHidden({ timeout: 6_000 });
}

test.describe('profile', () => {
  test('venue owner: required messages, a refused file, an avatar that reaches the top bar', async ({
    page,
  }) => {
    const email = await registerAccount(page, 'venue-owner');
    const panel = profilePanel(page);
    await expect(field(panel, 'Email')).toHaveValue(email);
    await expect(field(panel, 'Email')).not.toBeEditable();

    await field(panel, 'Name').fill('');
    await field(panel, 'Number').fill('');
    await save(page);
    await expect(panel.getByText('Please Enter Your Name', { exact: true })).toBeVisible();
    await expect(panel.getByText('Please Enter Your Number', { exact: true })).toBeVisible();

    const avatarInput = panel.locator('input#profile-avatar');
    await avatarInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(panel.getByText('notes.txt: only PNG, JPG and JPEG images are allowed')).toBeVisible();
    await avatarInput.setInputFiles(tinyPng);
    await expect(panel.getByRole('img', { name: 'avatar.png' })).toBeVisible();
    await expect(panel.getByText('notes.txt: only PNG, JPG and JPEG images are allowed')).toBeHidden();

    await field(panel, 'Name').fill('Olive Edited');
    await field(panel, 'Number').fill('+44 20 7946 0555');
    await save(page);
    await expectSavedBanner(page);

    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await expect(accountMenu).toContainText('Olive Edited');
    await expect(accountMenu.locator('img')).toHaveAttribute('src', /profileImage%2F/);
    await page.reload();
    await expect(field(profilePanel(page), 'Name')).toHaveValue('Olive Edited');
    await expect(field(profilePanel(page), 'Number')).toHaveValue('+44 20 7946 0555');
    const stored = profilePanel(page).getByRole('img', { name: 'Profile picture' });
    await expect(stored).toHaveAttribute('src', /profileImage%2F/);
    const firstAvatar = await stored.getAttribute('src');

    // A stored avatar is replaced in one step: the full field still takes a new picture.
    await profilePanel(page)
      .locator('input#profile-avatar')
      .setInputFiles({ ...tinyPng, name: 'second-face.png' });
    await expect(profilePanel(page).getByRole('img', { name: 'second-face.png' })).toBeVisible();
    await expect(profilePanel(page).getByRole('img', { name: 'Profile picture' })).toHaveCount(0);
    await save(page);
    await expectSavedBanner(page);
    await expect(accountMenu.locator('img')).toHaveAttribute('src', /profileImage%2F/);
    await expect(accountMenu.locator('img')).not.toHaveAttribute('src', firstAvatar ?? '');
  });

  test('organizer: edits the profile, reads the configuration and asks for a password e-mail', async ({
    page,
  }) => {
    const email = await registerAccount(page, 'event-organizer');
    const panel = profilePanel(page);
    await expect(panel.getByLabel('Bio/Description')).toHaveCount(0);
    await field(panel, 'Name').fill('Orla Edited');
    await panel.locator('input#profile-avatar').setInputFiles(tinyPng);
    await expect(panel.getByRole('img', { name: 'avatar.png' })).toBeVisible();
    await save(page);
    await expectSavedBanner(page);
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await expect(accountMenu).toContainText('Orla Edited');
    await expect(accountMenu.locator('img')).toHaveAttribute('src', /profileImage%2F/);

    await page.getByRole('tab', { name: 'Configurations' }).click();
    const config = page.getByRole('tabpanel', { name: 'Configurations' });
    for (const [label, value] of [
      ['Cash payments allowed', 'No'],
      ['Free events not allowed', 'No'],
      ['Orders percentage', '10%'],
      ['Per-ticket percentage', '5%'],
      ['Platform fee', '3%'],
      ['Featured event percentage', '2%'],
      ['Featured events allowed', '2'],
    ]) {
      await expect(config.getByRole('row', { name: label })).toContainText(value);
    }
    await expect(config.getByText(/is charged to organisers per ticket sale/)).toBeVisible();

    await page.getByRole('tab', { name: 'Change Password' }).click();
    const password = page.getByRole('tabpanel', { name: 'Change Password' });
    await expect(password.getByText('Enter your Email and instructions will be sent to you!')).toBeVisible();
    await expect(field(password, 'Email')).toHaveValue(email);
    await password.getByRole('button', { name: 'Reset' }).click();
    await expect(password.getByText('Reset password settings send to your email.')).toBeVisible({
      timeout: 20_000,
    });
    expect(await latestResetLink(email)).toBeTruthy();
  });

  test('event manager: required messages, then adds and deletes previous work', async ({ page }) => {
    // A registration, two uploads, three saves and a reload: about 40 s alone, well over a minute beside another worker.
    test.slow();
    await registerManager(page);
    const panel = profilePanel(page);
    await expect(panel.getByRole('img', { name: 'Previous work 1' })).toBeVisible();
    // Registration stored the address with its parts, so the profile's address form gets them back.
    await expect(field(panel, 'Address line 1')).toHaveValue('10 Downing Street');
    await expect(field(panel, 'Town or city')).toHaveValue('London');

    await field(panel, 'Name').fill('');
    await field(panel, 'Number').fill('');
    await field(panel, 'Bio/Description').fill('');
    await field(panel, 'Category').selectOption('');
    for (const part of [
      'Address line 1',
      'Address line 2',
      'Street number',
      'Street name',
      'Town or city',
      'County or state',
      'Postal code',
      'Country',
    ]) {
      await field(panel, part).fill('');
    }
    await save(page);
    for (const message of [
      'Name is required',
      'Number is required',
      'Bio/Description is required',
      'Category is required',
      'Location is required',
    ]) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }

    await field(panel, 'Name').fill('Max Edited');
    await field(panel, 'Number').fill('+44 20 7946 0777');
    await field(panel, 'Bio/Description').fill('Bachata and kizomba nights.');
    await field(panel, 'Category').selectOption({ label: 'Event Host' });
    await field(panel, 'Experience (years)').fill('6');
    await field(panel, 'Address line 1').fill('1 Camden High Street');
    await field(panel, 'Town or city').fill('London');
    await panel.locator('input#profile-previous-work').setInputFiles({ ...tinyPng, name: 'gig.png' });
    await expect(panel.getByRole('button', { name: 'Remove gig.png' })).toBeVisible();
    await save(page);
    await expectSavedBanner(page);

    // Once saved, the new picture is a stored one: the second of two.
    const second = panel.getByRole('img', { name: 'Previous work 2' });
    await expect(second).toHaveAttribute('src', /profileImage%2F/);
    const gigUrl = await second.getAttribute('src');
    await panel.getByRole('button', { name: 'Remove Previous work 1' }).click();
    await save(page);
    await expectSavedBanner(page);

    await page.reload();
    const reloaded = profilePanel(page);
    await expect(field(reloaded, 'Name')).toHaveValue('Max Edited');
    await expect(field(reloaded, 'Category')).toHaveValue('Event Host');
    await expect(field(reloaded, 'Experience (years)')).toHaveValue('6');
    await expect(field(reloaded, 'Address line 1')).toHaveValue('1 Camden High Street');
    await expect(reloaded.getByRole('img', { name: /^Previous work \d$/ })).toHaveCount(1);
    await expect(reloaded.getByRole('img', { name: 'Previous work 1' })).toHaveAttribute('src', gigUrl ?? '');
  });
});
