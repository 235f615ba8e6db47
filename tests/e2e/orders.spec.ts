import { expect, test, type Page } from '@playwright/test';
import { demo, openAs, openDashboardAs } from './support';

// My Orders against the seeded stack: the orders an account received (upcoming ones booked through the booking
// function and older demo ones), their details opened from a row and again from the URL alone, the venue owner's
// Booking Details, and the phone layout. Other tests add orders too, so rows are found by title, never by count.

const ordersTable = (page: Page) => page.getByRole('table', { name: 'My Orders' });
const orderLink = (page: Page, title: string) =>
  ordersTable(page).getByRole('link', { name: title, exact: true });

/**
 * The row of `title` (and of `text`, when an event booked the account more than once), paging through 'Load more'
 * until it shows (older orders sit on later pages).
 */
async function findOrder(page: Page, title: string, text = '') {
  const rows = ordersTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const row = rows
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ hasText: text });
  const more = page.getByRole('button', { name: 'Load more' });
  while ((await row.count()) === 0 && (await more.isVisible())) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  await expect(row.first()).toBeVisible();
  return row.first();
}

const card = (page: Page, name: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name }) });

async function hasNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('an event manager sees the orders they received and opens one, also from its URL', async ({ page }) => {
  await openDashboardAs(page, demo.manager);
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  const tonight = await findOrder(page, 'Salsa Social Tonight');
  await expect(tonight).toContainText('7:00 PM - 10:00 PM');
  await expect(tonight).toContainText('£45.00');
  await expect(tonight).toContainText('Active');
  await findOrder(page, 'Bachata Masterclass');
  // The workshop booked Marco for two slots: its main one is found by its price.
  const workshop = await findOrder(page, 'Beginners Bachata Workshop', '£95.50');
  await expect(workshop).toContainText('Completed');

  await orderLink(page, 'Salsa Social Tonight').click();
  await expect(page).toHaveURL(/\/order-details\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salsa Social Tonight' })).toBeVisible();
  await expect(card(page, 'Order Details')).toBeVisible();
  await expect(card(page, 'Booked Slot')).toContainText('10:00 PM');
  await expect(card(page, 'Booked By')).toContainText(demo.organizer);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Salsa Social Tonight' })).toBeVisible();
  await expect(card(page, 'Booked Slot')).toContainText('£45.00');
  await page.getByRole('link', { name: /Back to Orders/ }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a venue owner sees Booking Details with the venue and the total', async ({ page }) => {
  await openAs(page, demo.owner, '/orders');
  await findOrder(page, 'Summer Social Warm-up');
  await orderLink(page, 'Summer Social Warm-up').click();

  const booking = card(page, 'Booking Details');
  await expect(booking).toContainText('Camden Dance Hall');
  await expect(booking).toContainText('120');
  await expect(booking).toContainText('Total Payment');
  await expect(booking).toContainText('£80.00');
  await expect(card(page, 'Booked By')).toContainText(demo.manager);
  await expect(card(page, 'Order Details')).toHaveCount(0);
});

test("an order that is missing or not the account's shows 'No Data Available'", async ({ page }) => {
  await openAs(page, demo.organizer, `/order-details?id=no-such-order-${Date.now()}`);
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
});

test('the orders list and details fit a phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, demo.manager, '/orders');
  await findOrder(page, 'Beginners Bachata Workshop');
  await hasNoHorizontalScroll(page);
  await orderLink(page, 'Beginners Bachata Workshop').first().click();
  await expect(card(page, 'Event Information')).toBeVisible();
  await hasNoHorizontalScroll(page);
});
