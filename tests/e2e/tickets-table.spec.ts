import { expect, test, type Locator, type Page } from '@playwright/test';
import * as demoData from '../../scripts/lib/demo-data.mjs';
import { DEMO_UPCOMING, demoTicketSales } from '../../scripts/lib/demo-data.mjs';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { demo, openDashboardAs, uniqueEmail } from './support';

// organizer@'s tickets table on tonight's demo event (seeded with 6 tickets, 2 of them checked in): search by buyer
// name and by ticket id, Show Checked Ins, paging and sorting, a feedback note that is still there after a reload,
// and the profit summary's figures worked out from the seeded prices and the organizer's config. Other specs buy
// and check in tickets of the same event meanwhile, so nothing assumes an exact count.

const TONIGHT = 'Salsa Social Tonight';
const FUNCTIONS_REGION = 'europe-west2';
const SERVER_MS = 30_000;

// Declared in scripts/lib/demo-data.mjs but not in its .d.mts.
const seed = demoData as unknown as {
  DEFAULT_CONFIG: { platformFees: number; perTicketPercentage: number; featuredEventsTaxPercentage: number };
  DEMO_VENUE_WEEKLY_SLOTS: { id: string; price: number }[];
  DEMO_AVAILABILITY: { slots: { id: string; price: number }[] };
};

const tonightPlan = DEMO_UPCOMING.find((plan) => plan.key === 'tonight')!;
const venuePence = seed.DEMO_VENUE_WEEKLY_SLOTS.filter((slot) =>
  tonightPlan.venueSlots.includes(slot.id),
).reduce((sum, slot) => sum + slot.price * 100, 0);
const managerPence = seed.DEMO_AVAILABILITY.slots
  .filter((slot) => tonightPlan.managerSlots.includes(slot.id))
  .reduce((sum, slot) => sum + slot.price * 100, 0);
const seededSoldPence = demoTicketSales({ tonight: 'tonight' }).reduce(
  (sum, sale) => sum + sale.totalPence,
  0,
);

/** '£1,234.50' or '-£117.72' in pence. */
const pence = (text: string) => Math.round(Number(text.replace(/[£,\s]/g, '')) * 100);

