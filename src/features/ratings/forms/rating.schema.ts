import { number, object, string, type InferType } from 'yup';
import { MAX_RATING_TEXT, MAX_STARS, MIN_STARS } from '@gigvenue/contracts';
import type { RateOrderRequest } from '../slice/types';

/** Validation messages are translation keys in the `ratings` namespace. */
export const RATING_MESSAGES = {
  starsRequired: 'validation.starsRequired',
  textMax: 'validation.textMax',
} as const;

export const ratingSchema = object({
  // No star chosen yet is 0, which reads as "missing".
  stars: number()
    .integer(RATING_MESSAGES.starsRequired)
    .min(MIN_STARS, RATING_MESSAGES.starsRequired)
    .max(MAX_STARS, RATING_MESSAGES.starsRequired)
    .required(RATING_MESSAGES.starsRequired)
    .default(0),
  text: string().max(MAX_RATING_TEXT, RATING_MESSAGES.textMax).default(''),
});

export type RatingFormValues = InferType<typeof ratingSchema>;

export const emptyRating = (): RatingFormValues => ({ stars: 0, text: '' });

export function toPayload(orderId: string, values: RatingFormValues): RateOrderRequest {
  return { orderId, stars: values.stars, text: values.text.trim() };
}
