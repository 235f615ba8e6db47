import type { MailMessage } from '@gigvenue/contracts';
import { escapeHtml, greetingName } from '../tickets/ticketMail';
import { formatPence, type PurchaseRefundStatus } from '@gigvenue/contracts';

export interface CancellationMailInput {
  name: string;
  eventTitle: string;
  quantity: number;
  totalPence: number;
  outcome: PurchaseRefundStatus;
  appName: string;
}

/** What the buyer is told about their money, by what the refund job did with their purchase. */
export function refundSentence(outcome: PurchaseRefundStatus, totalPence: number): string {
  switch (outcome) {
    case 'refunded':
      return `${formatPence(totalPence)} has been refunded to your card.`;
    case 'declined':
      return `Your refund of ${formatPence(totalPence)} is being processed; we will try again.`;
    case 'released':
      return 'Your card was not charged: the payment was released.';
    case 'refund-due':
      return `The organizer owes you ${formatPence(totalPence)}, as you did not pay by card.`;
    case 'void':
      return 'Your free tickets are no longer valid.';
  }
}

/** The mail that tells a buyer the event was cancelled and what happens to their money. */
export function cancellationMessage(input: CancellationMailInput): MailMessage {
  const tickets = input.quantity === 1 ? 'your ticket' : `your ${input.quantity} tickets`;
  const greeting = greetingName(input.name);
  const title = input.eventTitle.replace(/\s+/g, ' ');
  const money = refundSentence(input.outcome, input.totalPence);
  const text = [
    `Hello ${greeting},`,
    '',
    `${title} was cancelled by its organizer, and ${tickets} will not be valid at the door.`,
    money,
    '',
    `The ${input.appName} team`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(greeting)},</p>`,
    `<p><strong>${escapeHtml(title)}</strong> was cancelled by its organizer, and ${tickets} will not be valid at the door.</p>`,
    `<p>${escapeHtml(money)}</p>`,
    `<p>The ${escapeHtml(input.appName)} team</p>`,
  ].join('\n');
  return { subject: `Cancelled: ${title}`, text, html };
}
