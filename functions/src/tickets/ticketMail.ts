import type { MailMessage } from '@gigvenue/contracts';

export interface TicketMailInput {
  name: string;
  eventTitle: string;
  quantity: number;
  /** The buyer's ticket page, `${appUrl}/t/{purchaseId}?k={accessKey}`: whoever has it can show the QR codes. */
  link: string;
  appName: string;
}

// The event title is other people's input: it must not inject markup into the e-mail.
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const GREETING_NAME_LENGTH = 40;

/**
 * The buyer's name as the greeting shows it. Anyone can buy a free ticket for any address, so the name is a
 * stranger's text in a mail we send: only letters, spaces, apostrophes and hyphens survive, at most 40 characters,
 * so it can carry no link (no dots, slashes or colons for a mail client to make one of), markup or message.
 */
export function greetingName(name: string): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, GREETING_NAME_LENGTH)
    .trim();
  return /\p{L}/u.test(kept) ? kept : 'there';
}

/** The e-mail that carries a buyer's tickets: the link to the page with their QR codes. */
export function ticketMessage({ name, eventTitle, quantity, link, appName }: TicketMailInput): MailMessage {
  const tickets = quantity === 1 ? '1 ticket' : `${quantity} tickets`;
  const greeting = greetingName(name);
  const text = [
    `Hello ${greeting},`,
    '',
    `Thank you for buying ${tickets} for ${eventTitle}.`,
    'Show the QR codes on this page at the door (keep the link to yourself: it opens your tickets):',
    link,
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    `<p>Thank you for buying ${tickets} for <strong>${escapeHtml(eventTitle)}</strong>.</p>`,
    '<p>Show the QR codes on this page at the door (keep the link to yourself: it opens your tickets):</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>The ${escapeHtml(appName)} team</p>`,
  ].join('\n');
  // One line: a title with a line break must not spill into the mail's headers.
  return { subject: `Your tickets for ${eventTitle.replace(/\s+/g, ' ')}`, text, html };
}

export const ticketLink = (appUrl: string, purchaseId: string, accessKey: string) =>
  `${appUrl}/t/${purchaseId}?k=${accessKey}`;
