import * as z from 'zod/mini';
import { MAX_RATING_TEXT } from '../ratingLimits';
import { callable } from './define';
import { ratingDocumentId } from './rateOrder';

/** The rated party answers a rating once, publicly, with a text of 1 to 1,000 characters. */
export const replyToRating = callable(
  'replyToRating',
  z.object(
    {
      ratingId: ratingDocumentId('replyInvalid'),
      text: z
        .string({ error: 'replyInvalid' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'replyInvalid' }),
          z.maxLength(MAX_RATING_TEXT, { error: 'replyInvalid' }),
        ),
    },
    { error: 'replyInvalid' },
  ),
  z.object({ ratingId: z.string() }),
);
