import * as z from 'zod/mini';
import { isPlainText } from '../plainText';
import type { RefusalReason } from '../refusals';
import { parseDateKey } from '../time';

// Fields several callables share. A message that is not a refusal reason reaches the caller as `request`, after the
// field's path ('details.title: is required'), so it is worded to follow one.

/** A document id the functions build paths with: letters, digits, '-' and '_'. */
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A document id, refused with `error` when it is missing or no id. */
export const documentId = (error: RefusalReason | string = 'is not valid') =>
  z.string({ error }).check(z.regex(DOCUMENT_ID, { error }));

/** Text that is not blank and within `max` characters, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'is required' }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
    );

/** requiredText that strangers read or are mailed (a title, a package or venue name): no link, e-mail address or markup. */
export const plainText = (max: number) =>
  requiredText(max).check(z.refine(isPlainText, { error: 'textHasLink' satisfies RefusalReason }));

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));
};

/** A 'YYYY-MM-DD' key of a day the calendar has (no 2030-02-30). */
export const dateKey = (error: RefusalReason | string = 'must be a real day (YYYY-MM-DD)') =>
  z.string({ error }).check(z.refine((key) => parseDateKey(key) !== null, { error }));

/** Some text naming a stored document (not blank, no '/'), kept as sent. */
export const pathSegment = (error: RefusalReason) =>
  z.string({ error }).check(z.refine((value) => value.trim() !== '' && !value.includes('/'), { error }));

/** The request of a callable that names one event. */
export const eventRequest = z.object(
  { eventId: documentId('eventIdRequired') },
  { error: 'eventIdRequired' },
);
