import * as z from 'zod/mini';
import { MAX_RATING_TEXT, MAX_STARS, MIN_STARS } from '../ratingLimits';

// ratings/{orderId}: one rater's stars and words for a booked venue or manager, created by the rating function
// (through this schema) and then edited (stars, text) or answered (reply) by update.

export const ratingDocument = z.strictObject({
  stars: z.int().check(z.gte(MIN_STARS), z.lte(MAX_STARS)),
  text: z.string().check(z.maxLength(MAX_RATING_TEXT)),
  /** Whether the rating counts in the party's average (not once its rater's account is suspended). */
  counts: z.boolean(),
  orderId: z.string().check(z.minLength(1)),
  eventId: z.string(),
  eventTitle: z.string(),
  raterId: z.string().check(z.minLength(1)),
  raterName: z.string(),
  targetType: z.enum(['venue', 'manager']),
  targetId: z.string().check(z.minLength(1)),
  ratedUid: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  reply: z.nullable(z.strictObject({ text: z.string(), at: z.number() })),
});

export type RatingDocument = z.output<typeof ratingDocument>;
