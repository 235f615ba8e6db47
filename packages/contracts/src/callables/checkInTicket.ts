import * as z from 'zod/mini';
import { callable } from './define';
import { MAX_TICKET_CODE_LENGTH, PLAIN_ID } from './ticketFormats';

/** A blank code or typed id is none. */
const given = (text: string | null | undefined): text is string => typeof text === 'string' && text !== '';
/** Sold tickets' ids are upper-case hex; staff reading one off a damaged code may type it in lower case. */
const SOLD_TICKET_ID = /^[0-9a-f]{20}$/i;

/**
 * The door's scan: a scanned ticket code (verified by the function before anything is read) or a ticket id typed
 * for a damaged code, whole or its short id; exactly one of the two. Checked, it names the other one null.
 */
export const checkInTicket = callable(
  'checkInTicket',
  z.pipe(
    z
      .object(
        {
          eventId: z
            .string({ error: 'noEventDetails' })
            .check(z.regex(PLAIN_ID, { error: 'noEventDetails' })),
          /** A scanned QR text. */
          code: z.optional(
            z.nullable(
              z
                .string({ error: 'invalidTicketCode' })
                .check(z.trim(), z.maxLength(MAX_TICKET_CODE_LENGTH, { error: 'invalidTicketCode' })),
            ),
          ),
          /** A typed ticket id for a damaged code: the whole id or the short one printed under the code. */
          ticketId: z.optional(
            z.nullable(
              z.string({ error: 'ticketNotFound' }).check(
                z.trim(),
                z.refine((typed) => typed === '' || PLAIN_ID.test(typed), { error: 'ticketNotFound' }),
              ),
            ),
          ),
          /** The same id for every try of one scan, so a retried or synced scan is never counted twice. */
          requestId: z
            .string({ error: 'requestIdInvalid' })
            .check(z.regex(PLAIN_ID, { error: 'requestIdInvalid' })),
          /** The scan was accepted offline and is being synced. */
          offline: z.optional(z.boolean()),
        },
        { error: 'noEventDetails' },
      )
      .check(
        z.refine(({ code, ticketId }) => given(code) !== given(ticketId), { error: 'scanOrTypeTicket' }),
      ),
    z.transform(({ eventId, code, ticketId, requestId, offline }) => ({
      eventId,
      code: given(code) ? code : null,
      ticketId:
        given(code) || !given(ticketId)
          ? null
          : SOLD_TICKET_ID.test(ticketId)
            ? ticketId.toUpperCase()
            : ticketId,
      requestId,
      offline: offline === true,
    })),
  ),
  z.object({
    /** alreadyCheckedIn: another scan let the ticket in first (for a synced offline scan, a conflict to report). */
    result: z.enum(['checkedIn', 'alreadyCheckedIn']),
    message: z.string(),
    ticket: z.object({ ticketId: z.string(), userName: z.string(), ticketType: z.string() }),
    checkedInAt: z.number(),
    checkedInBy: z.string(),
  }),
);
