import { expect, test } from '@playwright/test';
import { demo, openDashboardAs } from './support';

const menus = {
  [demo.manager]: [
    ['Dashboard', '/dashboard'],
    ['My Events', '/events-list'],
    ['Add Event', '/new-event'],
    ['Availability', '/availability'],
    ['Orders', '/orders'],
    ['Venues', '/venue-owners'],
    ['Announcements', '/announcements'],
    ['Payments', '/payments'],
  ],
  [demo.owner]: [
    ['Dashboard', '/dashboard'],
    ['My Events', '/events-list'],
    ['Add Event', '/new-event'],
    ['My Venues', '/venues'],
    ['Add Venue', '/add-venue'],
    ['Orders', '/orders'],
    ['Event Managers', '/event-managers'],
    ['Announcements', '/announcements'],
    ['Payments', '/payments'],
  ],
  [demo.organizer]: [
    ['Dashboard', '/dashboard'],
    ['My Events', '/organizer-events'],
    ['Add Event', '/organizer-new-event'],
    ['Event Managers', '/event-managers'],
    ['Venue Owners', '/venue-owners'],
    ['Announcements', '/announcements'],
    ['Payments', '/payments'],
  ],
};

test.describe('role menus', () => {
  for (const [email, items] of Object.entries(menus)) {
    test(`${email} sees exactly the role's menu, and each link opens its route`, async ({ page }) => {
      await openDashboardAs(page, email);
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link')).toHaveCount(items.length);
      for (const [label, href] of items) {
        await menu.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
      }
    });
  }

  test('switching to German translates the menu and is remembered', async ({ page }) => {
    await openDashboardAs(page, demo.owner);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const menu = page.getByRole('navigation', { name: 'Menü' });
    await expect(menu.getByRole('link', { name: 'Meine Veranstaltungen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menü' })).toBeVisible();
  });
});
