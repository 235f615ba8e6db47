import { eventDateKey } from '../tickets/ticketStock';

// Pure rules of sendAnnouncement, tested without emulators.

export const RATE_LIMIT = 3;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export type AnnouncementRefusalCode =
  'permission-denied' | 'not-found' | 'failed-precondition' | 'invalid-argument' | 'resource-exhausted';

export interface AnnouncementRefusal {
  code: AnnouncementRefusalCode;
  reason: string;
  message: string;
}

const REFUSALS = {
  'not-owner': { code: 'permission-denied', message: 'Only the event owner can send announcements.' },
  'no-event': { code: 'not-found', message: 'Event not found.' },
  past: { code: 'failed-precondition', message: 'Announcements can only be sent for upcoming events.' },
  'rate-limited': {
    code: 'resource-exhausted',
    message: 'Too many announcements for this event. Try again later.',
  },
} as const satisfies Record<string, Omit<AnnouncementRefusal, 'reason'>>;

export const refusal = (reason: keyof typeof REFUSALS): AnnouncementRefusal => ({
  reason,
  ...REFUSALS[reason],
});

/**
 * Why this caller may not announce to this event's holders now, or null when they may: an active account that created
 * the event, whose day (Europe/London) is today or later. A stranger learns nothing about whether the event exists.
 */
export function announcementRefusal(
  uid: string,
  callerStatus: unknown,
  event: Record<string, unknown> | undefined,
  todayKey: string,
): AnnouncementRefusal | null {
  if (callerStatus !== 'active') return refusal('not-owner');
  if (!event) return refusal('no-event');
  if (event.createdBy !== uid) return refusal('not-owner');
  const day = eventDateKey(event);
  if (day === null || day < todayKey) return refusal('past');
  return null;
}

/** The rate limit: how many of the event's announcements were created within the window before `now`. */
export const rateLimited = (recentCreatedAt: readonly number[], now: number): boolean =>
  recentCreatedAt.filter((createdAt) => createdAt > now - RATE_WINDOW_MS).length >= RATE_LIMIT;

/**
 * Whether an announcement may reach a ticket holder: one who opened the ticket link mailed to the address
 * (linkOpenedAt) or paid by card (paidAt). Anyone can give a free ticket to any address, so a holder without either
 * may be an address the organizer typed to message a stranger.
 */
export const holderProvedAddress = (holder: Record<string, unknown>): boolean =>
  typeof holder.linkOpenedAt === 'number' || typeof holder.paidAt === 'number';
