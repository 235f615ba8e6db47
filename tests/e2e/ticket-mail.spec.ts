import { expect, test } from '@playwright/test';
import { emulatorEndpoint } from '../support/emulators';
import { emulatorProjectId } from '../support/project';
import { seededEventId, uniqueEmail } from './support';

// The ticket mail, end to end: a buyer buys on the event page, the functions write the `mail` document, the local
// relay (scripts/lib/mailRelay.mjs, standing in for the Trigger Email extension) sends it over SMTP into the local
// inbox, and the link in that mail opens the buyer's tickets with their QR codes.

const TONIGHT = 'Salsa Social Tonight';
const SERVER_MS = 30_000;
const INBOX = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:1080';
const firestore = emulatorEndpoint('firestore');
const DATABASE = `projects/${emulatorProjectId()}/databases/(default)`;
const ADMIN = { 'content-type': 'application/json', authorization: 'Bearer owner' };

interface InboxMail {
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** The mails the local inbox holds for one address, read through maildev's REST API. */
async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  const mails = (await response.json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

test.use({ viewport: { width: 390, height: 844 } });

test('the ticket mail reaches the local inbox and its link opens the tickets with their QR codes', async ({
  page,
}) => {
  const email = uniqueEmail('mailed');
  await page.goto(`/e/${await seededEventId(TONIGHT)}`);
  await page.getByRole('button', { name: 'Choose tickets' }).click();
  const form = page.getByRole('form', { name: 'Tickets' });
  await form.getByLabel('Quantity').selectOption('2');
  await form.getByLabel('Your name').fill('Mia Mailed');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Cardholder Name').fill('Mia Mailed');
  await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry Month').selectOption('12');
  await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay £24.00' }).click();
  await expect(page).toHaveURL(/\/t\/pur-[0-9a-f]+\?k=[\w-]+$/, { timeout: SERVER_MS });
  const answered = new URL(page.url());
  const purchaseId = answered.pathname.split('/').pop()!;

  // The mail arrives in the inbox, with the subject the functions wrote.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: SERVER_MS }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe(`Your tickets for ${TONIGHT}`);
  expect(mail.text).toContain('Hello Mia');

  // The relay recorded the delivery on the document, as the extension does.
  const record = await fetch(
    `http://${firestore.host}:${firestore.port}/v1/${DATABASE}/documents/mail/ticket-${purchaseId}`,
    { headers: ADMIN },
  );
  const delivery = (
    (await record.json()) as { fields: Record<string, { mapValue?: { fields: Record<string, unknown> } }> }
  ).fields.delivery?.mapValue?.fields;
  expect(delivery).toMatchObject({ state: { stringValue: 'SUCCESS' }, attempts: { integerValue: '1' } });

  // The mail's link carries a key of its own, not the one the purchase answered with, and opens the tickets.
  const href = /href="([^"]+\/t\/[^"]+)"/.exec(mail.html ?? '')?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeDefined();
  const link = new URL(href!);
  expect(link.pathname).toBe(`/t/${purchaseId}`);
  expect(link.searchParams.get('k')).toBeTruthy();
  expect(link.searchParams.get('k')).not.toBe(answered.searchParams.get('k'));
  // APP_URL names the deployed app; here the same path opens on the app under test.
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: TONIGHT })).toBeVisible({ timeout: SERVER_MS });
  await expect(page.getByText('For Mia Mailed')).toBeVisible();
  const tickets = page.getByRole('article');
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all())
    await expect(ticket.getByRole('img', { name: /^QR code of ticket [0-9A-F]{7}$/ })).toBeVisible();
});
