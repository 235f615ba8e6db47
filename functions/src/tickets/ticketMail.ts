import type { MailMessage } from '../email/welcomeMessage';

export interface TicketMailInput {
  name: string;
  eventTitle: string;
  quantity: number;
  /** The buyer's ticket page, `${appUrl}/t/{purchaseId}?k={accessKey}`: whoever has it can show the QR codes. */
  link: string;
  appName: string;
}

// The buyer's name and the event title are other people's input: they must not inject markup into the e-mail.
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The e-mail that carries a buyer's tickets: the link to the page with their QR codes. */
export function ticketMessage({ name, eventTitle, quantity, link, appName }: TicketMailInput): MailMessage {
  const tickets = quantity === 1 ? '1 ticket' : `${quantity} tickets`;
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for buying ${tickets} for ${eventTitle}.`,
    'Show the QR codes on this page at the door (keep the link to yourself: it opens your tickets):',
    link,
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
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