/** A callable over HTTP, as the app's SDK calls it (buyTickets needs no sign-in). */
async function callable<T>(name: string, data: unknown): Promise<T> {
  const { host, port } = emulatorEndpoint('functions');
  const response = await fetch(`http://${host}:${port}/${emulatorProjectId()}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: unknown };
  expect(response.ok, `${name}: ${JSON.stringify(body)}`).toBe(true);
  return body.result as T;
}

async function openTonight(page: Page): Promise<string> {
  await page.goto('/organizer-events');
  // Upcoming events come soonest first, so the first of that title is today's.
  await page
    .getByRole('link', { name: `View Details of ${TONIGHT}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible();
  return /\/organizer-event-details\/([^/?#]+)/.exec(page.url())![1];
}

const ticketsOf = (page: Page) => page.getByRole('region', { name: 'Tickets' });
const bodyRows = (tickets: Locator) => tickets.locator('tbody tr');

/** Each row shown as [ticket id, buyer name] (one read, so a live update cannot split it). */
const rowsShown = (tickets: Locator) =>
  bodyRows(tickets).evaluateAll((rows) =>
    rows.map((row) => [
      row.children[0]?.textContent?.trim() ?? '',
      row.children[1]?.textContent?.trim() ?? '',
    ]),
  );

async function search(tickets: Locator, text: string) {
  await tickets.getByRole('searchbox', { name: 'Search' }).fill(text);
}

async function ticketsSold(page: Page): Promise<number> {
  const occupancy = page.getByRole('region', { name: 'Live Occupancy' });
  const value = occupancy.locator('dt', { hasText: 'Tickets sold' }).locator('+ dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test("organizer@ searches, filters, pages and sorts tonight's tickets, adds a feedback note and reads the profit summary", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDashboardAs(page, demo.organizer);
  const eventId = await openTonight(page);
  const tickets = ticketsOf(page);
  await expect(bodyRows(tickets).first()).toBeVisible();

  // Paging needs more than one page: top the event up to 11 tickets when fewer were sold.
  const sold = await ticketsSold(page);
  if (sold <= 10) {
    await callable('buyTickets', {
      eventId,
      packageIndex: 0,
      quantity: 11 - sold,
      name: 'Table Spec Buyer',
      email: uniqueEmail('tickets-table'),
      cardToken: 'tok_sim_visa_4242',
      requestId: `e2e-tickets-table-${Date.now()}`,
    });
    // The occupancy card follows the sale live.
    await expect(
      page
        .getByRole('region', { name: 'Live Occupancy' })
        .locator('dt', { hasText: 'Tickets sold' })
        .locator('+ dd'),
    ).toHaveText(/^(1[1-9]|[2-9]\d|\d{3,})$/, { timeout: SERVER_MS });
    await page.reload();
    await expect(bodyRows(tickets).first()).toBeVisible();
  }

  // Search by buyer name: Ben Buyer's three seeded tickets at least, nobody else.
  await search(tickets, 'ben');
  await expect(async () => {
    const rows = await rowsShown(tickets);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every(([, name]) => name === 'Ben Buyer')).toBe(true);
  }).toPass();
  const bensRow = tickets.getByRole('row', { name: /Ben Buyer/ }).first();
  await expect(bensRow.getByRole('cell').nth(3)).toHaveText('£12.00');
  await expect(bensRow.getByRole('cell').nth(4)).toHaveText('Paid');
  await expect(bensRow.getByRole('cell').nth(6)).toHaveText('Standard');

  // Search by ticket id: the 7 characters the table shows find that ticket. (A hex id without a digit would read
  // as a name, so a row whose id has one is picked.)
  const idWithDigit = (await rowsShown(tickets)).map(([id]) => id).find((id) => /\d/.test(id));
  if (idWithDigit) {
    await search(tickets, idWithDigit.toLowerCase());
    await expect(async () => {
      const rows = await rowsShown(tickets);
      expect(rows).toEqual([[idWithDigit, 'Ben Buyer']]);
    }).toPass();
  }

  // Show Checked Ins: Ben's seeded check-in is among them; Show All brings the rest back.
  await search(tickets, 'Ben Buyer');
  await tickets.getByRole('button', { name: 'Show Checked Ins' }).click();
  await expect(tickets.getByRole('button', { name: 'Show All' })).toBeVisible();
  await expect(async () => {
    const rows = await rowsShown(tickets);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every(([, name]) => name === 'Ben Buyer')).toBe(true);
  }).toPass();
  await search(tickets, 'Nobody Ever Bought This');
  await expect(tickets.getByText('No tickets match your search.')).toBeVisible();
  await search(tickets, '');
  await expect(bodyRows(tickets).first()).toBeVisible();
  const checkedInRows = (await rowsShown(tickets)).length;
  const checkedIn = Number(
    (
      await page
        .getByRole('region', { name: 'Live Occupancy' })
        .locator('dt', { hasText: 'Checked in' })
        .locator('+ dd')
        .textContent()
    )?.split('/')[0],
  );
  expect(checkedInRows).toBeLessThanOrEqual(Math.min(10, checkedIn));
  await tickets.getByRole('button', { name: 'Show All' }).click();
  await expect(tickets.getByRole('button', { name: 'Show Checked Ins' })).toBeVisible();

  // Pages of 10, newest ticket ids first; Next continues where page 1 ended, Previous goes back to it.
  const pages = tickets.getByRole('navigation', { name: 'Ticket pages' });
  await expect(pages.getByText('Page 1')).toBeVisible();
  await expect(bodyRows(tickets)).toHaveCount(10);
  const firstPage = (await rowsShown(tickets)).map(([id]) => id);
  expect([...firstPage].sort().reverse()).toEqual(firstPage);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2')).toBeVisible();
  await expect(async () => {
    const secondPage = (await rowsShown(tickets)).map(([id]) => id);
    expect(secondPage.length).toBeGreaterThanOrEqual(1);
    expect(secondPage[0] <= firstPage[9]).toBe(true);
  }).toPass();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1')).toBeVisible();
  await expect(async () => expect((await rowsShown(tickets)).map(([id]) => id)).toEqual(firstPage)).toPass();

  // Buyer Name sorts A to Z, then Z to A.
  await tickets.getByRole('button', { name: 'Buyer Name', exact: true }).click();
  await expect(tickets.getByRole('columnheader', { name: /Buyer Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(async () => {
    const names = (await rowsShown(tickets)).map(([, name]) => name.toLowerCase());
    expect(names).toEqual([...names].sort());
  }).toPass();
  await tickets.getByRole('button', { name: 'Buyer Name', exact: true }).click();
  await expect(tickets.getByRole('columnheader', { name: /Buyer Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(async () => {
    const names = (await rowsShown(tickets)).map(([, name]) => name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  }).toPass();

  // A feedback note on Chloe's ticket: required, sent, and still there after a reload.
  await search(tickets, 'chloe');
  // Wait for the search's own rows: a click on a row of the list it replaces would note a ticket no longer shown.
  await expect(async () => {
    const rows = await rowsShown(tickets);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(([, name]) => name === 'Chloe Customer')).toBe(true);
  }).toPass();
  const chloesRow = tickets.getByRole('row', { name: /Chloe Customer/ }).first();
  const chloesId = (await chloesRow.getByRole('cell').first().textContent())!.trim();
  await chloesRow.getByRole('button', { name: /^Add Comment/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Feedback Note' });
  const note = `Front row regular, asked about the VIP area ${Date.now()}`;
  await dialog.getByLabel('Feedback Note').fill('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter a feedback note')).toBeVisible();
  await dialog.getByLabel('Feedback Note').fill(note);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback Send Successfully')).toBeVisible({ timeout: SERVER_MS });
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await search(tickets, 'chloe');
  await tickets
    .getByRole('row', { name: new RegExp(chloesId) })
    .getByRole('button', { name: /^Add Comment/ })
    .click();
  await expect(dialog.getByLabel('Feedback Note')).toHaveValue(note);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The profit summary, from one reading of its rows: the booked venue's and Marco's seeded slot prices, the
  // organizer's fees on what the tickets brought in (at least the seeded sales), and the profit they leave.
  const summary = page.getByRole('region', { name: 'Profit Summary' });
  await expect(summary.getByRole('rowheader', { name: 'Total Profit' })).toBeVisible();
  // A row header is the spec's name, and for a percentage charge its rate on a line of its own: 'IGP Fee\n2%'.
  const rows = Object.fromEntries(
    await summary
      .getByRole('row')
      .evaluateAll((all) =>
        all.map((row) => [
          (row.children[0] as HTMLElement | undefined)?.innerText.trim() ?? '',
          row.children[1]?.textContent?.trim() ?? '',
        ]),
      ),
  );
  expect(pence(rows['Venue Payment (Camden Dance Hall)'])).toBe(venuePence);
  expect(pence(rows['Event Manager Payment (Marco Manager)'])).toBe(managerPence);
  const soldPence = pence(rows['Tickets Sold']);
  expect(soldPence).toBeGreaterThanOrEqual(seededSoldPence);
  // Tonight is featured: the featured percentage joins the platform fee only once the organizer's quota is used up.
  const feeLabel = Object.keys(rows).find((label) => label.startsWith('IGP Fee\n'))!;
  const feePercent = Number(/^IGP Fee\n([\d.]+)%$/.exec(feeLabel)![1]);
  const { platformFees, perTicketPercentage, featuredEventsTaxPercentage } = seed.DEFAULT_CONFIG;
  expect([platformFees, platformFees + featuredEventsTaxPercentage]).toContain(feePercent);
  const fee = Math.round((soldPence * feePercent) / 100);
  const tax = Math.round((soldPence * perTicketPercentage) / 100);
  expect(pence(rows[feeLabel])).toBe(fee);
  expect(pence(rows[`Tax\n${perTicketPercentage}%`])).toBe(tax);
  expect(pence(rows['Total Profit'])).toBe(soldPence - (venuePence + managerPence + fee + tax));

  // On a phone the tickets are cards: nothing scrolls the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await search(tickets, '');
  await expect(bodyRows(tickets).first()).toBeVisible();
  // Once the menu's slide-out (a CSS transition the resize starts) has ended: mid-way it still sticks out.
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await expect(tickets.getByRole('button', { name: 'Sort by Buyer Name' })).toBeVisible();
});
