import { createHash } from 'node:crypto';
import { said, type Said } from '../shared/refusals';
import { CODE_ID } from '../tickets/ticketCodes';

// The sendAnnouncement callable's input, checked before anything is read. Missing fields get the spec's messages.

export const MAX_TITLE = 100;
export const MAX_MESSAGE = 1000;

export interface AnnouncementRequest {
  eventId: string;
  title: string;
  message: string;
  requestId: string;
}

export type Parsed<T> = { ok: true; value: T } | ({ ok: false } & Said);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function parseAnnouncementRequest(data: unknown): Parsed<AnnouncementRequest> {
  if (!isRecord(data)) return { ok: false, ...said('announcementInvalid') };
  const { eventId, requestId } = data;
  if (typeof eventId !== 'string' || !CODE_ID.test(eventId))
    return { ok: false, ...said('announcementEventRequired') };
  const title = trimmed(data.title);
  if (!title) return { ok: false, ...said('announcementTitleRequired') };
  if (title.length > MAX_TITLE) return { ok: false, ...said('announcementTitleTooLong', { max: MAX_TITLE }) };
  const message = trimmed(data.message);
  if (!message) return { ok: false, ...said('announcementMessageRequired') };
  if (message.length > MAX_MESSAGE)
    return { ok: false, ...said('announcementMessageTooLong', { max: MAX_MESSAGE }) };
  if (typeof requestId !== 'string' || !CODE_ID.test(requestId))
    return { ok: false, ...said('requestIdInvalid') };
  return { ok: true, value: { eventId, title, message, requestId } };
}

/** One announcement per (account, request id): a retried or double-clicked Send finds the first one. */
export const announcementIdFor = (uid: string, requestId: string) =>
  `ann-${createHash('sha256').update(`${uid}:${requestId}`).digest('hex').slice(0, 20)}`;
