import { expect, test, type Page } from '@playwright/test';
import { callable, demo, signInAndWaitForDashboard, uniqueEmail, writeDocument } from './support';

// Issue 39's waitlist end to end: an event of two tickets sells out, a buyer on a phone joins its waitlist, the
// organizer sees them in line and refunds a purchase from the tickets table, the offer mail reaches the local inbox,
// and its link holds the ticket for the buyer, who buys it; the organizer's card then says Bought.

const SERVER_MS = 30_000;
const INBOX = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:1080';
const ORGANIZER_UID = 'demo-event-organizer';
/** Screenshots for a person to look at (E2E_SCREENSHOTS=<folder>). */
const shots = process.env.E2E_SCREENSHOTS;

interface InboxMail {
  subject: string;
  to: { address: string }[];
  text?: string;
}

async function mailsTo(address: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${INBOX}/api/email`)).json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/** A small event of the demo organizer's, a week ahead, with two tickets. */
async function smallEvent(title: string): Promise<string> {
  const id = `e2e-waitlist-${Date.now()}`;
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-').map(Number);
  await writeDocument(`events/${id}`, {
    title,
    description: 'A small room that sells out.',
    eventDate: { year, month, day: date },
    date: Date.UTC(year, month - 1, date),
    startTime: '7:00 PM',
    requiredTime: '2 hr 0 min',
    status: 'active',
    eventType: 'Public',
    requiredSeats: 2,
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 2 }],
    venue: { venueName: 'The Back Room', address: '1 Camden High Street, London', seats: 2, bookedSlots: [] },
    selectedVenue: null,
    managersId: [],
    isManual: true,
    createdBy: ORGANIZER_UID,
    createdAt: Date.now(),
  });
  return id;
}

async function fillCard(page: Page) {
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Cardholder Name').fill('Wanda Waiting');
  await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
}

test('a sold-out event: join the waitlist, a refund offers the ticket by mail, and the link buys it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Sold Out Back Room ${Date.now()}`;
  const eventId = await smallEvent(title);
  const sold = await callable<{ ticketIds: string[] }>('buyTickets', {
    eventId,
    packageIndex: 0,
    quantity: 2,
    name: 'Early Bird',
    email: uniqueEmail('early'),
    cardToken: 'tok_sim_visa_4242',
    requestId: `e2e-waitlist-${Date.now()}`,
  });
  expect(sold.ticketIds).toHaveLength(2);

  // A buyer on a phone finds it sold out and joins the line.
  const buyer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const email = uniqueEmail('waiting');
  await buyer.goto(`/e/${eventId}`);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyer.getByRole('button', { name: 'Join the waitlist' }).click();
  const join = buyer.getByRole('form', { name: 'Join the waitlist' });
  await join.getByLabel('Your name').fill('Wanda Waiting');
  await join.getByLabel('Email').fill(email);
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(buyer.getByText(/You are number 1 in line for Standard/)).toBeVisible({ timeout: SERVER_MS });
  if (shots) await buyer.screenshot({ path: `${shots}/waitlist-joined-390.png`, fullPage: true });

  // The organizer sees her in line, and refunds one purchase (both its tickets go back, to the line first).
  const organizer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAndWaitForDashboard(organizer, demo.organizer);
  await organizer.goto(`/organizer-event-details/${eventId}`);
  const waitlist = organizer.getByRole('region', { name: 'Waitlist' });
  await expect(waitlist.getByRole('row', { name: /Wanda Waiting/ })).toContainText('Waiting');
  const tickets = organizer.getByRole('region', { name: 'Tickets' });
  await tickets
    .getByRole('button', { name: /^Refund the purchase of ticket/ })
    .first()
    .click();
  const dialog = organizer.getByRole('dialog', { name: 'Refund this purchase?' });
  await expect(dialog).toContainText('£20.00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(organizer.getByText('Refunded £20.00: 2 tickets are back on sale.')).toBeVisible({
    timeout: SERVER_MS,
  });
  await expect(waitlist.getByRole('row', { name: /Wanda Waiting/ })).toContainText('Offered until', {
    timeout: SERVER_MS,
  });
  if (shots) await organizer.screenshot({ path: `${shots}/waitlist-organizer-1280.png`, fullPage: true });

  // The offer mail arrives in the inbox, and its link holds the ticket for her.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: SERVER_MS }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe(`Tickets held for you: ${title}`);
  const link = /https?:\/\/\S+#offer=\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const offer = new URL(link!);
  await buyer.goto(`/e/${eventId}${offer.hash}`);
  await expect(buyer.getByText(/1 ticket of Standard is held for you until \d{1,2}:\d{2}/)).toBeVisible({
    timeout: SERVER_MS,
  });
  if (shots) await buyer.screenshot({ path: `${shots}/waitlist-offer-390.png`, fullPage: true });
  const form = buyer.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Your name').fill('Wanda Waiting');
  await form.getByLabel('Email').fill(email);
  await fillCard(buyer);
  await form.getByRole('button', { name: 'Pay £10.00' }).click();
  await expect(buyer).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  await expect(buyer.getByRole('article')).toHaveCount(1);

  await expect(waitlist.getByRole('row', { name: /Wanda Waiting/ })).toContainText('Bought', {
    timeout: SERVER_MS,
  });
});
