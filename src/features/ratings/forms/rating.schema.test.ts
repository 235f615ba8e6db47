import { describe, expect, it } from 'vitest';
import { RATING_MESSAGES, ratingSchema, toPayload } from './rating.schema';

const errorsOf = async (values: unknown) => {
  try {
    await ratingSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('ratingSchema', () => {
  it('takes 1 to 5 stars and an optional text', async () => {
    expect(await errorsOf({ stars: 5, text: '' })).toEqual([]);
    expect(await errorsOf({ stars: 1, text: 'x'.repeat(1000) })).toEqual([]);
  });

  it('asks for stars until one is chosen', async () => {
    expect(await errorsOf({ stars: 0, text: 'Great' })).toEqual([RATING_MESSAGES.starsRequired]);
    expect(await errorsOf({ stars: 6 })).toEqual([RATING_MESSAGES.starsRequired]);
  });

  it('refuses a text over 1,000 characters', async () => {
    expect(await errorsOf({ stars: 4, text: 'x'.repeat(1001) })).toEqual([RATING_MESSAGES.textMax]);
  });
});

describe('toPayload', () => {
  it("names the order and trims the text, as the server's rateOrder takes it", () => {
    expect(toPayload('order-1', { stars: 4, text: '  Great sound  ' })).toEqual({
      orderId: 'order-1',
      stars: 4,
      text: 'Great sound',
    });
  });
});
