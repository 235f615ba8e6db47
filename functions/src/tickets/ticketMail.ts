import { formatPence, type MailMessage } from '@gigvenue/contracts';

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

export interface WaitlistOfferMailInput {
  name: string;
  eventTitle: string;
  packageDetail: string;
  quantity: number;
  /** The event page with the offer in its fragment (waitlist.ts offerFragment): whoever has it can buy the tickets. */
  link: string;
  /** When the tickets pass to the next in line, as the mail words it (London time). */
  heldUntilText: string;
  appName: string;
}

/** The e-mail that offers a waitlisted person the tickets that came back, held for them for a while. */
export function waitlistOfferMessage(input: WaitlistOfferMailInput): MailMessage {
  const tickets = input.quantity === 1 ? '1 ticket' : `${input.quantity} tickets`;
  const greeting = greetingName(input.name);
  const text = [
    `Hello ${greeting},`,
    '',
    `Good news: ${tickets} of ${input.packageDetail} for ${input.eventTitle} came back, and they are held for you until ${input.heldUntilText}.`,
    'Buy them on this page before then; after that they pass to the next person in line:',
    input.link,
    '',
    `The ${input.appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    `<p>Good news: ${tickets} of ${escapeHtml(input.packageDetail)} for <strong>${escapeHtml(input.eventTitle)}</strong> came back, and they are held for you until ${escapeHtml(input.heldUntilText)}.</p>`,
    '<p>Buy them on this page before then; after that they pass to the next person in line:</p>',
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>The ${escapeHtml(input.appName)} team</p>`,
  ].join('\n');
  return {
    subject: `Tickets held for you: ${input.eventTitle.replace(/\s+/g, ' ')}`,
    text,
    html,
  };
}

export interface RefundMailInput {
  name: string;
  eventTitle: string;
  quantity: number;
  totalPence: number;
  appName: string;
}

/** The e-mail that tells a buyer the organizer refunded their purchase. */
export function refundMessage({
  name,
  eventTitle,
  quantity,
  totalPence,
  appName,
}: RefundMailInput): MailMessage {
  const tickets =
    quantity === 1
      ? 'your ticket; it no longer admits anyone'
      : `your ${quantity} tickets; they no longer admit anyone`;
  const amount = totalPence > 0 ? ` The ${formatPence(totalPence)} you paid goes back to your card.` : '';
  const greeting = greetingName(name);
  const text = [
    `Hello ${greeting},`,
    '',
    `The organizer of ${eventTitle} refunded ${tickets}.${amount}`,
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    `<p>The organizer of <strong>${escapeHtml(eventTitle)}</strong> refunded ${tickets}.${escapeHtml(amount)}</p>`,
    `<p>The ${escapeHtml(appName)} team</p>`,
  ].join('\n');
  return { subject: `Refund: ${eventTitle.replace(/\s+/g, ' ')}`, text, html };
}
