import { createHash } from 'node:crypto';
import { CODE_ID } from '../tickets/ticketCodes';

// The sendAnnouncement callable's input, checked before anything is read. Missing fields get the spec's messages.

export const MAX_TITLE = 100;
export const MAX_MESSAGE = 1000;

export const ANNOUNCEMENT_MESSAGES = {
  event: 'Event must required',
  title: 'Title must required',
  message: 'Message must required',
  titleTooLong: `Title must be at most ${MAX_TITLE} characters.`,
  messageTooLong: `Message must be at most ${MAX_MESSAGE} characters.`,
  requestId: 'The request id is not valid.',
  invalid: 'The announcement is not valid.',
} as const;

export interface AnnouncementRequest {
  eventId: string;
  title: string;
  message: string;
  requestId: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function parseAnnouncementRequest(data: unknown): Parsed<AnnouncementRequest> {
  if (!isRecord(data)) return { ok: false, message: ANNOUNCEMENT_MESSAGES.invalid };
  const { eventId, requestId } = data;
  if (typeof eventId !== 'string' || !CODE_ID.test(eventId))
    return { ok: false, message: ANNOUNCEMENT_MESSAGES.event };
  const title = trimmed(data.title);
  if (!title) return { ok: false, message: ANNOUNCEMENT_MESSAGES.title };
  if (title.length > MAX_TITLE) return { ok: false, message: ANNOUNCEMENT_MESSAGES.titleTooLong };
  const message = trimmed(data.message);
  if (!message) return { ok: false, message: ANNOUNCEMENT_MESSAGES.message };
  if (message.length > MAX_MESSAGE) return { ok: false, message: ANNOUNCEMENT_MESSAGES.messageTooLong };
  if (typeof requestId !== 'string' || !CODE_ID.test(requestId))
    return { ok: false, message: ANNOUNCEMENT_MESSAGES.requestId };
  return { ok: true, value: { eventId, title, message, requestId } };
}

/** One announcement per (account, request id): a retried or double-clicked Send finds the first one. */
export const announcementIdFor = (uid: string, requestId: string) =>
  `ann-${createHash('sha256').update(`${uid}:${requestId}`).digest('hex').slice(0, 20)}`;
