import { describe, expect, it } from 'vitest';
import { isRatingDocumentId, isRatingEditable } from './ratingLimits';

const DAY = 24 * 60 * 60 * 1000;

describe('isRatingEditable', () => {
  it('allows changes for 14 days after the rating was first given, to the millisecond', () => {
    expect(isRatingEditable(0, 0)).toBe(true);
    expect(isRatingEditable(0, 14 * DAY)).toBe(true);
    expect(isRatingEditable(0, 14 * DAY + 1)).toBe(false);
  });
});

describe('isRatingDocumentId', () => {
  it('takes 1 to 200 characters without a slash and nothing that is not a string', () => {
    expect(isRatingDocumentId('order-1')).toBe(true);
    expect(isRatingDocumentId('x'.repeat(200))).toBe(true);
    expect(isRatingDocumentId('x'.repeat(201))).toBe(false);
    expect(isRatingDocumentId('')).toBe(false);
    expect(isRatingDocumentId('orders/1')).toBe(false);
    expect(isRatingDocumentId(42)).toBe(false);
    expect(isRatingDocumentId(undefined)).toBe(false);
  });
});
