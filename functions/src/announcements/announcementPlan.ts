import { createHash } from 'node:crypto';
import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { refusal, type Refusal, type RefusalReason } from '../shared/refusals';
import { eventDateKey } from '../shared/ticketStock';

// Pure rules of sendAnnouncement, tested without emulators.

/** An announcement as it is stored and sent: its text, the event whose holders it reaches, and who sent it. */
export interface Announcement {
  announcementId: string;
  eventId: string;
  createdBy: string;
  title: string;
  message: string;
}

/** One announcement per (account, request id): a retried or double-clicked Send finds the first one. */
export const announcementIdFor = (uid: string, requestId: string) =>
  `ann-${createHash('sha256').update(`${uid}:${requestId}`).digest('hex').slice(0, 20)}`;

export const RATE_LIMIT = 3;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

type AnnouncementRefusal = 'not-owner' | 'no-event' | 'past' | 'rate-limited';

const REFUSALS: Record<AnnouncementRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'not-owner': ['permission-denied', 'announcementNotOwner'],
  'no-event': ['not-found', 'eventNotFound'],
  past: ['failed-precondition', 'announcementPast'],
  'rate-limited': ['resource-exhausted', 'tooManyAnnouncements'],
};

export const announcementRefused = (kind: AnnouncementRefusal): Refusal => refusal(...REFUSALS[kind]);

/**
 * Why this caller may not announce to this event's holders now, or null when they may: an active account that created
 * the event, whose day (Europe/London) is today or later. A stranger learns nothing about whether the event exists.
 */
export function announcementRefusal(
  uid: string,
  callerStatus: unknown,
  event: Record<string, unknown> | undefined,
  todayKey: string,
): Refusal | null {
  if (callerStatus !== 'active') return announcementRefused('not-owner');
  if (!event) return announcementRefused('no-event');
  if (event.createdBy !== uid) return announcementRefused('not-owner');
  const day = eventDateKey(event);
  if (day === null || day < todayKey) return announcementRefused('past');
  return null;
}

/** The rate limit: how many of the event's announcements were created within the window before `now`. */
export const rateLimited = (recentCreatedAt: readonly number[], now: number): boolean =>
  recentCreatedAt.filter((createdAt) => createdAt > now - RATE_WINDOW_MS).length >= RATE_LIMIT;

/**
 * Whether an announcement may reach a ticket holder: one who opened the ticket link with the key that exists only in
 * the mail sent to the address (mailLinkOpenedAt). Anyone can buy a ticket for any address, and the purchaser gets a
 * link of their own and may pay by card, so neither proves that the person at the address wants to hear from the
 * organizer. The older linkOpenedAt and paidAt marks proved no more, so they count for nothing.
 */
export const holderProvedAddress = (holder: Record<string, unknown>): boolean =>
  typeof holder.mailLinkOpenedAt === 'number';
