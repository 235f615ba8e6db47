import * as z from 'zod/mini';
import { isRatingDocumentId, MAX_RATING_TEXT, MAX_STARS, MIN_STARS } from '../ratingLimits';
import { callable } from './define';

/** A document id as the ratings callables take it (isRatingDocumentId). */
export const ratingDocumentId = (error: 'ratingInvalid' | 'replyInvalid') =>
  z.string({ error }).check(z.refine(isRatingDocumentId, { error }));

/**
 * The organizer of a completed event rates a venue or manager it booked: 1 to 5 whole stars and an optional text.
 * One rating per order (its id is the order's), so a repeated call changes the same rating.
 */
export const rateOrder = callable(
  'rateOrder',
  z.object(
    {
      orderId: ratingDocumentId('ratingInvalid'),
      stars: z
        .int({ error: 'ratingInvalid' })
        .check(
          z.minimum(MIN_STARS, { error: 'ratingInvalid' }),
          z.maximum(MAX_STARS, { error: 'ratingInvalid' }),
        ),
      text: z._default(
        z
          .string({ error: 'ratingInvalid' })
          .check(z.trim(), z.maxLength(MAX_RATING_TEXT, { error: 'ratingInvalid' })),
        '',
      ),
    },
    { error: 'ratingInvalid' },
  ),
  z.object({ ratingId: z.string() }),
);
