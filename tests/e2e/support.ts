import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { emulatorProjectId } from '../support/project';
import { emulatorEndpoint } from '../support/emulators';

const execFileAsync = promisify(execFile);

export const DEMO_PASSWORD = 'demo1234';
export const demo = {
  owner: 'owner@gigvenue.test',
  manager: 'manager@gigvenue.test',
  organizer: 'organizer@gigvenue.test',
  pending: 'pending@gigvenue.test',
  suspended: 'suspended@gigvenue.test',
};

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT_ID = emulatorProjectId();

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.gigvenue.test`;
}

/** A valid 1x1 PNG, for upload fields. */
export const tinyPng = {
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

export async function operator(...args: string[]) {
  const { stdout } = await execFileAsync(process.execPath, ['scripts/operator.mjs', ...args]);
  return stdout.trim();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { remember = false } = {}) {
  await page.goto('/login');
  // The app takes over index.html's prerendered copy after the load event; typing across that moment is
  // tests/e2e/prerender.spec.ts's subject, not every sign-in's.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function signInAndWaitForDashboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  // Sign-in reads the account before it moves on; behind a busy emulator that can take more than the default 10 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

// Inside test-results/, which every Playwright run empties first: a session lives as long as the run's emulators.
const SESSIONS_DIR = path.join('test-results', 'sessions');
const sessionFile = (email: string) => path.join(SESSIONS_DIR, `${email}.json`);
const DASHBOARD = '/dashboard';

/**
 * Opens `route` signed in as a demo account, for tests whose subject comes after the sign-in. The run's first call for
 * an account signs in through the form with "Remember me" and keeps what the browser then stores (the session sits in
 * localStorage); later calls put that back into a fresh context and open `route` straight away, not the dashboard
 * first: a sign-in through the form is a page load, typing and a round of account reads, and the dashboard a page of
 * charts, CPU the two cores need for the tests themselves. session.spec.ts, prerender.spec.ts and the registration
 * specs still sign in through the form.
 */
export async function openAs(page: Page, email: string, route: string) {
  const saved = sessionFile(email);
  if (fs.existsSync(saved)) {
    await page.context().setStorageState(saved);
    await page.goto(route);
  } else {
    await signIn(page, email, DEMO_PASSWORD, { remember: true });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    fs.mkdirSync(SESSIONS_DIR, { recursive: true });
    // Written whole, then renamed: the other worker may be reading the same account's file.
    const partial = `${saved}.${process.pid}.partial`;
    await page.context().storageState({ path: partial });
    fs.renameSync(partial, saved);
    if (route !== DASHBOARD) await page.goto(route);
  }
  // Signed in and the app's frame drawn: the account menu shows once the session has been read.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

/** Opens the dashboard signed in as a demo account (openAs). */
export async function openDashboardAs(page: Page, email: string) {
  await openAs(page, email, DASHBOARD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** The password-reset link the Auth emulator would have e-mailed. */
export async function latestResetLink(email: string) {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const codes = oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
  return codes.at(-1)?.oobLink;
}

/**
 * The ids of the documents of `collection` whose `field` equals `value`, read from the Firestore emulator's REST API
 * as an administrator ('owner'), so a test can find what the seed or the app wrote without going through the rules.
 */
export async function documentIdsWhere(collection: string, field: string, value: string, limit = 10) {
  const firestore = emulatorEndpoint('firestore');
  const database = `projects/${emulatorProjectId()}/databases/(default)`;
  const response = await fetch(
    `http://${firestore.host}:${firestore.port}/v1/${database}/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
          limit,
        },
      }),
    },
  );
  const rows = (await response.json()) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop()!] : []));
}

/** The id of the seeded event with this title. */
export async function seededEventId(title: string): Promise<string> {
  const [id] = await documentIdsWhere('events', 'title', title, 1);
  if (!id) throw new Error(`No seeded event titled ${title}`);
  return id;
}

/** A callable over HTTP as the app's SDK calls it signed out (buyTickets, joinWaitlist need no sign-in). */
export async function callable<T>(name: string, data: unknown): Promise<T> {
  const { host, port } = emulatorEndpoint('functions');
  const response = await fetch(`http://${host}:${port}/${PROJECT_ID}/europe-west2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: unknown };
  expect(response.ok, `${name}: ${JSON.stringify(body)}`).toBe(true);
  return body.result as T;
}

/** A JavaScript value as the Firestore REST API's typed Value. */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return {
    mapValue: {
      fields: Object.fromEntries(
        Object.entries(value as object).map(([key, item]) => [key, restValue(item)]),
      ),
    },
  };
}

/** Writes a document as an administrator ('owner'), for a test that needs data the seed does not make. */
export async function writeDocument(documentPath: string, data: Record<string, unknown>) {
  const firestore = emulatorEndpoint('firestore');
  const response = await fetch(
    `http://${firestore.host}:${firestore.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: (restValue(data).mapValue as { fields: unknown }).fields }),
    },
  );
  expect(response.ok, `write ${documentPath}: ${await response.text()}`).toBe(true);
}
