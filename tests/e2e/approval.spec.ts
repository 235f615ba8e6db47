import { expect, test } from '@playwright/test';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { operator, signIn, signInAndWaitForDashboard, uniqueEmail } from './support';

// Issue 22's first newcomer bug, as it was met: a venue owner registers, tries to sign in and is told the account is
// under verification, the operator approves at once, and the owner signs in again. The provisioning trigger may run
// before or after the approval (on the emulators it can run many seconds late); either way the approval stands,
// in the same tab and in a fresh browser, and a second approve says the account is already active.

const PROVISIONING_MS = 60_000;

/** Whether the provisioning trigger has made the account's private document, read as the emulator's 'owner'. */
async function isProvisioned(email: string): Promise<boolean> {
  const firestore = emulatorEndpoint('firestore');
  const base = `http://${firestore.host}:${firestore.port}/v1/projects/${emulatorProjectId()}/databases/(default)/documents`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const query = await fetch(`${base}:runQuery`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'managers' }],
        where: { fieldFilter: { field: { fieldPath: 'email' }, op: 'EQUAL', value: { stringValue: email } } },
        limit: 1,
      },
    }),
  });
  const [first] = (await query.json()) as { document?: { name: string } }[];
  if (!first?.document) return false;
  const uid = first.document.name.split('/').pop();
  return (await fetch(`${base}/managers/${uid}/private/account`, { headers })).ok;
}

test('an approval given at once is never undone by the account being provisioned after it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('approved-owner');
  await page.goto('/register-venue-owner');
  await page.getByLabel('Name', { exact: true }).fill('E2E Approved Owner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Number', { exact: true }).fill('+44 20 7946 0998');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Register User Successfully')).toBeVisible({ timeout: 20_000 });

  await signIn(page, email, 'secret123');
  await expect(page.getByText('Your account is under verification')).toBeVisible();

  expect(await operator('approve', email)).toBe(`${email}: pending -> active`);
  await signInAndWaitForDashboard(page, email, 'secret123');

  // Whenever the provisioning trigger runs, before the approval or after it, the account stays approved.
  await expect.poll(() => isProvisioned(email), { timeout: PROVISIONING_MS }).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const elsewhere = await fresh.newPage();
    await signInAndWaitForDashboard(elsewhere, email, 'secret123');
    await expect(elsewhere.getByText('Your account is under verification')).toHaveCount(0);
  } finally {
    await fresh.close();
  }
  expect(await operator('approve', email)).toBe(`${email} is already active.`);
});
