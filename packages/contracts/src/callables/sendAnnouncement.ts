import * as z from 'zod/mini';
import { callable } from './define';

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_MESSAGE_MAX = 1000;

/** Event and request ids: document ids without dots or slashes. */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The announcements page's Send: a notification (and a push) to every ticket holder of the caller's upcoming event.
 * The request id is the same for every try of one announcement, so a retry never notifies anyone twice; missing
 * fields are refused with the spec's messages.
 */
export const sendAnnouncement = callable(
  'sendAnnouncement',
  z.object(
    {
      eventId: z
        .string({ error: 'announcementEventRequired' })
        .check(z.regex(ID, { error: 'announcementEventRequired' })),
      title: z
        .string({ error: 'announcementTitleRequired' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'announcementTitleRequired' }),
          z.maxLength(ANNOUNCEMENT_TITLE_MAX, { error: 'announcementTitleTooLong' }),
        ),
      message: z
        .string({ error: 'announcementMessageRequired' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'announcementMessageRequired' }),
          z.maxLength(ANNOUNCEMENT_MESSAGE_MAX, { error: 'announcementMessageTooLong' }),
        ),
      requestId: z.string({ error: 'requestIdInvalid' }).check(z.regex(ID, { error: 'requestIdInvalid' })),
    },
    { error: 'announcementInvalid' },
  ),
  z.object({
    announcementId: z.string(),
    /** Distinct ticket holders of the event. */
    holders: z.int(),
    /** Holders the announcement reached (a notification each). */
    notified: z.int(),
    /** Pushes the push service accepted. */
    pushed: z.int(),
  }),
);
