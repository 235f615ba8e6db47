import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { writeQrVideo } from './qrVideo';
import { demo, operator, signInAndWaitForDashboard, uniqueEmail } from './support';

// The pages as Firebase Hosting serves them (the Hosting emulator with firebase.json's headers and rewrites, the build
// scripts/e2e.mjs made): every page carries the security headers, caching is right for each kind of file, a missing
// asset is a 404 and not the app, and sign-in, the dashboard, a purchase on /e and the door's camera all run under
// the policy without one violation.

const HOSTING = process.env.E2E_HOSTING_URL ?? '';
const SERVER_MS = 30_000;
const PHONE = { width: 390, height: 844 };

test.use({ baseURL: HOSTING });
test.beforeAll(() => {
  if (!HOSTING) throw new Error('E2E_HOSTING_URL is not set: run this spec through scripts/e2e.mjs.');
});

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toMatch(/connect-src [^;]*https:\/\/firestore\.googleapis\.com/);
  expect(policy, what).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
  // The local serve adds the emulators' loopback origins, and only where the app talks to them.
  expect(policy, what).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\*/);
  expect(policy, what).not.toMatch(/script-src [^;]*127\.0\.0\.1/);
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['permissions-policy'], what).toContain('camera=(self)');
  expect(headers['permissions-policy'], what).toContain('microphone=()');
}

async function get(request: APIRequestContext, url: string) {
  return request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0 });
}

/** Every policy violation the page reports, as it happens: the browser's console lines and the DOM's events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|securitypolicyviolation|Permissions policy violation/i.test(text))
      violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('every page carries the security headers, with the caching each kind of file needs', async ({
  request,
}) => {
  const { eventId } = await tonightsEvent();

  const root = await get(request, '/');
  expect(root.status()).toBe(200);
  expectSecurityHeaders(root.headers(), '/');
  expect(root.headers()['cache-control']).toBe('no-cache');
  const html = await root.text();
  // index.html's own policy allows its inline scripts by hash, and nothing inline else.
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(meta).toMatch(/^script-src 'self' .*'sha256-[A-Za-z0-9+/=]+'/);
  expect(meta).not.toContain('unsafe-inline');

  for (const route of ['/login', '/dashboard', '/index.html', '/sw.js', '/shop.html']) {
    const response = await get(request, route);
    expect(response.status(), route).toBe(200);
    expectSecurityHeaders(response.headers(), route);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
  }

  const asset = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const file = await get(request, asset!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(file.headers(), asset!);

  // A file of an older release: a 404, never the app's HTML (which the browser would try to run as a script).
  const missing = await get(request, '/assets/index-0ld0ld.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');

  // The buyers' pages: the function's own caching, and the same headers.
  const eventPage = await get(request, `/e/${eventId}`);
  expect(eventPage.status()).toBe(200);
  expect(eventPage.headers()['cache-control']).toMatch(/^public,.*s-maxage=\d+/);
  expectSecurityHeaders(eventPage.headers(), '/e');
  const ticketPage = await get(request, '/t/pur-unknown?k=nothing');
  expect(ticketPage.headers()['cache-control']).toContain('no-store');
  expectSecurityHeaders(ticketPage.headers(), '/t');
});

test('sign-in and the dashboard run under the policy without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInAndWaitForDashboard(page, demo.owner);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SERVER_MS });
  // The charts are drawn by apexcharts in the page as they scroll into view, each with its tooltip.
  for (const title of ['Events', 'Revenue']) {
    const chart = page.getByRole('figure', { name: title, exact: true });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.apexcharts-svg')).toBeVisible({ timeout: SERVER_MS });
  }
  const revenue = page.getByRole('figure', { name: 'Revenue', exact: true });
  await revenue.locator('.chart-frame').hover();
  await expect(revenue.locator('.apexcharts-tooltip')).toBeAttached({ timeout: SERVER_MS });
  expect(violations).toEqual([]);
});

test('a purchase on the event page runs under the policy without a violation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const violations = await watchPolicy(page);
  const { eventId } = await tonightsEvent();
  await page.goto(`/e/${eventId}`);
  await page.getByRole('button', { name: 'Choose tickets' }).click();
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Quantity').selectOption('1');
  await form.getByLabel('Your name').fill('Cass Policy');
  await form.getByLabel('Email').fill(uniqueEmail('policy'));
  await form.getByLabel('Cardholder Name').fill('Cass Policy');
  await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  await expect(page.getByRole('img', { name: /^QR code of ticket/ })).toBeVisible({ timeout: SERVER_MS });
  expect(violations).toEqual([]);
});

test("the door's camera runs under the policy without a violation", async () => {
  const { eventId } = await tonightsEvent();
  const video = await writeQrVideo(
    path.join(await mkdtemp(path.join(tmpdir(), 'gigvenue-csp-')), 'blank.y4m'),
    null,
  );
  const launch = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: HOSTING, viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    const violations = await watchPolicy(page);
    await signInAndWaitForDashboard(page, demo.organizer);
    await page.goto(`/organizer-event-details/${eventId}/scan`);
    const dialog = page.getByRole('dialog', { name: 'QR Scan Ticket' });
    await expect(dialog.getByRole('region', { name: 'Camera' })).toBeVisible({ timeout: SERVER_MS });
    // The camera is on: its picture plays in the scanner.
    await expect
      .poll(() => dialog.locator('video').evaluate((element: HTMLVideoElement) => element.readyState), {
        timeout: SERVER_MS,
      })
      .toBeGreaterThanOrEqual(2);
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** Tonight's demo event (organizer@'s), as the operator command names it. */
async function tonightsEvent(): Promise<{ eventId: string }> {
  const printed = await operator('ticket-links');
  const eventId = /^Ticket pages of .+ \(([A-Za-z0-9_-]+)\)/m.exec(printed)?.[1];
  if (!eventId) throw new Error(`No event in: ${printed}`);
  return { eventId };
}
